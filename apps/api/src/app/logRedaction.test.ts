import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test/testApp.ts';
import { buildApp } from './buildApp.ts';
import { ok } from './envelope.ts';
import { REDACTED, redactQueryValues, serializeError } from './logRedaction.ts';

const secrets = {
  email: 'ada.lovelace@example.com',
  password: 'hunter2-secret',
  token: 'tok-3f9a2c-secret',
  phone: '+1 555 0100 77',
  folder: path.join(tmpdir(), 'console-secret-folder'),
};

const lines: string[] = [];
let app: FastifyInstance;
let close: () => Promise<void>;
const table = `log_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

/** A bare database of the engine under test: the failures below are the engine's own. */
async function openEngine() {
  if (testEngine === 'postgres') {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    return { db: drizzlePg(pool), close: () => pool.end() };
  }
  const client = new PGlite();
  return { db: drizzlePglite(client), close: () => client.close() };
}

beforeAll(async () => {
  const engine = await openEngine();
  const { db } = engine;
  await db.execute(sql.raw(`create table ${table} (email text unique, phone text)`));
  close = async () => {
    await db.execute(sql.raw(`drop table if exists ${table}`));
    await engine.close();
  };
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ logger: { level: 'info', stream } });
  // Failures as real handlers meet them: a query refused with the value in its message, a unique
  // violation whose detail names the row, a file that is not there.
  app.post('/api/test/sign-in', async (request) => {
    const body = request.body as { password: string };
    await db.execute(sql`select ${body.password}::int`);
    return ok(null);
  });
  app.post('/api/test/register', async (request) => {
    const body = request.body as { email: string; phone: string };
    const insert = sql`insert into ${sql.identifier(table)} (email, phone) values (${body.email}, ${body.phone})`;
    await db.execute(insert);
    await db.execute(insert);
    return ok(null);
  });
  app.get('/api/test/file', async () => {
    await readFile(path.join(secrets.folder, 'uploads', 'a.pdf'));
    return ok(null);
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await close?.();
});

function expectNoSecrets(log: string) {
  for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
}

describe('the server log', () => {
  it('keeps SQL parameters, the values PostgreSQL quotes and request values out of a failed request', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: `/api/test/sign-in?email=${encodeURIComponent(secrets.email)}`,
      headers: { authorization: `Bearer ${secrets.token}`, cookie: `session=${secrets.token}` },
      payload: { email: secrets.email, password: secrets.password },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('22P02');
    expect(log).toContain('Failed query: select $1::int');
    expect(log).toContain(`/api/test/sign-in?email=${REDACTED}`);
    expectNoSecrets(log);
  });

  it('keeps the row a unique violation names out, and the constraint in', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/register',
      payload: { email: secrets.email, phone: secrets.phone },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('23505');
    expect(log).toContain(`${table}_email_key`);
    expectNoSecrets(log);
  });

  it('keeps file-system paths out', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/test/file' })).statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('ENOENT');
    expectNoSecrets(log);
  });
});

describe('redaction helpers', () => {
  it('keeps the names of query parameters, not their values', () => {
    expect(redactQueryValues('/api/warranties?serial=VL1&pageNum=2')).toBe(
      `/api/warranties?serial=${REDACTED}&pageNum=${REDACTED}`,
    );
    expect(redactQueryValues('/api/claims/3')).toBe('/api/claims/3');
  });

  it('serializes an error with its cause, without what it carries besides', () => {
    const cause = Object.assign(new Error(`value "${secrets.phone}" is out of range for type integer`), {
      severity: 'ERROR',
      code: '22003',
      detail: secrets.email,
    });
    const error = Object.assign(new Error('Failed query: select $1\nparams: x'), {
      query: 'select $1',
      params: [secrets.password],
      cause,
    });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'Failed query: select $1',
      cause: { code: '22003', message: `value "${REDACTED}" is out of range for type integer` },
    });
    expectNoSecrets(JSON.stringify(serialized));
  });
});
