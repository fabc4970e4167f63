import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const serverFile = path.join(import.meta.dirname, 'server.ts');
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number): Promise<unknown> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const body = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.json())
      .catch(() => null);
    if (body) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer within 15 s');
}

describe('server process', () => {
  it('serves /api/health on its embedded database and refuses a second server on the same folder', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'console-server-'));
    const port = await freePort();
    const first = startServer(dataDir, port);
    await expect(waitForHealth(port)).resolves.toEqual({
      code: 200,
      msg: 'OK',
      data: { status: 'ok', engine: 'pglite' },
    });

    const second = startServer(dataDir, await freePort());
    await expect(second.exited).resolves.toBe(1);
    expect(second.output()).toMatch(/Another Console server \(pid \d+\) is using the data folder/);

    first.child.kill('SIGTERM');
    await expect(first.exited).resolves.toBe(0);
  }, 60_000);
});
