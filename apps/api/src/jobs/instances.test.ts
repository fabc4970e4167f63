import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/database.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedIfEmpty } from '../db/seed.ts';
import { createLocalStorage } from '../files/localStorage.ts';
import {
  type ChildServer,
  type ScratchDatabase,
  scratchDatabase,
  sendEffect,
  startJobServer,
} from '../test/childServer.ts';
import { jobTestRuns } from '../test/jobTestTables.ts';
import { testEngine } from '../test/testApp.ts';
import { until } from '../test/until.ts';

// The scale path: several API processes on one PostgreSQL. PGlite is an embedded database that only one
// process may open (its data folder lock refuses a second server), so there is nothing to run there.
describe.runIf(testEngine === 'postgres')('two API instances on one PostgreSQL', () => {
  let database: ScratchDatabase;
  let opened: OpenedDatabase;
  let servers: ChildServer[] = [];
  beforeAll(async () => {
    database = await scratchDatabase();
    opened = await database.open();
    const files = createLocalStorage(path.join(database.env.DATA_DIR ?? '', 'files'));
    await seedIfEmpty(opened.db, { warranties: 10, files });
    servers = await Promise.all([startJobServer(database), startJobServer(database)]);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await opened?.close();
    await database?.remove();
  });

  it('accepts a session made on one instance on the other', async () => {
    const [one, other] = servers as [ChildServer, ChildServer];
    const login = await fetch(`${one.url}/api/bee/loginBee`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.admin, password: DEMO_PASSWORD }),
    }).then((response) => response.json());
    const userInfo = await fetch(`${other.url}/api/bee/userInfo`, {
      headers: { authorization: `Bearer ${login.data.token}` },
    }).then((response) => response.json());
    expect(userInfo.code).toBe(200);
    expect(userInfo.data.email).toBe(DEMO_USERS.admin);
  });

  it('runs a job sent from either instance exactly once', async () => {
    const [one, other] = servers as [ChildServer, ChildServer];
    const keys = Array.from({ length: 10 }, (_, index) => `instances-${index}`);
    await Promise.all(keys.map((key, index) => sendEffect(index % 2 ? other : one, { key })));
    // Wait until every job is settled (none waiting or running to run a second time), then count runs.
    await until(
      async () => {
        const states = (await opened.db.execute(
          sql`select state, count(*)::int as jobs from pgboss.job where name = 'test.effect' group by state`,
        )) as unknown as { rows: { state: string; jobs: number }[] };
        const [only] = states.rows;
        return states.rows.length === 1 && only?.state === 'completed' && only.jobs === keys.length
          ? true
          : undefined;
      },
      20_000,
      'every job has completed',
    );
    const runs = await opened.db.select().from(jobTestRuns);
    expect(runs.map((run) => run.key).sort()).toEqual([...keys].sort());
  }, 30_000);
});
