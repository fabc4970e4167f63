// Job servers (jobServer.ts) as child processes, on a database of their own that the test can open after
// (PGlite: one process at a time) or alongside them (PostgreSQL).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type OpenedDatabase, openDatabase } from '../db/database.ts';
import type { EffectPayload } from './jobTestTables.ts';
import { testEngine } from './testApp.ts';
import { until } from './until.ts';

const serverFile = path.join(import.meta.dirname, 'jobServer.ts');

export interface JobServerEvent {
  event: 'listening' | 'hanging' | 'running' | 'done';
  port?: number;
  key?: string;
}

export interface ChildServer {
  child: ChildProcess;
  url: string;
  /** Resolves with the first event matching, printed so far or later (fails after `withinMs`). */
  event(match: (event: JobServerEvent) => boolean, withinMs?: number): Promise<JobServerEvent>;
  exited: Promise<number | null>;
}

export interface ScratchDatabase {
  /** DATA_DIR (and DATABASE_URL on PostgreSQL) for a server on it. */
  env: Record<string, string>;
  open(): Promise<OpenedDatabase>;
  remove(): Promise<void>;
}

/** An empty database: a temporary PGlite folder, or a new database on the DATABASE_URL server. */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-jobs-test-'));
  if (testEngine === 'pglite') {
    return {
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir: dir }),
      async remove() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('API_TEST_ENGINE=postgres needs DATABASE_URL');
  const name = `console_jobs_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString() }),
    async remove() {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts a job server on the database and waits until it listens. */
export async function startJobServer(database: ScratchDatabase): Promise<ChildServer> {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, ...database.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const events: JobServerEvent[] = [];
  let buffered = '';
  child.stdout?.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('{')) events.push(JSON.parse(line));
  });
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    // 'close', not 'exit': by then every line the server printed has been read.
    child.on('close', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  const event = (match: (event: JobServerEvent) => boolean, withinMs = 30_000) =>
    until(
      () => {
        const found = events.find(match);
        if (!found && ended) throw new Error(`job server ${child.pid} ended before the awaited event`);
        return found;
      },
      withinMs,
      `job server ${child.pid}: the awaited event`,
    );
  const listening = await event((e) => e.event === 'listening', 60_000);
  return { child, url: `http://127.0.0.1:${listening.port}`, event, exited };
}

/** Sends the test job through a server's route. */
export async function sendEffect(server: ChildServer, payload: EffectPayload): Promise<void> {
  const response = await fetch(`${server.url}/api/test/effect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`sending ${payload.key}: ${response.status} ${await response.text()}`);
}
