import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
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

describe(`a job whose server is killed mid-run (${testEngine})`, () => {
  it('runs again after a restart, and its effect happens once', async () => {
    database = await scratchDatabase();
    const first = await startJobServer(database);
    servers.push(first);
    await sendEffect(first, 'crash-1', true);
    await first.event((e) => e.event === 'hanging' && e.key === 'crash-1');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe(null);

    // The run was lost with its process; once it expires (2 s here), the restarted server runs it again.
    const second = await startJobServer(database);
    servers.push(second);
    await second.event((e) => e.event === 'done' && e.key === 'crash-1');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const opened = await database.open();
    try {
      const runs = await opened.db.select().from(jobTestRuns).where(eq(jobTestRuns.key, 'crash-1'));
      // One run by each process: the killed one, then the restarted one.
      expect(runs).toHaveLength(2);
      expect(new Set(runs.map((run) => run.pid))).toEqual(new Set([first.child.pid, second.child.pid]));
      expect(await opened.db.select().from(jobTestEffects)).toEqual([{ key: 'crash-1' }]);
    } finally {
      await opened.close();
    }
  }, 120_000);
});
