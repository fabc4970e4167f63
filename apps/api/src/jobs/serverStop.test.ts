import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/database.ts';
import {
  type ChildServer,
  type ScratchDatabase,
  scratchDatabase,
  sendEffect,
  startJobServer,
} from '../test/childServer.ts';
import { jobTestEffects, jobTestRuns } from '../test/jobTestTables.ts';
import { testEngine } from '../test/testApp.ts';

const servers: ChildServer[] = [];
let database: ScratchDatabase | undefined;
afterEach(async () => {
  for (const server of servers.splice(0)) server.child.kill('SIGKILL');
  await database?.remove();
});

async function start(on: ScratchDatabase): Promise<ChildServer> {
  const server = await startJobServer(on);
  servers.push(server);
  return server;
}

/** Reads the database once the servers are gone (PGlite lets one process at a time open it). */
async function inspect<T>(on: ScratchDatabase, read: (opened: OpenedDatabase) => Promise<T>): Promise<T> {
  const opened = await on.open();
  try {
    return await read(opened);
  } finally {
    await opened.close();
  }
}

async function jobStates(opened: OpenedDatabase): Promise<unknown[]> {
  const result = (await opened.db.execute(
    sql`select state from pgboss.job where name = 'test.effect'`,
  )) as unknown as { rows: unknown[] };
  return result.rows;
}

// One scenario, so the test pays for two server starts rather than three.
describe(`a job when its server stops (${testEngine})`, () => {
  it('runs again after kill -9 mid-run with its effect once, and finishes before SIGTERM ends the server', async () => {
    database = await scratchDatabase();
    const first = await start(database);
    await sendEffect(first, { key: 'crash-1', hangAfterEffect: true });
    await first.event((e) => e.event === 'hanging' && e.key === 'crash-1');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe(null);

    // The run was lost with its process; once it expires (5 s here), the restarted server runs it again.
    const second = await start(database);
    await second.event((e) => e.event === 'done' && e.key === 'crash-1');

    // Stopped while a job runs: the server waits for it, then exits.
    await sendEffect(second, { key: 'graceful-1', takesMs: 1000 });
    await second.event((e) => e.event === 'running' && e.key === 'graceful-1');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await second.event((e) => e.event === 'done' && e.key === 'graceful-1', 0);

    await inspect(database, async (opened) => {
      const runs = await opened.db.select().from(jobTestRuns).where(eq(jobTestRuns.key, 'crash-1'));
      // One run by each process: the killed one, then the restarted one.
      expect(runs).toHaveLength(2);
      expect(new Set(runs.map((run) => run.pid))).toEqual(new Set([first.child.pid, second.child.pid]));
      expect(await opened.db.select().from(jobTestEffects)).toEqual([
        { key: 'crash-1' },
        { key: 'graceful-1' },
      ]);
      expect(await jobStates(opened)).toEqual([{ state: 'completed' }, { state: 'completed' }]);
    });
  }, 120_000);
});
