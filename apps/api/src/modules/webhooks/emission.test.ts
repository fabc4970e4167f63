// Events from the areas (issue 17): each change emits in its own transaction, to every company it concerns,
// one message per receiver with the resource as that receiver's detail call answers it; every path of a
// booking (staff, the customer's link) reports; payouts report paid and failed.
import { randomUUID } from 'node:crypto';
import { WEBHOOK_EVENT_TYPES, zonedInstant } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { firstShop, insertEventType, openDay } from '../bookings/testKit.ts';
import { approveInFull, claimAction, claimUnderReview, submittedClaim } from '../claims/testKit.ts';
import { changeStatus, lockPayout } from '../money/payouts/status.ts';
import { createJob, signInOnsite, step } from '../onsite/testKit.ts';
import { type Auth, get, post } from '../warranty/testKit.ts';
import { createEndpoint, onlyEndpoint } from './testKit.ts';

let t: TestApp;
let brand: Auth;
let retailer: Auth;
/** Messages already looked at (the seed's, earlier steps'). */
const seen = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  brand = await t.authAs(DEMO_USERS.brand);
  retailer = await t.authAs(DEMO_USERS.retailer);
  const onsite = await t.authAs(DEMO_USERS.onsite);
  // Every company concerned listens to every event (only these endpoints: the seeded ones are switched off).
  for (const [auth, company] of [
    [brand, t.ids.brand],
    [retailer, t.ids.retailer],
    [onsite, t.ids.onsiteBrand],
  ] as const) {
    const { endpoint } = await createEndpoint(t, auth, 'https://hooks.example.org/in', [
      ...WEBHOOK_EVENT_TYPES,
    ]);
    await onlyEndpoint(t, company, endpoint.id);
  }
}, 60_000);
afterAll(() => t?.close());

/**
 * The messages written since the last call, as written (one transaction's share a time: those are put in
 * receiver and type order, which the expectations follow).
 */
async function newMessages() {
  const rows = await t.db.select().from(webhookMessages).orderBy(webhookMessages.createdAt);
  const fresh = rows.filter((row) => !seen.has(row.id));
  for (const row of fresh) seen.add(row.id);
  const at = (row: (typeof rows)[number]) => row.createdAt.getTime();
  fresh.sort((a, b) => at(a) - at(b) || a.companyId - b.companyId || a.eventType.localeCompare(b.eventType));
  return fresh.map((row) => {
    const payload = row.payload as { company_id: number; type: string; data: Record<string, unknown> };
    expect(payload.company_id).toBe(row.companyId);
    expect(payload.type).toBe(row.eventType);
    return { company: row.companyId, type: row.eventType, data: payload.data, id: row.id };
  });
}

const summary = (messages: Awaited<ReturnType<typeof newMessages>>) =>
  messages.map((m) => [m.company, m.type, m.data.status]);

beforeAll(async () => {
  await newMessages();
});

describe(`warranty and claim events (${testEngine})`, () => {
  it('registers: warranty.registered to the brand and the selling retailer, each with its own detail', async () => {
    const claim = await submittedClaim(t, retailer);
    const messages = await newMessages();
    expect(summary(messages)).toEqual([
      [t.ids.brand, 'warranty.registered', 'active'],
      [t.ids.retailer, 'warranty.registered', 'active'],
      [t.ids.brand, 'claim.submitted', 'submitted'],
      [t.ids.retailer, 'claim.submitted', 'submitted'],
    ]);
    // `data` is what the detail call answers that company (the same keys, the same resource).
    const warranty = (await get(t, `/api/warranties/${claim.warrantyId}`, brand)).json().data;
    const sent = messages[0]?.data ?? {};
    expect(Object.keys(sent).sort()).toEqual(Object.keys(warranty).sort());
    expect(sent.id).toBe(claim.warrantyId);
    const detail = (await get(t, `/api/claims/${claim.id}`, retailer)).json().data;
    expect(Object.keys(messages[3]?.data ?? {}).sort()).toEqual(Object.keys(detail).sort());
    // Each message waits for its company's endpoint only.
    const deliveries = await t.db
      .select({ endpointId: webhookDeliveries.endpointId, company: webhookEndpoints.companyId })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.messageId, messages[3]?.id ?? ''));
    expect(deliveries.map((d) => d.company)).toEqual([t.ids.retailer]);
  });

  it('decides: claim.decided on approval (then claim.compensated) and on rejection, the same shape', async () => {
    const approved = await claimUnderReview(t, retailer, brand);
    await newMessages();
    expect((await approveInFull(t, approved, brand)).statusCode).toBe(200);
    const afterApproval = await newMessages();
    // Written in one transaction: the decision (as approved), then the compensation that followed it.
    expect(summary(afterApproval)).toEqual([
      [t.ids.brand, 'claim.compensated', 'compensated'],
      [t.ids.brand, 'claim.decided', 'approved'],
      [t.ids.retailer, 'claim.compensated', 'compensated'],
      [t.ids.retailer, 'claim.decided', 'approved'],
    ]);

    const rejected = await claimUnderReview(t, retailer, brand);
    await newMessages();
    const answer = await claimAction(t, rejected.id, 'reject', brand, { reasonCode: 'expired_warranty' });
    expect(answer.statusCode, answer.body).toBe(200);
    const afterRejection = await newMessages();
    expect(summary(afterRejection)).toEqual([
      [t.ids.brand, 'claim.decided', 'rejected'],
      [t.ids.retailer, 'claim.decided', 'rejected'],
    ]);
    expect(Object.keys(afterRejection[0]?.data ?? {}).sort()).toEqual(
      Object.keys(afterApproval[1]?.data ?? {}).sort(),
    );
    // Taking it under review is no event.
    await claimUnderReview(t, retailer, brand);
    expect((await newMessages()).map((m) => m.type)).toEqual([
      'warranty.registered',
      'warranty.registered',
      'claim.submitted',
      'claim.submitted',
    ]);
  });

  it('a refused change leaves no message', async () => {
    const claim = await submittedClaim(t, retailer);
    await newMessages();
    // Approving a claim not under review is refused: nothing is emitted.
    expect((await approveInFull(t, claim, brand)).statusCode).toBe(409);
    expect(await newMessages()).toEqual([]);
  });
});

describe(`booking events on every path (${testEngine})`, () => {
  it('staff create, reschedule, cancel and no-show; the customer books and cancels by link', async () => {
    const shop = await firstShop(t, t.ids.retailer);
    const date = await openDay(t, shop, 5);
    const ride = await insertEventType(t, t.ids.retailer, [shop.id], {
      capacityPerSlot: 3,
      cancelNoticeMinutes: 0,
    });
    const at = (time: string) => zonedInstant(date, time, shop.timezone).toISOString();
    await newMessages();
    const customer = { name: 'Riley Walker', email: 'riley.wh@example.test' };
    const made = await post(t, '/api/bookings', { ...retailer, 'idempotency-key': randomUUID() } as Auth, {
      eventTypeId: ride.id,
      shopId: shop.id,
      start: at('10:00'),
      customer,
    });
    expect(made.statusCode, made.body).toBe(200);
    const booking = made.json().data;
    expect(summary(await newMessages())).toEqual([[t.ids.retailer, 'booking.created', 'confirmed']]);

    const moved = await post(
      t,
      `/api/bookings/${booking.id}/reschedule`,
      {
        ...retailer,
        'idempotency-key': randomUUID(),
      } as Auth,
      { start: at('11:00') },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const rescheduled = await newMessages();
    expect(summary(rescheduled)).toEqual([[t.ids.retailer, 'booking.rescheduled', 'confirmed']]);
    // The new booking, linked to the old one.
    expect(rescheduled[0]?.data.id).not.toBe(booking.id);
    const newId = rescheduled[0]?.data.id as number;

    const cancelled = await post(t, `/api/bookings/${newId}/cancel`, retailer, {
      reasonCode: 'customer_request',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(summary(await newMessages())).toEqual([[t.ids.retailer, 'booking.cancelled', 'cancelled']]);

    // The customer's own path: the public page books, the manage link cancels.
    const slug = ride.slug;
    const publicBooking = await t.app.inject({
      method: 'POST',
      url: `/api/public/book/${shop.id}/${slug}/bookings`,
      payload: { start: at('12:00'), customer: { name: 'Casey', email: 'casey.wh@example.test' } },
    });
    expect(publicBooking.statusCode, publicBooking.body).toBe(200);
    expect(summary(await newMessages())).toEqual([[t.ids.retailer, 'booking.created', 'confirmed']]);
    const sign = new URL(publicBooking.json().data.manageUrl).searchParams.get('sign');
    const byLink = await t.app.inject({
      method: 'POST',
      url: '/api/public/bookings/cancel',
      payload: { sign },
    });
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect(summary(await newMessages())).toEqual([[t.ids.retailer, 'booking.cancelled', 'cancelled']]);
  });

  it('reports a no-show, with the same shape as creation', async () => {
    const shop = await firstShop(t, t.ids.retailer);
    const ride = await insertEventType(t, t.ids.retailer, [shop.id], {});
    const { insertBooking } = await import('../bookings/testKit.ts');
    const past = await insertBooking(t, ride, shop.id, new Date(Date.now() - 3 * 3600_000), {
      status: 'confirmed',
    });
    const created = await newMessages();
    expect(summary(created)).toEqual([[t.ids.retailer, 'booking.created', 'confirmed']]);
    const answer = await post(t, `/api/bookings/${past.id}/noShow`, retailer, {});
    expect(answer.statusCode, answer.body).toBe(200);
    const noShow = await newMessages();
    expect(summary(noShow)).toEqual([[t.ids.retailer, 'booking.no_show', 'no_show']]);
    expect(Object.keys(noShow[0]?.data ?? {}).sort()).toEqual(Object.keys(created[0]?.data ?? {}).sort());
  });
});

describe(`payout and onsite events (${testEngine})`, () => {
  it('payout.paid and payout.failed to the company paid out, as its payout detail', async () => {
    const open = await t.db
      .select()
      .from(payouts)
      .where(inArray(payouts.status, ['pending', 'in_transit']))
      .orderBy(payouts.id);
    // Paid from in transit; failed from any other open payout.
    const first = open.find((payout) => payout.status === 'in_transit');
    const second = open.find((payout) => payout.id !== first?.id);
    if (!first || !second) throw new Error('the demo has no open payouts to move');
    // Make both companies listen.
    for (const company of [first.companyId, second.companyId]) {
      const [has] = await t.db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.companyId, company), eq(webhookEndpoints.status, 'active')));
      if (!has)
        await t.db.insert(webhookEndpoints).values({
          companyId: company,
          url: 'https://hooks.example.org/p',
          eventTypes: ['payout.paid', 'payout.failed'],
          secretEncrypted: t.webhooks.secrets.seal('whsec_dGVzdA=='),
        });
    }
    await newMessages();
    await t.db.transaction(async (tx) => {
      const locked = await lockPayout(tx, first.id);
      if (locked) await changeStatus(tx, locked, { to: 'paid', at: new Date() });
    });
    await t.db.transaction(async (tx) => {
      const locked = await lockPayout(tx, second.id);
      if (locked) await changeStatus(tx, locked, { to: 'failed', at: new Date() });
    });
    const messages = await newMessages();
    expect(summary(messages)).toEqual([
      [first.companyId, 'payout.paid', 'paid'],
      [second.companyId, 'payout.failed', 'failed'],
    ]);
    expect(messages[0]?.data.id).toBe(first.id);
    expect(messages[0]?.data.history).toBeDefined();
  });

  it('onsite_job.status_changed on creation and on every step, to the brand', async () => {
    const people = await signInOnsite(t);
    await newMessages();
    let job = await createJob(t, people.owner);
    job = await step(t, job, 'confirm', people.owner);
    await step(t, job, 'cancel', people.owner, { reason: 'Not needed.' });
    const messages = await newMessages();
    expect(summary(messages)).toEqual([
      [t.ids.onsiteBrand, 'onsite_job.status_changed', 'new'],
      [t.ids.onsiteBrand, 'onsite_job.status_changed', 'confirmed'],
      [t.ids.onsiteBrand, 'onsite_job.status_changed', 'cancelled'],
    ]);
    const detail = (await get(t, `/api/onsite/jobs/${job.id}`, people.owner)).json().data;
    expect(Object.keys(messages[2]?.data ?? {}).sort()).toEqual(Object.keys(detail).sort());
  });
});
