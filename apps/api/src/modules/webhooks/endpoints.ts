// A company's webhook endpoints (domain §2.6 WebhookEndpoint, §2.7): create (the secret shown once), edit at
// the version the client saw (409 `version_conflict` otherwise), disable and enable by hand, delete (kept
// for the log, gone from the page), and rotate the secret (the old one signs on for 24 h). Every call is
// scoped to the viewer's company: another company's endpoint is 404, like one that does not exist.
import {
  WEBHOOK_ROTATION_OVERLAP_MS,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
  type WebhookSecretReveal,
} from '@console/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { endpointUrlProblem } from './addresses.ts';
import { endpointRow } from './queries.ts';
import type { WebhooksContext } from './settings.ts';
import { newWebhookSecret } from './signing.ts';

export type EndpointRecord = typeof webhookEndpoints.$inferSelect;

/** 422 on the URL field unless it may be saved (https, not a private or local literal address). */
function checkUrl(url: string, webhooks: Pick<WebhooksContext, 'allowPrivateUrls'>): void {
  const problem = endpointUrlProblem(url, webhooks.allowPrivateUrls);
  if (problem) throw new ApiError(422, problem, { 'body.url': problem });
}

/** The company's endpoint (not deleted), locked for the transaction; 404 otherwise. */
export async function lockEndpoint(tx: Transaction, companyId: number, id: number): Promise<EndpointRecord> {
  const [endpoint] = await tx
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.companyId, companyId),
        isNull(webhookEndpoints.deletedAt),
      ),
    )
    .for('update');
  if (!endpoint) throw new ApiError(404, 'Webhook endpoint not found.');
  return endpoint;
}

function checkVersion(endpoint: EndpointRecord, version: number): void {
  if (endpoint.version !== version)
    throw new ApiError(
      409,
      'This endpoint was changed by someone else meanwhile. Reload it and try again.',
      undefined,
      'version_conflict',
    );
}

export async function createEndpoint(
  db: Database,
  webhooks: WebhooksContext,
  viewer: Viewer,
  body: WebhookEndpointInput,
  now = new Date(),
): Promise<WebhookSecretReveal> {
  checkUrl(body.url, webhooks);
  const secret = newWebhookSecret();
  const [created] = await db
    .insert(webhookEndpoints)
    .values({
      companyId: viewer.companyId,
      url: body.url,
      description: body.description,
      eventTypes: [...new Set(body.eventTypes)],
      secretEncrypted: webhooks.secrets.seal(secret),
      createdBy: viewer.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: webhookEndpoints.id });
  if (!created) throw new Error('webhooks: the endpoint was not written');
  return { endpoint: await endpointRow(db, viewer.companyId, created.id, now), secret };
}

/** Runs `change` on the locked endpoint, moving its version; answers the endpoint's row. */
async function changeEndpoint(
  db: Database,
  viewer: Viewer,
  id: number,
  now: Date,
  change: (
    tx: Transaction,
    endpoint: EndpointRecord,
  ) => Promise<Partial<EndpointRecord>> | Partial<EndpointRecord>,
) {
  await db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, viewer.companyId, id);
    const set = await change(tx, endpoint);
    await tx
      .update(webhookEndpoints)
      .set({ ...set, updatedAt: now, version: endpoint.version + 1 })
      .where(eq(webhookEndpoints.id, id));
  });
  return endpointRow(db, viewer.companyId, id, now);
}

export function updateEndpoint(
  db: Database,
  webhooks: WebhooksContext,
  viewer: Viewer,
  id: number,
  body: WebhookEndpointUpdate,
  now = new Date(),
) {
  checkUrl(body.url, webhooks);
  return changeEndpoint(db, viewer, id, now, (_tx, endpoint) => {
    checkVersion(endpoint, body.version);
    return { url: body.url, description: body.description, eventTypes: [...new Set(body.eventTypes)] };
  });
}

/** Disabled by hand: nothing is sent; deliveries wait (they go out after enabling, if still due). */
export function disableEndpoint(db: Database, viewer: Viewer, id: number, version: number, now = new Date()) {
  return changeEndpoint(db, viewer, id, now, (_tx, endpoint) => {
    checkVersion(endpoint, version);
    if (endpoint.status === 'disabled')
      throw new ApiError(409, 'The endpoint is already disabled.', undefined, 'invalid_transition');
    return { status: 'disabled', disabledReason: 'manual', disabledAt: now };
  });
}

/** Enabled again (after a manual or automatic disable): a fresh start of the failure run. */
export function enableEndpoint(db: Database, viewer: Viewer, id: number, version: number, now = new Date()) {
  return changeEndpoint(db, viewer, id, now, (_tx, endpoint) => {
    checkVersion(endpoint, version);
    if (endpoint.status === 'active')
      throw new ApiError(409, 'The endpoint is already active.', undefined, 'invalid_transition');
    return { status: 'active', disabledReason: null, disabledAt: null, failingSince: null };
  });
}

/**
 * A new secret; the one it replaces keeps signing for WEBHOOK_ROTATION_OVERLAP_MS (a rotation within the
 * overlap drops the older of the two: only the last two secrets ever sign).
 */
export async function rotateSecret(
  db: Database,
  webhooks: WebhooksContext,
  viewer: Viewer,
  id: number,
  version: number,
  now = new Date(),
): Promise<WebhookSecretReveal> {
  const secret = newWebhookSecret();
  const endpoint = await changeEndpoint(db, viewer, id, now, (_tx, current) => {
    checkVersion(current, version);
    return {
      secretEncrypted: webhooks.secrets.seal(secret),
      previousSecretEncrypted: current.secretEncrypted,
      previousExpiresAt: new Date(now.getTime() + WEBHOOK_ROTATION_OVERLAP_MS),
    };
  });
  return { endpoint, secret };
}

/** Deleted: gone from the page; its log rows stay; what was still waiting to go is given up. */
export async function deleteEndpoint(
  db: Database,
  viewer: Viewer,
  id: number,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, viewer.companyId, id);
    await tx
      .update(webhookEndpoints)
      .set({ deletedAt: now, updatedAt: now, version: endpoint.version + 1 })
      .where(eq(webhookEndpoints.id, id));
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
  });
}
