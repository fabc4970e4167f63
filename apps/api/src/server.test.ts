import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort } from './test/freePort.ts';
import { copyPgliteTemplate } from './test/testDatabase.ts';

const serverFile = path.join(import.meta.dirname, 'server.ts');
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

function startServer(dataDir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
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

/** Polls until the server answers: a first start migrates and seeds the demo, a minute on a busy machine. */
async function waitForHealth(port: number, withinMs = 100_000): Promise<unknown> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const body = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.json())
      .catch(() => null);
    if (body) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer within ${withinMs / 1000} s`);
}

/**
 * A data folder holding a copy of the run's seeded template (test/testDatabase.ts), so a server that is not
 * here to test the first start skips seeding the demo data; an empty folder when there is no template.
 */
function seededDataFolder(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-server-'));
  const template = inject('apiTestTemplate');
  if (template) copyPgliteTemplate(template, dataDir);
  return dataDir;
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
  }, 180_000);

  it('keeps every write it acknowledged when it is killed with kill -9', async () => {
    const dataDir = seededDataFolder();
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitForHealth(port);
    const api = `http://127.0.0.1:${port}/api`;
    const json = { 'content-type': 'application/json' };
    const login = await fetch(`${api}/bee/loginBee`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'admin@console.test', password: 'Console#2026' }),
    }).then((r) => r.json());
    const token = login.data.token as string;
    const added = await fetch(`${api}/bee/adminAddPayLog`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        companyId: 2,
        direction: 'credit',
        amount: '12.34',
        category: 'goodwill_credit',
        note: 'written just before the crash',
      }),
    }).then((r) => r.json());
    expect(added.code).toBe(200);
    // No graceful shutdown: the process dies the moment the answer is in.
    first.child.kill('SIGKILL');
    await first.exited;

    const secondPort = await freePort();
    startServer(dataDir, secondPort);
    await waitForHealth(secondPort);
    const again = `http://127.0.0.1:${secondPort}/api`;
    const headers = { authorization: `Bearer ${token}` };
    const me = await fetch(`${again}/bee/userInfo`, { headers }).then((r) => r.json());
    expect(me.data.email).toBe('admin@console.test');
    const log = await fetch(`${again}/bee/payLog/${added.data.id}`, { headers }).then((r) => r.json());
    expect(log.data).toMatchObject({ note: 'written just before the crash', amountCents: 1234 });
  }, 90_000);

  it('serves the console build under /ec/ next to the API', async () => {
    const dataDir = seededDataFolder();
    const dist = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Console</title>');
    const port = await freePort();
    const server = startServer(dataDir, port, { CONSOLE_DIST: dist });
    await waitForHealth(port);
    const page = await fetch(`http://127.0.0.1:${port}/ec/warranty/index`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Console</title>');
    expect(server.output()).toContain(`Console on http://127.0.0.1:${port}/ec/`);
  }, 60_000);
});
