// Opens the database: PGlite in a data folder by default, PostgreSQL (pg Pool) when a URL is given.
// Both run the same migrations (src/db/migrations, from drizzle-kit) under a PostgreSQL advisory lock,
// so several instances can start together. Inside db.transaction(tx => ...) use tx only: the outer db
// hangs on PGlite and runs outside the transaction on pg.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataLock } from './dataLock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle instance, the same type on both engines (query results have identical runtime types). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** PGlite's folder (default `./.data`); ignored when databaseUrl is set. */
  dataDir?: string;
  /** `postgres://...`: use PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  log?: (msg: string) => void;
}

/**
 * The open database. The job queue runs its own SQL: on PGlite through the same `client` (one connection
 * in this process), on PostgreSQL through its own connections to `url`.
 */
export type OpenedDatabase = {
  db: Database;
  close(): Promise<void>;
} & ({ engine: 'pglite'; client: PGlite } | { engine: 'postgres'; url: string });

export const DEFAULT_DATA_DIR = './.data';
/** PGlite's own files live in this sub-folder of the data folder (the lock file and uploads sit beside it). */
export const PGLITE_SUBDIR = 'pgdata';
export const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** pg_advisory_lock key held while migrating ("Cons"). */
export const MIGRATION_LOCK_KEY = 0x436f6e73;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.log) : openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const lock = acquireDataLock(dataDir, options.log);
  let client: PGlite | undefined;
  try {
    // pg_trgm indexes the partial serial search; PGlite bundles the extension, PostgreSQL ships it.
    client = await PGlite.create(path.join(dataDir, PGLITE_SUBDIR), { extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema });
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePglite(db, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
    options.log?.(`database: PGlite in ${dataDir}, migrations applied`);
    const opened = client;
    let closed = false;
    return {
      db,
      engine: 'pglite',
      client: opened,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    await client?.close().catch(() => {});
    lock.release();
    throw err;
  }
}

async function openPostgres(databaseUrl: string, log?: (msg: string) => void): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle client's error (server restart, network) would otherwise crash the process.
  pool.on('error', (err) => log?.(`database: idle PostgreSQL client error: ${err.message}`));
  try {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      // The lock, the migration and the unlock all run on this one connection (a session-level lock).
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } catch (err) {
      broken = err as Error;
      throw err;
    } finally {
      // A failed connection is destroyed rather than returned to the pool (it may still hold the lock).
      client.release(broken);
    }
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  log?.('database: PostgreSQL, migrations applied');
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    engine: 'postgres',
    url: databaseUrl,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
