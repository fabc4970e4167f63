import { zonedInstant } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_RATE_LIMIT } from '../../auth/apiKeys.ts';
import { hashSecret } from '../../auth/tokens.ts';
import { apiKeys, auditEvents, bookings, products } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { firstShop, insertEventType, openDay } from '../bookings/testKit.ts';
import { type Auth, get, post, registration } from '../warranty/testKit.ts';

let t: TestApp;
let brand: Auth;
let brandManager: Auth;
let retailer: Auth;
let summit: Auth;

beforeAll(async () => {
  t = await createTestApp();
  brand = await t.authAs(DEMO_USERS.brand);
  brandManager = await t.authAs(DEMO_USERS.brandManager);
  retailer = await t.authAs(DEMO_USERS.retailer);
  summit = await t.authAs(DEMO_USERS.summit);
});
afterAll(() => t?.close());

/** A new key of `auth`'s company; its secret as the header to send. */
async function keyOf(auth: Auth, scopes: string[], extra: Record<string, unknown> = {}) {
  const answer = await post(t, '/api/developer/api-keys', auth, { name: 'Integration', scopes, ...extra });
  expect(answer.statusCode, answer.body).toBe(200);
  const { key, secret } = answer.json().data;
  return { key, secret: secret as string, header: { authorization: `Bearer ${secret}` } };
}

describe(`API keys (${testEngine})`, () => {
  it('are made with a secret shown once: ck_, a visible prefix, only the SHA-256 kept', async () => {
    const made = await keyOf(brand, ['warranties:read'], { expiresOn: '2099-12-31' });
    expect(made.secret).toMatch(/^ck_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(made.key).toMatchObject({
      prefix: made.secret.slice(0, 11),
      scopes: ['warranties:read'],
      status: 'active',
      expiresAt: '2099-12-31T23:59:59.999Z',
      lastUsedAt: null,
    });
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, made.key.id));
    expect(stored?.hash).toBe(hashSecret(made.secret));
    expect(JSON.stringify(stored)).not.toContain(made.secret.slice(12));
    const list = (await get(t, '/api/developer/api-keys', brand)).json().data.rows;
    expect(list[0]).toMatchObject({ id: made.key.id, prefix: made.key.prefix });
    expect(JSON.stringify(list)).not.toContain(made.secret);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entity, 'api_key'));
    expect(audit.some((row) => row.action === 'api_key.create' && row.entityId === String(made.key.id))).toBe(
      true,
    );
  });

  it('are managed by company owners only; another company’s key is not found', async () => {
    expect((await get(t, '/api/developer/api-keys', brandManager)).statusCode).toBe(403);
    expect(
      (await post(t, '/api/developer/api-keys', brandManager, { name: 'x', scopes: ['bookings:read'] }))
        .statusCode,
    ).toBe(403);
    const theirs = await keyOf(summit, ['live_data:write']);
    expect((await post(t, `/api/developer/api-keys/${theirs.key.id}/revoke`, brand, {})).statusCode).toBe(
      404,
    );
    const mine = (await get(t, '/api/developer/api-keys', brand)).json().data.rows;
    expect(mine.some((row: { id: number }) => row.id === theirs.key.id)).toBe(false);
  });

  it('refuse bad input naming the field', async () => {
    const none = await post(t, '/api/developer/api-keys', brand, { name: 'x', scopes: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().data.fields['body.scopes']).toBeDefined();
    const unknown = await post(t, '/api/developer/api-keys', brand, { name: 'x', scopes: ['admin:all'] });
    expect(unknown.statusCode).toBe(400);
    const past = await post(t, '/api/developer/api-keys', brand, {
      name: 'x',
      scopes: ['bookings:read'],
      expiresOn: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().data.fields['body.expiresOn']).toBeDefined();
  });
});

describe(`authentication by API key (${testEngine})`, () => {
  it('reads warranties as the key’s company, with the scope; 403 without it; 401 on routes that take no keys', async () => {
    const reader = await keyOf(brand, ['warranties:read']);
    const list = await get(t, '/api/warranties?pageSize=5', reader.header);
    expect(list.statusCode, list.body).toBe(200);
    const asUser = (await get(t, '/api/warranties?pageSize=5', brand)).json().data;
    expect(list.json().data.total).toBe(asUser.total);
    const id = list.json().data.rows[0].id;
    expect((await get(t, `/api/warranties/${id}`, reader.header)).statusCode).toBe(200);
    // Another company's key reads its own tenant only: the brand's warranty is not found.
    const summitReader = await keyOf(summit, ['warranties:read']);
    expect((await get(t, `/api/warranties/${id}`, summitReader.header)).statusCode).toBe(404);
    expect((await get(t, '/api/bookings', reader.header)).statusCode).toBe(403);
    expect((await get(t, '/api/developer/api-keys', reader.header)).statusCode).toBe(401);
    expect((await get(t, '/api/claims', reader.header)).statusCode).toBe(401);
  });

  it('registers a warranty with warranties:register (and not with read only)', async () => {
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.brandCompanyId, t.ids.brand))
      .limit(1);
    if (!product) throw new Error('no product');
    const registrar = await keyOf(retailer, ['warranties:register', 'warranties:read']);
    const body = registration(product.id, { purchaseDate: new Date().toISOString().slice(0, 10) });
    const made = await post(t, '/api/warranties', registrar.header, body);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ serialNumber: body.serialNumber });
    const reader = await keyOf(retailer, ['warranties:read']);
    const refused = await post(t, '/api/warranties', reader.header, registration(product.id));
    expect(refused.statusCode).toBe(403);
  });

  it('books through the bookings API with bookings:write, within capacity; lists with bookings:read', async () => {
    const shop = await firstShop(t, t.ids.retailer);
    const date = await openDay(t, shop, 6);
    const ride = await insertEventType(t, t.ids.retailer, [shop.id], { capacityPerSlot: 1 });
    const writer = await keyOf(retailer, ['bookings:read', 'bookings:write']);
    const slots = await get(
      t,
      `/api/eventTypes/${ride.id}/availability?shopId=${shop.id}&from=${date}&to=${date}`,
      writer.header,
    );
    expect(slots.statusCode, slots.body).toBe(200);
    const start = zonedInstant(date, '10:00', shop.timezone).toISOString();
    const payload = {
      eventTypeId: ride.id,
      shopId: shop.id,
      start,
      customer: { name: 'Key Rider', email: 'key@example.test', phone: '+1 415 555 0199' },
    };
    const first = await post(t, '/api/bookings', writer.header, payload);
    expect(first.statusCode, first.body).toBe(200);
    const full = await post(t, '/api/bookings', writer.header, payload);
    expect(full.statusCode).toBe(409);
    expect(full.json().data.error).toBe('slot_unavailable');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, first.json().data.id));
    expect(row?.companyId).toBe(t.ids.retailer);
    expect((await get(t, `/api/bookings/${first.json().data.id}`, writer.header)).statusCode).toBe(200);
    expect((await get(t, '/api/eventTypes', writer.header)).statusCode).toBe(200);
    const readOnly = await keyOf(retailer, ['bookings:read']);
    expect((await post(t, '/api/bookings', readOnly.header, payload)).statusCode).toBe(403);
    // Another retailer's key does not see Harbor's booking.
    const brandReader = await keyOf(summit, ['bookings:read']);
    expect((await get(t, `/api/bookings/${first.json().data.id}`, brandReader.header)).statusCode).toBe(404);
  });

  it('answers 401 for an unknown, revoked or expired key, and records the last use (at most once a minute)', async () => {
    const made = await keyOf(brand, ['warranties:read']);
    const unknown = await get(t, '/api/warranties', {
      authorization: `Bearer ck_00000000_${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().msg).toBe('The API key is not valid.');
    expect((await get(t, '/api/warranties', made.header)).statusCode).toBe(200);
    const [used] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, made.key.id));
    expect(used?.lastUsedAt).not.toBeNull();
    await get(t, '/api/warranties', made.header);
    const [again] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, made.key.id));
    expect(again?.lastUsedAt?.getTime()).toBe(used?.lastUsedAt?.getTime());

    const revoked = await post(t, `/api/developer/api-keys/${made.key.id}/revoke`, brand, {});
    expect(revoked.json().data).toMatchObject({ status: 'revoked' });
    const refused = await get(t, '/api/warranties', made.header);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().msg).toBe('The API key has been revoked.');

    const old = await keyOf(brand, ['warranties:read']);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, old.key.id));
    const expired = await get(t, '/api/warranties', old.header);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().msg).toBe('The API key has expired.');
    const list = (await get(t, '/api/developer/api-keys', brand)).json().data.rows;
    expect(list.find((row: { id: number }) => row.id === old.key.id).status).toBe('expired');
  });

  it(`limits a key to ${API_KEY_RATE_LIMIT} calls a minute`, async () => {
    const made = await keyOf(retailer, ['bookings:read']);
    const url = '/api/eventTypes?pageSize=1';
    // Started at a minute's start, so the whole run falls in one window.
    const untilNextMinute = 60_000 - (Date.now() % 60_000);
    if (untilNextMinute < 20_000) await new Promise((resolve) => setTimeout(resolve, untilNextMinute));
    const codes: number[] = [];
    for (let batch = 0; batch < API_KEY_RATE_LIMIT + 1; batch += 50) {
      const size = Math.min(50, API_KEY_RATE_LIMIT + 1 - batch);
      const answers = await Promise.all(Array.from({ length: size }, () => get(t, url, made.header)));
      codes.push(...answers.map((answer) => answer.statusCode));
    }
    expect(codes.filter((code) => code === 429)).toHaveLength(1);
    expect(codes.at(-1)).toBe(429);
  }, 90_000);
});

describe('the OpenAPI document', () => {
  it('says which routes take an API key, and with which scope', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const scopeOf = (path: string, method: string) =>
      /with the scope `([a-z_:]+)`/.exec(document.paths[path][method].description ?? '')?.[1];
    expect(scopeOf('/api/warranties', 'post')).toBe('warranties:register');
    expect(scopeOf('/api/warranties', 'get')).toBe('warranties:read');
    expect(scopeOf('/api/bookings', 'post')).toBe('bookings:write');
    expect(scopeOf('/api/eventTypes/{id}/availability', 'get')).toBe('bookings:read');
    expect(scopeOf('/api/live-data/imports', 'post')).toBe('live_data:write');
    expect(document.paths['/api/live-data/imports'].post.description).toMatch(
      /^Each row has the CSV columns/,
    );
    expect(scopeOf('/api/developer/api-keys', 'get')).toBeUndefined();
  });
});
