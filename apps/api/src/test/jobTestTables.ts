// The job servers' test job (jobServer.ts): its payload, and the tables where it records its runs and its
// effect (the tests' own, created by the server; no migration).
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import type { JobPayloads } from '../jobs/jobs.ts';

export interface EffectPayload {
  key: string;
  /** The first run stops after its effect and waits to be killed (a crash between work and completion). */
  hangAfterEffect?: boolean;
  /** The run takes this long after its effect (a job still running when the server is asked to stop). */
  takesMs?: number;
}
export type JobServerPayloads = JobPayloads & { 'test.effect': EffectPayload };

/** One row per run of a job, by the process that ran it. */
export const jobTestRuns = pgTable('job_test_runs', { key: text().notNull(), pid: integer().notNull() });
/** The job's effect: one row per key, whatever runs repeat. */
export const jobTestEffects = pgTable('job_test_effects', { key: text().primaryKey() });

export async function createJobTestTables(db: Database): Promise<void> {
  // Two servers starting at once on PostgreSQL: `if not exists` alone races on the catalogue (duplicate
  // pg_type), so they take turns under a transaction-level advisory lock.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(1245793)`);
    await tx.execute(sql`create table if not exists job_test_runs (key text not null, pid integer not null)`);
    await tx.execute(sql`create table if not exists job_test_effects (key text primary key)`);
  });
}
