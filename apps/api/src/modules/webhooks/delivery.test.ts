// Delivery (issue 17's quality bar): signatures checked with the standardwebhooks library's own verifier
// (also during a rotation's overlap, with either secret), the retry schedule on a driven clock, abort-message,
// auto-disable with its e-mail, and two dispatchers at once delivering each attempt once. A real receiver
// listens on 127.0.0.1 (the tests' context allows local addresses).
import {
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_ROTATION_OVERLAP_MS,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookEndpoints, webhookMessages } from '../../db/schema.ts';
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
let receiver: Receiver;
let context: DispatchContext;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.authAs(DEMO_USERS.brand);
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

/** A new endpoint of the brand on the receiver, the only one of the brand that receives. */
async function freshEndpoint(types = ['claim.decided']) {
  const created = await createEndpoint(t, owner, receiver.url, types);
  await onlyEndpoint(t, t.ids.brand, created.endpoint.id);
  return created;
}

/** An event for the brand, committed. */
async function emit(now = new Date(), data: Record<string, unknown> = { id: 7, status: 'approved' }) {
  return t.db.transaction((tx) =>
    emitWebhookEvent(tx, { companyId: t.ids.brand, type: 'claim.decided', data, now }),
  );
}

const attemptsOf = (endpointId: number) =>
  t.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.endpointId, endpointId))
    .orderBy(webhookAttempts.attemptNo, webhookAttempts.id);

describe(`signing (${testEngine})`, () => {
  it('signs id.timestamp.body with the endpoint secret; the library verifies the raw body', async () => {
    const { endpoint, secret } = await freshEndpoint();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const messageId = await emit();
    expect(messageId).toMatch(/^msg_/);
    expect(await dispatchDue(context)).toBe(1);
    const [request] = receiver.received;
    if (!request) throw new Error('nothing received');
    expect(request.headers['webhook-id']).toBe(messageId);
    expect(request.headers['content-type']).toBe('application/json');
    const verified = new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
    expect(verified).toMatchObject({
      id: messageId,
      type: 'claim.decided',
      company_id: t.ids.brand,
      data: { id: 7, status: 'approved' },
    });
    expect(Object.keys(JSON.parse(request.body))).toEqual(['id', 'type', 'created_at', 'company_id', 'data']);
    // A wrong secret does not verify.
    expect(() =>
      new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw').verify(
        request.body,
        request.headers as Record<string, string>,
      ),
    ).toThrow();
    const [stored] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    // Kept sealed, never in the clear.
    expect(stored?.secretEncrypted).not.toContain(secret.slice(6));
    expect(t.webhooks.secrets.open(stored?.secretEncrypted ?? '')).toBe(secret);
  });

  it('signs with both secrets for 24 h after a rotation, then with the new one only', async () => {
    const { endpoint, secret: oldSecret } = await freshEndpoint();
    const rotated = await t.app.inject({
      method: 'POST',
      url: `${WEBHOOKS}/${endpoint.id}/rotate-secret`,
      headers: owner,
      payload: { version: endpoint.version },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: newSecret, endpoint: after } = rotated.json().data;
    expect(newSecret).not.toBe(oldSecret);
    expect(after.previousSecretExpiresAt).not.toBeNull();
    await emit();
    await dispatchDue(context);
    const [request] = receiver.received;
    if (!request) throw new Error('nothing received');
    const signatures = String(request.headers['webhook-signature']).split(' ');
    expect(signatures).toHaveLength(2);
    const headers = request.headers as Record<string, string>;
    expect(new Webhook(newSecret).verify(request.body, headers)).toBeTruthy();
    expect(new Webhook(oldSecret).verify(request.body, headers)).toBeTruthy();

    // After the overlap: one signature, the new secret's (the clock is moved; the receiver's check of the
    // timestamp is the library's, against the real clock, so only the signature count is read here).
    receiver.received.length = 0;
    const later = new Date(Date.now() + WEBHOOK_ROTATION_OVERLAP_MS + 1000);
    await emit(later);
    await dispatchDue(context, later);
    expect(String(receiver.received[0]?.headers['webhook-signature']).split(' ')).toHaveLength(1);
  });

  it('signs every attempt afresh: a retry carries its own timestamp and signature', async () => {
    await freshEndpoint();
    receiver.script({ status: 500 });
    const t0 = new Date();
    await emit(t0);
    await dispatchDue(context, t0);
    const t1 = new Date(t0.getTime() + 5000);
    await dispatchDue(context, t1);
    const [first, second] = receiver.received;
    expect(first?.headers['webhook-id']).toBe(second?.headers['webhook-id']);
    expect(Number(second?.headers['webhook-timestamp']) - Number(first?.headers['webhook-timestamp'])).toBe(
      5,
    );
    expect(second?.headers['webhook-signature']).not.toBe(first?.headers['webhook-signature']);
  });
});

describe(`retries (${testEngine})`, () => {
  it('retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then fails the delivery', async () => {
    const { endpoint } = await freshEndpoint();
    receiver.fallback = { status: 503, body: 'x'.repeat(5000) };
    let now = new Date();
    await emit(now);
    expect(await dispatchDue(context, now)).toBe(1);
    for (const delay of WEBHOOK_RETRY_DELAYS_SECONDS) {
      // Not a moment early.
      expect(await dispatchDue(context, new Date(now.getTime() + delay * 1000 - 1))).toBe(0);
      now = new Date(now.getTime() + delay * 1000);
      expect(await dispatchDue(context, now)).toBe(1);
    }
    expect(await dispatchDue(context, new Date(now.getTime() + 100 * 3600_000))).toBe(0);
    const attempts = await attemptsOf(endpoint.id);
    expect(attempts.map((a) => a.attemptNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(attempts.every((a) => a.status === 'failed' && a.httpStatus === 503)).toBe(true);
    // The gap after each failure is the next delay.
    const gaps = attempts.slice(1).map((a, i) => (a.at.getTime() - (attempts[i]?.at.getTime() ?? 0)) / 1000);
    expect(gaps).toEqual([...WEBHOOK_RETRY_DELAYS_SECONDS]);
    expect(attempts.slice(0, -1).every((a) => a.nextAttemptAt !== null)).toBe(true);
    expect(attempts.at(-1)?.nextAttemptAt).toBeNull();
    expect(attempts[0]?.responseSnippet).toHaveLength(1024);
    expect((await deliveriesOf(t, endpoint.id)).map((d) => d.status)).toEqual(['failed']);
  });

  it('counts a 3xx as a failure and follows no redirect', async () => {
    const { endpoint } = await freshEndpoint();
    receiver.script({ status: 302, headers: { location: `${receiver.url}/elsewhere` } });
    await emit();
    await dispatchDue(context);
    expect(receiver.received).toHaveLength(1);
    const [attempt] = await attemptsOf(endpoint.id);
    expect(attempt).toMatchObject({ status: 'failed', httpStatus: 302, error: 'redirects are not followed' });
  });

  it('gives up an attempt after the timeout and records why', async () => {
    const { endpoint } = await freshEndpoint();
    receiver.script({ status: 200, delayMs: t.webhooks.timeoutMs + 500 });
    await emit();
    await dispatchDue(context);
    const [attempt] = await attemptsOf(endpoint.id);
    expect(attempt).toMatchObject({ status: 'failed', httpStatus: null });
    expect(attempt?.error).toMatch(/no answer within/);
    expect(attempt?.nextAttemptAt).not.toBeNull();
  });

  it('stops retrying when the receiver answers webhook-delivery: abort-message', async () => {
    const { endpoint } = await freshEndpoint();
    receiver.script({ status: 410, headers: { 'webhook-delivery': 'abort-message' } });
    const now = new Date();
    await emit(now);
    await dispatchDue(context, now);
    expect(await dispatchDue(context, new Date(now.getTime() + 86_400_000))).toBe(0);
    const [attempt] = await attemptsOf(endpoint.id);
    expect(attempt).toMatchObject({ status: 'failed', httpStatus: 410, nextAttemptAt: null });
    expect((await deliveriesOf(t, endpoint.id))[0]?.status).toBe('failed');
  });

  it('a success clears failing_since; the log keeps the earlier failure', async () => {
    const { endpoint } = await freshEndpoint();
    receiver.script({ status: 500 }, { status: 500 });
    const t0 = new Date();
    await emit(t0);
    await dispatchDue(context, t0);
    const [failing] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(failing?.failingSince?.getTime()).toBe(t0.getTime());
    await dispatchDue(context, new Date(t0.getTime() + 5000));
    await dispatchDue(context, new Date(t0.getTime() + 305_000));
    const attempts = await attemptsOf(endpoint.id);
    expect(attempts.map((a) => a.status)).toEqual(['failed', 'failed', 'succeeded']);
    const [healed] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(healed?.failingSince).toBeNull();
  });
});

describe(`auto-disable (${testEngine})`, () => {
  it('disables an endpoint failing for 5 days and e-mails the owners once', async () => {
    const { endpoint } = await freshEndpoint();
    receiver.fallback = { status: 500 };
    const t0 = new Date();
    await emit(t0);
    await dispatchDue(context, t0);
    // Another message just before the 5 days are up: still active.
    const almost = new Date(t0.getTime() + WEBHOOK_DISABLE_AFTER_MS - 60_000);
    await emit(almost);
    await dispatchDue(context, almost);
    const [still] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(still?.status).toBe('active');
    const due = new Date(t0.getTime() + WEBHOOK_DISABLE_AFTER_MS);
    await emit(due);
    await dispatchDue(context, due);
    const [disabled] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(disabled).toMatchObject({ status: 'disabled', disabledReason: 'failing' });
    const mail = await t.lastMail(DEMO_USERS.brand);
    expect(mail?.subject).toBe('A webhook endpoint was disabled');
    expect(mail?.text).toContain(receiver.url);
    // Nothing more goes to it, and the page says why.
    receiver.received.length = 0;
    await emit(due);
    expect(await dispatchDue(context, new Date(due.getTime() + 86_400_000))).toBe(0);
    const row = await t.app.inject({ method: 'GET', url: `${WEBHOOKS}/${endpoint.id}`, headers: owner });
    expect(row.json().data).toMatchObject({ status: 'disabled', disabledReason: 'failing' });
    expect(row.json().data.failingSince).toBe(t0.toISOString());
  });
});

describe(`concurrency (${testEngine})`, () => {
  it('two dispatchers at once make each attempt exactly once', async () => {
    const { endpoint } = await freshEndpoint();
    receiver.fallback = { status: 200, delayMs: 50 };
    const now = new Date();
    const ids = [];
    for (let i = 0; i < 30; i += 1) ids.push(await emit(now, { n: i }));
    const counts = await Promise.all([
      dispatchDue(context, now),
      dispatchDue(context, now),
      dispatchDue(context, now),
    ]);
    // The batch size is 20: a fourth pass takes what is left, if any.
    await dispatchDue(context, now);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20);
    const seen = receiver.received.map((r) => r.headers['webhook-id']);
    expect(seen.sort()).toEqual([...ids].sort());
    const attempts = await attemptsOf(endpoint.id);
    expect(attempts).toHaveLength(30);
    expect(
      (await deliveriesOf(t, endpoint.id)).every((d) => d.status === 'succeeded' && d.attempts === 1),
    ).toBe(true);
  });
});

describe(`the outbox (${testEngine})`, () => {
  it('writes nothing when the change rolls back', async () => {
    await freshEndpoint();
    const before = await t.db.select({ id: webhookMessages.id }).from(webhookMessages);
    await expect(
      t.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, { companyId: t.ids.brand, type: 'claim.decided', data: { id: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const after = await t.db.select({ id: webhookMessages.id }).from(webhookMessages);
    expect(after).toHaveLength(before.length);
  });

  it('writes no message for a type no active endpoint subscribes to', async () => {
    await freshEndpoint(['payout.paid']);
    const id = await emit();
    expect(id).toBeNull();
  });
});
