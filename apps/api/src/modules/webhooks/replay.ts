// Sending again (domain §1.5, §3.5): one message from the log, everything that failed since a time, and a
// test event. Each puts deliveries back to pending, due now, with a new run of attempts (the first one logged
// as `manual_replay`); the dispatcher sends them within seconds. Only an active endpoint is sent to.
import { WEBHOOK_TEST_EVENT } from '@console/contract';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { webhookDeliveries, webhookMessages } from '../../db/schema.ts';
import { writeMessage } from './emit.ts';
import { type EndpointRecord, lockEndpoint } from './endpoints.ts';

function requireActive(endpoint: EndpointRecord): void {
  if (endpoint.status !== 'active')
    throw new ApiError(
      409,
      'The endpoint is disabled: enable it first, then send again.',
      undefined,
      'invalid_transition',
    );
}

const rerun = (now: Date) => ({ status: 'pending', attempts: 0, nextAttemptAt: now });

/** Sends one message again to the endpoint it went to; 404 when it never went there. */
export async function replayMessage(
  db: Database,
  viewer: Viewer,
  endpointId: number,
  messageId: string,
  now = new Date(),
): Promise<{ replayed: number }> {
  return db.transaction(async (tx) => {
    requireActive(await lockEndpoint(tx, viewer.companyId, endpointId));
    const [delivery] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.messageId, messageId),
          eq(webhookMessages.companyId, viewer.companyId),
        ),
      );
    if (!delivery) throw new ApiError(404, 'No such message was sent to this endpoint.');
    await tx.update(webhookDeliveries).set(rerun(now)).where(eq(webhookDeliveries.id, delivery.id));
    return { replayed: 1 };
  });
}

/** Sends again every message made since `since` whose delivery to the endpoint failed. */
export async function replayFailedSince(
  db: Database,
  viewer: Viewer,
  endpointId: number,
  since: Date,
  now = new Date(),
): Promise<{ replayed: number }> {
  return db.transaction(async (tx) => {
    requireActive(await lockEndpoint(tx, viewer.companyId, endpointId));
    const failed = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.status, 'failed'),
          gte(webhookMessages.createdAt, since),
        ),
      );
    if (failed.length)
      await tx
        .update(webhookDeliveries)
        .set(rerun(now))
        .where(
          inArray(
            webhookDeliveries.id,
            failed.map((row) => row.id),
          ),
        );
    return { replayed: failed.length };
  });
}

/** A `webhook.test` message to this endpoint alone, whatever it subscribes to. */
export async function sendTestEvent(
  db: Database,
  viewer: Viewer,
  endpointId: number,
  now = new Date(),
): Promise<{ messageId: string }> {
  return db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, viewer.companyId, endpointId);
    requireActive(endpoint);
    const messageId = await writeMessage(
      tx,
      {
        companyId: viewer.companyId,
        type: WEBHOOK_TEST_EVENT,
        data: { endpoint_id: endpoint.id, message: 'A test event from the Console Developer page.' },
        now,
      },
      [endpoint.id],
    );
    return { messageId };
  });
}
