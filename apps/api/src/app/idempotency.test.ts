import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, warrantyClaims } from '../db/schema.ts';
import { DEMO_USERS } from '../db/seed.ts';
import { claimFixtures, freshWarrantyId, submission } from '../modules/claims/testKit.ts';
import { type Auth, post } from '../modules/warranty/testKit.ts';
import { createTestApp, type TestApp, testEngine } from '../test/testApp.ts';
import { ApiError } from './envelope.ts';
import { canonicalJson } from './idempotency.ts';

let t: TestApp;
let retailer: Auth;
let brand: Auth;
/** Runs of the test route's handler, and whether its next run fails with a 500. */
let runs = 0;
let failNext = false;

beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      app.post('/api/test/idempotent', { config: { idempotent: true } }, async (request) => {
        runs += 1;
        if (failNext) {
          failNext = false;
          throw new Error('the database went away');
        }
        if ((request.body as { refuse?: boolean } | undefined)?.refuse) {
          throw new ApiError(409, 'Refused.', undefined, 'refused');
        }
        return { code: 200, msg: 'OK', data: { run: runs } };
      });
    },
  });
  retailer = await t.authAs(DEMO_USERS.retailer);
  brand = await t.authAs(DEMO_USERS.brand);
}, 60_000);
afterAll(() => t?.close());

function send(auth: Auth, key: string | undefined, payload: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/test/idempotent',
    headers: key === undefined ? auth : { ...auth, 'idempotency-key': key },
    payload,
  });
}

async function claimsOn(warrantyId: number) {
  return t.db.select().from(warrantyClaims).where(eq(warrantyClaims.warrantyId, warrantyId));
}

describe(`Idempotency-Key (${testEngine})`, () => {
  it('requires a key of 1–200 visible ASCII characters on idempotent routes', async () => {
    const { productId, repairTypeId } = await claimFixtures(t);
    const warrantyId = await freshWarrantyId(t, retailer, productId);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: retailer,
      payload: submission(warrantyId, repairTypeId),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      msg: expect.stringContaining('Idempotency-Key'),
      data: { error: 'idempotency_key_required', fields: { 'headers.idempotency-key': expect.any(String) } },
    });
    for (const key of ['', 'has space', 'x'.repeat(201), 'naïve']) {
      expect((await send(retailer, key)).json().data.error).toBe('idempotency_key_required');
    }
    expect((await send(retailer, 'x'.repeat(200))).statusCode).toBe(200);
    expect(await claimsOn(warrantyId)).toHaveLength(0);
  });

  it('replays a finished request without running it again, with Idempotent-Replayed', async () => {
    const { productId, repairTypeId } = await claimFixtures(t);
    const warrantyId = await freshWarrantyId(t, retailer, productId);
    const key = randomUUID();
    const body = submission(warrantyId, repairTypeId);
    const first = await post(t, '/api/claims', { ...retailer, 'idempotency-key': key }, body);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(t, '/api/claims', { ...retailer, 'idempotency-key': key }, body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await claimsOn(warrantyId)).toHaveLength(1);
  });

  it('replays refusals too, and takes the body in any key order as the same request', async () => {
    const key = randomUUID();
    const before = runs;
    const refused = await send(brand, key, { refuse: true, a: 1 });
    expect(refused.statusCode).toBe(409);
    const again = await send(brand, key, { a: 1, refuse: true });
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(refused.json());
    expect(runs).toBe(before + 1);
    expect(canonicalJson({ b: [{ d: 1, c: null }], a: 'x' })).toBe('{"a":"x","b":[{"c":null,"d":1}]}');
  });

  it('refuses the same key with a different request (422)', async () => {
    const key = randomUUID();
    expect((await send(brand, key, { a: 1 })).statusCode).toBe(200);
    const other = await send(brand, key, { a: 2 });
    expect(other.statusCode).toBe(422);
    expect(other.json().data.error).toBe('idempotency_key_mismatch');
  });

  it('decides two concurrent requests with one key: one claim, the other waits or replays', async () => {
    const { productId, repairTypeId } = await claimFixtures(t);
    const warrantyId = await freshWarrantyId(t, retailer, productId);
    const headers = { ...retailer, 'idempotency-key': randomUUID() };
    const body = submission(warrantyId, repairTypeId);
    const answers = await Promise.all([
      post(t, '/api/claims', headers, body),
      post(t, '/api/claims', headers, body),
    ]);
    const fresh = answers.filter((a) => a.statusCode === 200 && !a.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    for (const other of answers.filter((a) => a !== fresh[0])) {
      if (other.statusCode === 409) expect(other.json().data.error).toBe('idempotency_key_in_use');
      else expect(other.headers['idempotent-replayed']).toBe('true');
    }
    expect(await claimsOn(warrantyId)).toHaveLength(1);
  });

  it('keeps keys per user: the same key of another user is a request of its own', async () => {
    const key = randomUUID();
    const before = runs;
    const mine = await send(brand, key, { a: 1 });
    const theirs = await send(retailer, key, { a: 1 });
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(before + 2);
  });

  it('does not keep a 5xx: the key is free for the retry', async () => {
    const key = randomUUID();
    const before = runs;
    failNext = true;
    expect((await send(brand, key, { a: 1 })).statusCode).toBe(500);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    const retry = await send(brand, key, { a: 1 });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toBe(before + 2);
    const [stored] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toMatchObject({ statusCode: 200, response: retry.json() });
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const key = randomUUID();
    await t.db.insert(idempotencyKeys).values({ userId: t.ids.brandUser, key, fingerprint: 'running' });
    const before = runs;
    const response = await send(brand, key, { a: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.error).toBe('idempotency_key_in_use');
    expect(runs).toBe(before);
  });

  it('documents the header on the routes that take it', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const parameters = (path: string) =>
      (document.paths[path].post.parameters ?? []) as { in: string; name: string; required?: boolean }[];
    for (const path of ['/api/claims', '/api/claims/{id}/approve']) {
      expect(parameters(path)).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
      );
    }
    expect(parameters('/api/warranties')).not.toContainEqual(expect.objectContaining({ in: 'header' }));
  });
});
