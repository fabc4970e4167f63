// Demo webhooks: Northwind's owner has an active endpoint with two days of deliveries (mostly succeeded,
// a few retried, so the charts and the log have data) and one disabled for failing, with its week of failed
// attempts; the retailer has one quiet endpoint. They point at example.com (a reserved name nobody serves),
// and nothing seeded is left pending, so the demo sends nothing on its own.

import {
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  type WebhookEventType,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import { newMessageId } from './emit.ts';
import type { SecretBox } from './secretBox.ts';
import { newWebhookSecret } from './signing.ts';

const HOUR = 3600_000;
const EVENTS: WebhookEventType[] = [
  'claim.submitted',
  'claim.decided',
  'warranty.registered',
  'claim.compensated',
];

/** A repeatable spread in [0, 1) for the i-th value (durations, outcomes). */
const spread = (i: number) => (((i * 2654435761) >>> 0) % 1000) / 1000;

async function endpoint(
  tx: Transaction,
  secrets: SecretBox,
  values: Omit<typeof webhookEndpoints.$inferInsert, 'secretEncrypted'>,
): Promise<number> {
  const [row] = await tx
    .insert(webhookEndpoints)
    .values({ ...values, secretEncrypted: secrets.seal(newWebhookSecret()) })
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new Error('webhooks seed: endpoint not written');
  return row.id;
}

/**
 * One message delivered to the endpoint: its attempts `outcomes` (true: 2xx), the retries spaced as the
 * dispatcher spaces them. Answers nothing; the delivery ends succeeded or failed, never pending.
 */
async function delivered(
  tx: Transaction,
  companyId: number,
  endpointId: number,
  type: WebhookEventType,
  at: Date,
  outcomes: boolean[],
  seq: number,
): Promise<void> {
  const id = newMessageId();
  const data = { id: 1000 + seq, demo: true };
  await tx.insert(webhookMessages).values({
    id,
    companyId,
    eventType: type,
    payload: { id, type, created_at: at.toISOString(), company_id: companyId, data },
    createdAt: at,
  });
  const succeeded = outcomes.at(-1) === true;
  const [delivery] = await tx
    .insert(webhookDeliveries)
    .values({
      messageId: id,
      endpointId,
      status: succeeded ? 'succeeded' : 'failed',
      attempts: outcomes.length,
      createdAt: at,
    })
    .returning({ id: webhookDeliveries.id });
  if (!delivery) throw new Error('webhooks seed: delivery not written');
  let when = at.getTime();
  const rows = outcomes.map((ok, index) => {
    const attemptAt = new Date(when);
    const delay = WEBHOOK_RETRY_DELAYS_SECONDS[index];
    const next =
      ok || delay === undefined || index === outcomes.length - 1 ? null : new Date(when + delay * 1000);
    if (next) when = next.getTime();
    const r = spread(seq * 10 + index);
    return {
      deliveryId: delivery.id,
      endpointId,
      attemptNo: index + 1,
      trigger: 'auto',
      status: ok ? 'succeeded' : 'failed',
      httpStatus: ok ? 200 : r < 0.5 ? 503 : null,
      responseSnippet: ok ? '{"received":true}' : r < 0.5 ? 'Service Unavailable' : null,
      durationMs: ok ? 80 + Math.round(r * 400) : r < 0.5 ? 40 + Math.round(r * 100) : 15_000,
      error: ok || r < 0.5 ? null : 'no answer within 15 s',
      nextAttemptAt: next,
      at: attemptAt,
    };
  });
  await tx
    .update(webhookDeliveries)
    .set({ lastAttemptAt: new Date(when) })
    .where(eqId(delivery.id));
  await tx.insert(webhookAttempts).values(rows);
}

const eqId = (id: number) => eq(webhookDeliveries.id, id);

export async function seedWebhooks(
  tx: Transaction,
  ids: DemoIds,
  secrets: SecretBox,
  now = new Date(),
): Promise<void> {
  const healthy = await endpoint(tx, secrets, {
    companyId: ids.brand,
    url: 'https://webhooks.example.com/console/northwind',
    description: 'Warranty and claims sync to our ERP',
    eventTypes: ['warranty.registered', 'claim.submitted', 'claim.decided', 'claim.compensated'],
    createdBy: ids.brandUser,
    createdAt: new Date(now.getTime() - 30 * 24 * HOUR),
    updatedAt: new Date(now.getTime() - 30 * 24 * HOUR),
  });
  // Two days of traffic: about one message an hour, one in eight retried once, one in forty never delivered.
  for (let i = 0; i < 48; i += 1) {
    const at = new Date(now.getTime() - (48 - i) * HOUR + Math.round(spread(i) * 50) * 60_000);
    const r = spread(i + 100);
    const outcomes = r < 0.025 ? [false, false, false] : r < 0.15 ? [false, true] : [true];
    await delivered(tx, ids.brand, healthy, EVENTS[i % EVENTS.length] ?? 'claim.decided', at, outcomes, i);
  }

  const failingSince = new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_MS - 6 * HOUR);
  const failing = await endpoint(tx, secrets, {
    companyId: ids.brand,
    url: 'https://old-crm.example.com/hooks/console',
    description: 'Old CRM (retired)',
    eventTypes: ['claim.decided'],
    status: 'disabled',
    disabledReason: 'failing',
    disabledAt: new Date(now.getTime() - 6 * HOUR),
    failingSince,
    createdBy: ids.brandUser,
    createdAt: new Date(now.getTime() - 60 * 24 * HOUR),
    updatedAt: new Date(now.getTime() - 6 * HOUR),
  });
  for (let i = 0; i < 10; i += 1) {
    const at = new Date(failingSince.getTime() + i * 12 * HOUR);
    await delivered(tx, ids.brand, failing, 'claim.decided', at, [false, false, false, false], 100 + i);
  }

  await endpoint(tx, secrets, {
    companyId: ids.retailer,
    url: 'https://hooks.example.com/shop/bookings',
    description: 'Bookings to the shop calendar',
    eventTypes: ['booking.created', 'booking.cancelled', 'booking.rescheduled'],
    createdBy: ids.retailerUser,
    createdAt: new Date(now.getTime() - 10 * 24 * HOUR),
    updatedAt: new Date(now.getTime() - 10 * 24 * HOUR),
  });
}
