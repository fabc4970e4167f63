// The Developer webhooks API: endpoints managed by their company's owner only, secrets shown once, versions,
// manual disable and enable, soft delete, the log and charts, replay (with Idempotency-Key) and the test
// event; SSRF refusals when saving; and every route's tenant isolation (another company's id is 404).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createMailer } from '../../mail/createMailer.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import type { Auth } from '../warranty/testKit.ts';
import { type DispatchContext, dispatchDue } from './deliver.ts';
import { emitWebhookEvent } from './emit.ts';
import {
  createEndpoint,
  deliveriesOf,
  onlyEndpoint,
  type Receiver,
  startReceiver,
  WEBHOOKS,
} from './testKit.ts';

let t: TestApp;
let owner: Auth;
let retailer: Auth;
let receiver: Receiver;
let context: DispatchContext;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.authAs(DEMO_USERS.brand);
  retailer = await t.authAs(DEMO_USERS.retailer);
  receiver = await startReceiver();
  context = { db: t.db, mailer: createMailer({ db: t.db, log: () => {} }), webhooks: t.webhooks };
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.fallback = { status: 200, body: '{"ok":true}' };
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth: Auth,
  payload?: object,
  headers = {},
) => t.app.inject({ method, url, headers: { ...auth, ...headers }, payload });

async function emit(now = new Date()) {
  return t.db.transaction((tx) =>
    emitWebhookEvent(tx, { companyId: t.ids.brand, type: 'claim.decided', data: { id: 1 }, now }),
  );
}

describe(`endpoints (${testEngine})`, () => {
  it('lists the seeded endpoints with their health: success rate over 7 days, last delivery, why disabled', async () => {
    const response = await call('GET', WEBHOOKS, owner);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data.rows;
    const healthy = rows.find((row: { url: string }) => row.url.includes('northwind'));
    expect(healthy).toMatchObject({ status: 'active', disabledReason: null });
    expect(healthy.successRate).toBeGreaterThan(70);
    expect(healthy.successRate).toBeLessThan(100);
    expect(healthy.lastDeliveryAt).not.toBeNull();
    const failing = rows.find((row: { url: string }) => row.url.includes('old-crm'));
    expect(failing).toMatchObject({ status: 'disabled', disabledReason: 'failing', successRate: 0 });
    // No secret ever appears in a list.
    expect(response.body).not.toMatch(/whsec_|secret_encrypted|secretEncrypted/);
  });

  it('creates (secret once), edits at the version read, disables, enables, deletes', async () => {
    const created = await call('POST', WEBHOOKS, owner, {
      url: 'https://hooks.example.org/a',
      description: '  ERP  ',
      eventTypes: ['claim.decided', 'claim.decided', 'payout.paid'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { endpoint, secret } = created.json().data;
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({ status: 'active', description: 'ERP', version: 1, successRate: null });
    expect(endpoint.eventTypes).toEqual(['claim.decided', 'payout.paid']);
    const read = await call('GET', `${WEBHOOKS}/${endpoint.id}`, owner);
    expect(read.body).not.toContain(secret);

    const edited = await call('PUT', `${WEBHOOKS}/${endpoint.id}`, owner, {
      url: 'https://hooks.example.org/b',
      description: 'ERP',
      eventTypes: ['booking.created'],
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ url: 'https://hooks.example.org/b', version: 2 });
    const stale = await call('PUT', `${WEBHOOKS}/${endpoint.id}`, owner, {
      url: 'https://hooks.example.org/c',
      eventTypes: ['booking.created'],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.error).toBe('version_conflict');

    const disabled = await call('POST', `${WEBHOOKS}/${endpoint.id}/disable`, owner, { version: 2 });
    expect(disabled.json().data).toMatchObject({ status: 'disabled', disabledReason: 'manual', version: 3 });
    const twice = await call('POST', `${WEBHOOKS}/${endpoint.id}/disable`, owner, { version: 3 });
    expect(twice.statusCode).toBe(409);
    const enabled = await call('POST', `${WEBHOOKS}/${endpoint.id}/enable`, owner, { version: 3 });
    expect(enabled.json().data).toMatchObject({ status: 'active', disabledReason: null, version: 4 });

    const deleted = await call('DELETE', `${WEBHOOKS}/${endpoint.id}`, owner);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `${WEBHOOKS}/${endpoint.id}`, owner)).statusCode).toBe(404);
    const list = (await call('GET', WEBHOOKS, owner)).json().data.rows;
    expect(list.map((row: { id: number }) => row.id)).not.toContain(endpoint.id);
  });

  it('refuses bad input with the field named', async () => {
    const response = await call('POST', WEBHOOKS, owner, { url: 'not a url', eventTypes: [] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields)).toEqual(
      expect.arrayContaining(['body.url', 'body.eventTypes']),
    );
    const unknownEvent = await call('POST', WEBHOOKS, owner, {
      url: 'https://a.example.org',
      eventTypes: ['nope'],
    });
    expect(unknownEvent.statusCode).toBe(400);
  });

  it('lets retailer owners manage their own; managers, staff and admins are refused', async () => {
    const mine = await call('POST', WEBHOOKS, retailer, {
      url: 'https://hooks.example.org/shop',
      eventTypes: ['booking.created'],
    });
    expect(mine.statusCode, mine.body).toBe(200);
    for (const email of [
      DEMO_USERS.brandManager,
      DEMO_USERS.brandStaff,
      DEMO_USERS.retailerStaff,
      DEMO_USERS.admin,
    ]) {
      const response = await call('GET', WEBHOOKS, await t.authAs(email));
      expect(response.statusCode, email).toBe(403);
    }
    expect((await call('GET', WEBHOOKS, { authorization: '' })).statusCode).toBe(401);
  });
});

describe(`SSRF refusals when saving (${testEngine})`, () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ webhooks: { allowPrivateUrls: false } });
  }, 60_000);
  afterAll(() => strict?.close());

  it.each([
    ['http://hooks.example.org/x', 'https://'],
    ['https://127.0.0.1/x', 'private or local'],
    ['https://10.1.2.3/x', 'private or local'],
    ['https://169.254.169.254/latest/meta-data', 'private or local'],
    ['https://[::1]/x', 'private or local'],
    ['https://[::ffff:10.0.0.1]/x', 'private or local'],
    ['https://[fd00::1]/x', 'private or local'],
    ['https://100.64.0.1/x', 'private or local'],
    ['https://192.168.1.10/x', 'private or local'],
    ['https://2130706433/x', 'private or local'],
    ['https://localhost:8443/x', 'private or local'],
    ['https://user:pass@hooks.example.org/x', 'user name'],
  ])('refuses %s', async (url, message) => {
    const auth = await strict.authAs(DEMO_USERS.brand);
    const response = await strict.app.inject({
      method: 'POST',
      url: WEBHOOKS,
      headers: auth,
      payload: { url, eventTypes: ['claim.decided'] },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().data.fields['body.url']).toContain(message);
  });

  it('accepts a public https URL, and refuses a private one on edit too', async () => {
    const auth = await strict.authAs(DEMO_USERS.brand);
    const created = await strict.app.inject({
      method: 'POST',
      url: WEBHOOKS,
      headers: auth,
      payload: { url: 'https://hooks.example.org/x', eventTypes: ['claim.decided'] },
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data.endpoint;
    const edited = await strict.app.inject({
      method: 'PUT',
      url: `${WEBHOOKS}/${id}`,
      headers: auth,
      payload: { url: 'https://10.0.0.8/x', eventTypes: ['claim.decided'], version: 1 },
    });
    expect(edited.statusCode).toBe(422);
  });
});

describe(`log, charts, replay and the test event (${testEngine})`, () => {
  it('sends a test event to the endpoint alone, logged as a test', async () => {
    const { endpoint } = await createEndpoint(t, owner, receiver.url, ['payout.paid']);
    const sent = await call('POST', `${WEBHOOKS}/${endpoint.id}/test`, owner);
    expect(sent.statusCode, sent.body).toBe(200);
    await dispatchDue(context);
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
    const log = (await call('GET', `${WEBHOOKS}/${endpoint.id}/attempts`, owner)).json().data;
    expect(log.total).toBe(1);
    expect(log.rows[0]).toMatchObject({
      messageId: sent.json().data.messageId,
      eventType: 'webhook.test',
      trigger: 'test',
      status: 'succeeded',
      httpStatus: 200,
      attemptNo: 1,
      deliveryStatus: 'succeeded',
      responseSnippet: '{"ok":true}',
    });
  });

  it('replays one message (Idempotency-Key required; a repeat replays the answer, not the send)', async () => {
    const { endpoint } = await createEndpoint(t, owner, receiver.url, ['claim.decided']);
    await onlyEndpoint(t, t.ids.brand, endpoint.id);
    const messageId = await emit();
    await dispatchDue(context);
    const url = `${WEBHOOKS}/${endpoint.id}/messages/${messageId}/replay`;
    expect((await call('POST', url, owner)).statusCode).toBe(400);
    const key = randomUUID();
    const first = await call('POST', url, owner, undefined, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ replayed: 1 });
    await dispatchDue(context);
    const again = await call('POST', url, owner, undefined, { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await dispatchDue(context)).toBe(0);
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([messageId, messageId]);
    const log = (await call('GET', `${WEBHOOKS}/${endpoint.id}/attempts`, owner)).json().data.rows;
    expect(log.map((row: { trigger: string }) => row.trigger)).toEqual(['manual_replay', 'auto']);
    // A message that never went to this endpoint, or another company's, is not found.
    const unknown = await call(
      'POST',
      `${WEBHOOKS}/${endpoint.id}/messages/msg_nope/replay`,
      owner,
      undefined,
      {
        'idempotency-key': randomUUID(),
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('replays every failed message since a time, not those before it', async () => {
    const { endpoint } = await createEndpoint(t, owner, receiver.url, ['claim.decided']);
    await onlyEndpoint(t, t.ids.brand, endpoint.id);
    receiver.fallback = { status: 410, headers: { 'webhook-delivery': 'abort-message' } };
    const old = new Date(Date.now() - 3 * 3600_000);
    await emit(old);
    await dispatchDue(context, old);
    const recent = [await emit(), await emit()];
    await dispatchDue(context);
    expect((await deliveriesOf(t, endpoint.id)).map((d) => d.status)).toEqual(['failed', 'failed', 'failed']);
    receiver.fallback = { status: 204 };
    receiver.received.length = 0;
    const replay = await call(
      'POST',
      `${WEBHOOKS}/${endpoint.id}/replay-failed`,
      owner,
      { since: new Date(Date.now() - 3600_000).toISOString() },
      { 'idempotency-key': randomUUID() },
    );
    expect(replay.json().data).toEqual({ replayed: 2 });
    await dispatchDue(context);
    expect(receiver.received.map((r) => r.headers['webhook-id']).sort()).toEqual([...recent].sort());
    expect((await deliveriesOf(t, endpoint.id)).map((d) => d.status)).toEqual([
      'failed',
      'succeeded',
      'succeeded',
    ]);
  });

  it('refuses to send to a disabled endpoint', async () => {
    const { endpoint } = await createEndpoint(t, owner, receiver.url);
    await call('POST', `${WEBHOOKS}/${endpoint.id}/disable`, owner, { version: 1 });
    const response = await call('POST', `${WEBHOOKS}/${endpoint.id}/test`, owner);
    expect(response.statusCode).toBe(409);
  });

  it('pages and filters the log; charts count per hour with p50 and p95', async () => {
    const { endpoint } = await createEndpoint(t, owner, receiver.url, ['claim.decided']);
    await onlyEndpoint(t, t.ids.brand, endpoint.id);
    receiver.script({ status: 500 }, { status: 500 });
    for (let i = 0; i < 5; i += 1) await emit();
    await dispatchDue(context);
    const failed = (await call('GET', `${WEBHOOKS}/${endpoint.id}/attempts?status=failed`, owner)).json()
      .data;
    expect(failed.total).toBe(2);
    const page = (await call('GET', `${WEBHOOKS}/${endpoint.id}/attempts?pageSize=2&pageNum=2`, owner)).json()
      .data;
    expect(page).toMatchObject({ total: 5 });
    expect(page.rows).toHaveLength(2);
    const byType = (
      await call('GET', `${WEBHOOKS}/${endpoint.id}/attempts?eventType=booking.created`, owner)
    ).json();
    expect(byType.data.total).toBe(0);
    const stats = (await call('GET', `${WEBHOOKS}/${endpoint.id}/stats?hours=3`, owner)).json().data.buckets;
    expect(stats).toHaveLength(3);
    // The hour the attempts fell in (the last one, or the one before when the clock just struck the hour).
    const now = stats.find((bucket: { succeeded: number }) => bucket.succeeded > 0);
    expect(now).toMatchObject({ succeeded: 3, failed: 2 });
    expect(now.p50Ms).not.toBeNull();
    expect(now.p95Ms).toBeGreaterThanOrEqual(now.p50Ms);
    expect(stats[0]).toMatchObject({ succeeded: 0, failed: 0, p50Ms: null, p95Ms: null });
    expect(new Date(now.hour).getUTCMinutes()).toBe(0);
  });
});

describe(`the platform's read-only view (${testEngine})`, () => {
  it("lets admins read any company's endpoints, log and charts, and nobody else", async () => {
    const admin = await t.authAs(DEMO_USERS.admin);
    const list = await call('GET', `/api/admin/developer/webhooks?companyId=${t.ids.brand}`, admin);
    expect(list.statusCode, list.body).toBe(200);
    const healthy = list.json().data.rows.find((row: { url: string }) => row.url.includes('northwind'));
    const log = await call('GET', `/api/admin/developer/webhooks/${healthy.id}/attempts?pageSize=5`, admin);
    expect(log.json().data.total).toBeGreaterThan(40);
    const stats = await call('GET', `/api/admin/developer/webhooks/${healthy.id}/stats?hours=48`, admin);
    const buckets = stats.json().data.buckets as { succeeded: number }[];
    expect(buckets.reduce((sum, bucket) => sum + bucket.succeeded, 0)).toBeGreaterThan(30);
    expect((await call('GET', '/api/admin/developer/webhooks/999999/attempts', admin)).statusCode).toBe(404);
    // Company users do not get the platform's view, and admins change nothing of a company's.
    expect(
      (await call('GET', `/api/admin/developer/webhooks?companyId=${t.ids.brand}`, owner)).statusCode,
    ).toBe(403);
    expect((await call('POST', `${WEBHOOKS}/${healthy.id}/disable`, admin, { version: 1 })).statusCode).toBe(
      403,
    );
  });
});

describe(`tenant isolation (${testEngine})`, () => {
  it("answers 404 for another company's endpoint on every route", async () => {
    const [theirs] = await t.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, t.ids.brand));
    if (!theirs) throw new Error('no seeded endpoint');
    const id = theirs.id;
    const key = { 'idempotency-key': randomUUID() };
    const calls: [string, string, object?, object?][] = [
      ['GET', `${WEBHOOKS}/${id}`],
      [
        'PUT',
        `${WEBHOOKS}/${id}`,
        { url: 'https://a.example.org', eventTypes: ['claim.decided'], version: 1 },
      ],
      ['POST', `${WEBHOOKS}/${id}/disable`, { version: 1 }],
      ['POST', `${WEBHOOKS}/${id}/enable`, { version: 1 }],
      ['DELETE', `${WEBHOOKS}/${id}`],
      ['POST', `${WEBHOOKS}/${id}/rotate-secret`, { version: 1 }],
      ['GET', `${WEBHOOKS}/${id}/attempts`],
      ['GET', `${WEBHOOKS}/${id}/stats`],
      ['POST', `${WEBHOOKS}/${id}/messages/msg_x/replay`, undefined, key],
      [
        'POST',
        `${WEBHOOKS}/${id}/replay-failed`,
        { since: new Date().toISOString() },
        { 'idempotency-key': randomUUID() },
      ],
      ['POST', `${WEBHOOKS}/${id}/test`],
    ];
    for (const [method, url, payload, headers] of calls) {
      const response = await call(method as 'GET', url, retailer, payload, headers);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
    // Untouched.
    const [after] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(after?.deletedAt).toBeNull();
    expect(
      (await call('GET', WEBHOOKS, retailer)).json().data.rows.map((r: { id: number }) => r.id),
    ).not.toContain(id);
  });
});
