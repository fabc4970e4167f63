// Test databases: a template migrated and seeded once per test run (vitest's globalSetup makes it), and a
// copy of it for each test app. Copying a folder (PGlite) or `CREATE DATABASE … TEMPLATE` (PostgreSQL)
// takes a fraction of what migrating and seeding each time took. Made from the current migrations and
// seed on every run, never stored.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Engine, type OpenedDatabase, openDatabase, PGLITE_SUBDIR } from '../db/database.ts';
import { seedIfEmpty } from '../db/seed.ts';
import type { DemoIds } from '../db/types.ts';
import { createLocalStorage } from '../files/localStorage.ts';
import { TEST_SECRET_BOX } from '../modules/webhooks/settings.ts';

/** Warranties in the template: a few hundred, so the seed is quick (the list tests seed the demo's full set). */
export const TEST_WARRANTY_COUNT = 300;

export interface TestTemplate {
  engine: Engine;
  /** PGlite: the template's data folder; PostgreSQL: the template database's name. */
  source: string;
  /** The seeded ids, as the copies have them too. */
  ids: DemoIds;
  /** The seeded files' folder (the demo documents): each test app starts from a copy of it. */
  filesDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the API projects' globalSetup (test/globalSetup.ts). */
    apiTestTemplate?: TestTemplate;
  }
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('API_TEST_ENGINE=postgres needs DATABASE_URL');
  return url;
}

/** A database name no other run or worker on the same server uses. */
function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Puts a copy of the PGlite template where a server or test app opening `dataDir` looks for its database. */
export function copyPgliteTemplate(template: TestTemplate, dataDir: string): void {
  if (template.engine !== 'pglite') throw new Error(`the test template is for ${template.engine}`);
  cpSync(template.source, path.join(dataDir, PGLITE_SUBDIR), { recursive: true });
}

/**
 * A database of its own in `dir` (PGlite) or on the DATABASE_URL server (PostgreSQL), migrated; a copy of
 * `template` when one is given, else empty until seeded. Closing it drops the PostgreSQL database.
 */
export async function openTestDatabase(
  engine: Engine,
  dir: string,
  template?: TestTemplate,
): Promise<OpenedDatabase> {
  if (template && template.engine !== engine) throw new Error(`the test template is for ${template.engine}`);
  if (engine === 'pglite') {
    if (template) copyPgliteTemplate(template, dir);
    return openDatabase({ dataDir: dir });
  }
  const name = uniqueName('console_test');
  await onServer(`create database ${name}${template ? ` template ${template.source}` : ''}`);
  const opened = await openDatabase({ databaseUrl: databaseUrl(name) });
  return {
    ...opened,
    async close() {
      await opened.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Migrates and seeds the template for `engine`; `remove` deletes it at the end of the run. */
export async function createTemplate(
  engine: Engine,
): Promise<{ template: TestTemplate; remove(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-api-template-'));
  const filesDir = path.join(dir, 'files');
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  if (engine === 'pglite') {
    try {
      const ids = await seedTemplate(await openDatabase({ dataDir: dir }), filesDir);
      return {
        template: { engine, source: path.join(dir, PGLITE_SUBDIR), ids, filesDir },
        remove: removeDir,
      };
    } catch (err) {
      await removeDir();
      throw err;
    }
  }
  const name = uniqueName('console_template');
  await onServer(`create database ${name}`);
  const remove = async () => {
    await onServer(`drop database if exists ${name} with (force)`);
    await removeDir();
  };
  try {
    const ids = await seedTemplate(await openDatabase({ databaseUrl: databaseUrl(name) }), filesDir);
    return { template: { engine, source: name, ids, filesDir }, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

/** Seeds and closes: a PostgreSQL database is copied only while nobody is connected to it. */
async function seedTemplate(database: OpenedDatabase, filesDir: string): Promise<DemoIds> {
  try {
    const ids = await seedIfEmpty(database.db, {
      warranties: TEST_WARRANTY_COUNT,
      files: createLocalStorage(filesDir),
      webhookSecrets: TEST_SECRET_BOX,
    });
    if (!ids) throw new Error('the test template was not empty');
    return ids;
  } finally {
    await database.close();
  }
}
