// The dispatcher (domain §1.5, Svix's rules): takes due pending deliveries and sends each once.
// - Claiming is a short transaction: due rows are locked with SKIP LOCKED (a second dispatcher takes other
//   rows), their attempt counted and their next_attempt_at pushed past a lease. A dispatcher that dies
//   mid-send leaves the row due again after the lease: at least once, never twice at the same time.
// - Each attempt is signed afresh (timestamp and signature of that attempt), and logged with its HTTP
//   status, duration, the first KB of the answer and its error.
// - 2xx within the timeout is success; anything else is retried after WEBHOOK_RETRY_DELAYS_SECONDS, then the
//   delivery is `failed`. `webhook-delivery: abort-message` in the answer ends the retries at once.
// - The endpoint's `failing_since` marks its first failure since the last success; failing for
//   WEBHOOK_DISABLE_AFTER_MS disables it (`failing`) and e-mails the company's owners.
// `now` is passed in everywhere, so tests drive the clock.
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_TEST_EVENT } from '@console/contract';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  UserStatus,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { postWebhook, type SendResult } from './send.ts';
import type { WebhooksContext } from './settings.ts';
import { signedHeaders } from './signing.ts';

export interface DispatchContext {
  db: Database;
  mailer: Mailer;
  webhooks: WebhooksContext;
}

/** Deliveries one pass takes at most (sent at once: one slow receiver does not hold up the others). */
export const DISPATCH_BATCH = 20;

interface Claimed {
  id: number;
  messageId: string;
  endpointId: number;
  attemptNo: number;
}

/** Locks and leases the due deliveries of active endpoints (FOR UPDATE SKIP LOCKED). */
export async function claimDueDeliveries(
  db: Database,
  webhooks: Pick<WebhooksContext, 'timeoutMs'>,
  now: Date,
  limit = DISPATCH_BATCH,
): Promise<Claimed[]> {
  const leaseUntil = new Date(now.getTime() + webhooks.timeoutMs + 60_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          eq(webhookEndpoints.status, 'active'),
          isNull(webhookEndpoints.deletedAt),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: leaseUntil,
        lastAttemptAt: now,
      })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: webhookDeliveries.id,
        messageId: webhookDeliveries.messageId,
        endpointId: webhookDeliveries.endpointId,
        attemptNo: webhookDeliveries.attempts,
      });
  });
}

/** The secrets signing at `now`: the current one, and the previous one until its overlap ends. */
export function signingSecrets(
  endpoint: Pick<
    typeof webhookEndpoints.$inferSelect,
    'secretEncrypted' | 'previousSecretEncrypted' | 'previousExpiresAt'
  >,
  webhooks: Pick<WebhooksContext, 'secrets'>,
  now: Date,
): string[] {
  const secrets = [webhooks.secrets.open(endpoint.secretEncrypted)];
  if (endpoint.previousSecretEncrypted && endpoint.previousExpiresAt && endpoint.previousExpiresAt > now)
    secrets.push(webhooks.secrets.open(endpoint.previousSecretEncrypted));
  return secrets;
}

/** The exact bytes sent: the payload's fields in the documented order (jsonb keeps its own key order). */
export function messageBody(payload: unknown): string {
  const { id, type, created_at, company_id, data } = payload as Record<string, unknown>;
  return JSON.stringify({ id, type, created_at, company_id, data });
}

/** When the attempt after failed attempt `attemptNo` is due, or null when that was the last one. */
export function nextAttemptAfter(
  attemptNo: number,
  now: Date,
  delaysSeconds: readonly number[],
): Date | null {
  const delay = delaysSeconds[attemptNo - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 1000);
}

async function triggerOf(db: Database, claimed: Claimed, eventType: string) {
  if (eventType === WEBHOOK_TEST_EVENT) return 'test' as const;
  if (claimed.attemptNo !== 1) return 'auto' as const;
  // The first attempt of a run after earlier ones: a replay started it.
  const [earlier] = await db
    .select({ id: webhookAttempts.id })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, claimed.id))
    .limit(1);
  return earlier ? ('manual_replay' as const) : ('auto' as const);
}

/** Sends one claimed delivery and records the attempt; answers the attempt's outcome. */
async function attempt(context: DispatchContext, claimed: Claimed, now: Date): Promise<SendResult> {
  const { db, webhooks } = context;
  const [row] = await db
    .select({ message: webhookMessages, endpoint: webhookEndpoints })
    .from(webhookMessages)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, claimed.endpointId))
    .where(eq(webhookMessages.id, claimed.messageId));
  if (!row) throw new Error(`webhooks: delivery ${claimed.id} lost its message or endpoint`);
  const body = messageBody(row.message.payload);
  let result: SendResult;
  try {
    const headers = signedHeaders(row.message.id, body, signingSecrets(row.endpoint, webhooks, now), now);
    result = await postWebhook(row.endpoint.url, headers, body, webhooks);
  } catch (error) {
    // A secret that no longer opens (the server's key changed) fails the attempt, visibly in the log.
    result = {
      ok: false,
      httpStatus: null,
      durationMs: 0,
      responseSnippet: null,
      error: `not sent: ${error instanceof Error ? error.message : String(error)}`,
      abort: false,
    };
  }
  const trigger = await triggerOf(db, claimed, row.message.eventType);
  const disabled = await recordAttempt(db, webhooks, claimed, trigger, result, now);
  if (disabled) await mailOwnersDisabled(context, row.endpoint.companyId, row.endpoint.url, disabled);
  return result;
}

/**
 * Writes the attempt, moves the delivery on (unless another run took it over meanwhile: a replay, or a
 * dispatcher after the lease) and the endpoint's failure run; answers since when the endpoint had been
 * failing when this attempt disabled it.
 */
async function recordAttempt(
  db: Database,
  webhooks: WebhooksContext,
  claimed: Claimed,
  trigger: 'auto' | 'manual_replay' | 'test',
  result: SendResult,
  now: Date,
): Promise<Date | null> {
  const next =
    result.ok || result.abort ? null : nextAttemptAfter(claimed.attemptNo, now, webhooks.retryDelaysSeconds);
  return db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: claimed.id,
      endpointId: claimed.endpointId,
      attemptNo: claimed.attemptNo,
      trigger,
      status: result.ok ? 'succeeded' : 'failed',
      httpStatus: result.httpStatus,
      responseSnippet: result.responseSnippet,
      durationMs: result.durationMs,
      error: result.error ?? (result.abort ? 'the receiver asked to stop (abort-message)' : null),
      nextAttemptAt: next,
      at: now,
    });
    await tx
      .update(webhookDeliveries)
      .set({ status: result.ok ? 'succeeded' : next ? 'pending' : 'failed', nextAttemptAt: next })
      .where(
        and(
          eq(webhookDeliveries.id, claimed.id),
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookDeliveries.attempts, claimed.attemptNo),
        ),
      );
    if (result.ok) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, claimed.endpointId));
      return null;
    }
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(webhookEndpoints.id, claimed.endpointId))
      .returning({ failingSince: webhookEndpoints.failingSince, status: webhookEndpoints.status });
    const since = endpoint?.failingSince;
    if (!since || endpoint.status !== 'active' || now.getTime() - since.getTime() < WEBHOOK_DISABLE_AFTER_MS)
      return null;
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({
        status: 'disabled',
        disabledReason: 'failing',
        disabledAt: now,
        updatedAt: now,
        version: sql`${webhookEndpoints.version} + 1`,
      })
      .where(and(eq(webhookEndpoints.id, claimed.endpointId), eq(webhookEndpoints.status, 'active')))
      .returning({ id: webhookEndpoints.id });
    return disabled ? since : null;
  });
}

/** The e-mail to the company's owners when an endpoint was disabled for failing (never silent, §3.5). */
async function mailOwnersDisabled(context: DispatchContext, companyId: number, url: string, since: Date) {
  const owners = await context.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.userRole, 1), eq(users.status, UserStatus.active)));
  for (const owner of owners)
    await context.mailer.send({
      to: owner.email,
      subject: 'A webhook endpoint was disabled',
      text:
        `Deliveries to ${url} have failed since ${since.toISOString()} without a success, so the endpoint ` +
        'was disabled and receives no events now.\n\nFix the receiver, then enable the endpoint again on the ' +
        'Developer page; you can replay the failed messages from there.',
    });
}

/** One pass: claims what is due at `now` and sends it; answers how many attempts were made. */
export async function dispatchDue(context: DispatchContext, now = new Date()): Promise<number> {
  const claimed = await claimDueDeliveries(context.db, context.webhooks, now);
  await Promise.all(claimed.map((delivery) => attempt(context, delivery, now)));
  return claimed.length;
}
