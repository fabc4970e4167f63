// The job servers' test job (jobServer.ts) records its runs and its effect here; tables of the tests only,
// created by the server (no migration).
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';

/** One row per run of a job, by the process that ran it. */
export const jobTestRuns = pgTable('job_test_runs', { key: text().notNull(), pid: integer().notNull() });
/** The job's effect: one row per key, whatever runs repeat. */
export const jobTestEffects = pgTable('job_test_effects', { key: text().primaryKey() });

export async function createJobTestTables(db: Database): Promise<void> {
  await db.execute(sql`create table if not exists job_test_runs (key text not null, pid integer not null)`);
  await db.execute(sql`create table if not exists job_test_effects (key text primary key)`);
}
