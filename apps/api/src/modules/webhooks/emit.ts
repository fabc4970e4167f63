// The outbox of webhook events (domain §2.9, issue 17): an area calls `emitWebhookEvent` inside the same
// transaction as the change it reports, so an event exists exactly when the change committed (a rolled-back
// change leaves no message). The message is the body every endpoint receives, `{id, type, created_at,
// company_id, data}`; a delivery row per subscribed endpoint waits for the dispatcher (deliver.ts).
// A company without an active endpoint subscribed to the type gets no message: nothing would ever read it,
// and the area's transaction is spared building the resource.
import { randomBytes } from 'node:crypto';
import type { WebhookPayload } from '@console/contract';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

/** `msg_` and 24 random characters: the `webhook-id` receivers dedupe on. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/** The company's active endpoints subscribed to `type`. */
export async function subscribedEndpointIds(
  tx: Transaction,
  companyId: number,
  type: string,
): Promise<number[]> {
  const rows = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.status, 'active'),
        isNull(webhookEndpoints.deletedAt),
        arrayContains(webhookEndpoints.eventTypes, [type]),
      ),
    );
  return rows.map((row) => row.id);
}

export interface WebhookEvent {
  /** The receiving company: the message is its, and only its endpoints get it. */
  companyId: number;
  type: string;
  /** The full resource as the area's detail call answers it to the receiving company. */
  data: Record<string, unknown>;
  now?: Date;
}

/** Writes the message and a pending delivery (due now) to each of `endpointIds`; answers the message id. */
export async function writeMessage(tx: Transaction, event: WebhookEvent, endpointIds: readonly number[]) {
  const now = event.now ?? new Date();
  const id = newMessageId();
  const payload: WebhookPayload = {
    id,
    type: event.type,
    created_at: now.toISOString(),
    company_id: event.companyId,
    data: event.data,
  };
  await tx.insert(webhookMessages).values({
    id,
    companyId: event.companyId,
    eventType: event.type,
    payload,
    createdAt: now,
  });
  if (endpointIds.length)
    await tx
      .insert(webhookDeliveries)
      .values(
        endpointIds.map((endpointId) => ({ messageId: id, endpointId, nextAttemptAt: now, createdAt: now })),
      );
  return id;
}

/**
 * Records an event for the company's subscribed endpoints inside the caller's transaction; answers the
 * message id, or null when no endpoint of the company wants the type (nothing is written then).
 */
export async function emitWebhookEvent(tx: Transaction, event: WebhookEvent): Promise<string | null> {
  const endpointIds = await subscribedEndpointIds(tx, event.companyId, event.type);
  if (!endpointIds.length) return null;
  return writeMessage(tx, event, endpointIds);
}
