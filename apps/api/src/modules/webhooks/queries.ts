// Reading a company's webhooks: the endpoint list (with each one's success rate over 7 days and its last
// delivery), the delivery log (one row per attempt, newest first) and the hourly charts.
import type {
  WebhookAttemptQuery,
  WebhookAttemptRow,
  WebhookEndpointRow,
  WebhookStatsBucket,
} from '@console/contract';
import { pageOffset } from '@console/contract';
import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Database } from '../../db/database.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

type Db = Database | Transaction;
type EndpointRecord = typeof webhookEndpoints.$inferSelect;

/** The window of the list's success rate. */
export const SUCCESS_RATE_WINDOW_MS = 7 * 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

const iso = (date: Date | null) => date?.toISOString() ?? null;

interface Health {
  total: number;
  succeeded: number;
  lastAt: Date | null;
  lastStatus: string | null;
}

/** Success rate over the window and the last attempt, per endpoint. */
async function healthOf(db: Db, ids: number[], now: Date): Promise<Map<number, Health>> {
  const health = new Map<number, Health>();
  if (!ids.length) return health;
  const since = new Date(now.getTime() - SUCCESS_RATE_WINDOW_MS);
  const [counts, lasts] = await Promise.all([
    db
      .select({
        endpointId: webhookAttempts.endpointId,
        total: sql<number>`count(*)::int`,
        succeeded: sql<number>`(count(*) filter (where ${webhookAttempts.status} = 'succeeded'))::int`,
      })
      .from(webhookAttempts)
      .where(and(inArray(webhookAttempts.endpointId, ids), gte(webhookAttempts.at, since)))
      .groupBy(webhookAttempts.endpointId),
    db
      .selectDistinctOn([webhookAttempts.endpointId], {
        endpointId: webhookAttempts.endpointId,
        at: webhookAttempts.at,
        status: webhookAttempts.status,
      })
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.endpointId, ids))
      .orderBy(webhookAttempts.endpointId, desc(webhookAttempts.at), desc(webhookAttempts.id)),
  ]);
  for (const id of ids) health.set(id, { total: 0, succeeded: 0, lastAt: null, lastStatus: null });
  for (const row of counts) Object.assign(health.get(row.endpointId) ?? {}, row);
  for (const row of lasts)
    Object.assign(health.get(row.endpointId) ?? {}, { lastAt: row.at, lastStatus: row.status });
  return health;
}

function toRow(endpoint: EndpointRecord, health: Health | undefined, now: Date): WebhookEndpointRow {
  const rotating =
    endpoint.previousExpiresAt && endpoint.previousExpiresAt > now ? endpoint.previousExpiresAt : null;
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    status: endpoint.status as WebhookEndpointRow['status'],
    disabledReason: endpoint.disabledReason as WebhookEndpointRow['disabledReason'],
    disabledAt: iso(endpoint.disabledAt),
    successRate: health?.total ? Math.round((health.succeeded / health.total) * 1000) / 10 : null,
    lastDeliveryAt: iso(health?.lastAt ?? null),
    lastDeliveryStatus: (health?.lastStatus ?? null) as WebhookEndpointRow['lastDeliveryStatus'],
    failingSince: iso(endpoint.failingSince),
    previousSecretExpiresAt: iso(rotating),
    createdAt: endpoint.createdAt.toISOString(),
    version: endpoint.version,
  };
}

const ofCompany = (companyId: number) =>
  and(eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.deletedAt));

/** The company's endpoints, oldest first. */
export async function listEndpoints(
  db: Db,
  companyId: number,
  now = new Date(),
): Promise<WebhookEndpointRow[]> {
  const endpoints = await db
    .select()
    .from(webhookEndpoints)
    .where(ofCompany(companyId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  const health = await healthOf(
    db,
    endpoints.map((endpoint) => endpoint.id),
    now,
  );
  return endpoints.map((endpoint) => toRow(endpoint, health.get(endpoint.id), now));
}

/** The company's endpoint (not deleted); 404 otherwise, another company's too. */
export async function findEndpoint(db: Db, companyId: number, id: number): Promise<EndpointRecord> {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ofCompany(companyId)));
  if (!endpoint) throw new ApiError(404, 'Webhook endpoint not found.');
  return endpoint;
}

export async function endpointRow(db: Db, companyId: number, id: number, now = new Date()) {
  const endpoint = await findEndpoint(db, companyId, id);
  return toRow(endpoint, (await healthOf(db, [id], now)).get(id), now);
}

/** The delivery log: the endpoint's attempts, newest first, by outcome and event type. */
export async function attemptPage(
  db: Db,
  companyId: number,
  endpointId: number,
  query: WebhookAttemptQuery,
): Promise<{ rows: WebhookAttemptRow[]; total: number }> {
  await findEndpoint(db, companyId, endpointId);
  const where = and(
    eq(webhookAttempts.endpointId, endpointId),
    query.status ? eq(webhookAttempts.status, query.status) : undefined,
    query.eventType ? eq(webhookMessages.eventType, query.eventType) : undefined,
  );
  const base = () =>
    db
      .select({
        attempt: webhookAttempts,
        messageId: webhookMessages.id,
        eventType: webhookMessages.eventType,
        deliveryStatus: webhookDeliveries.status,
      })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .where(where);
  const [rows, [count]] = await Promise.all([
    base()
      .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .where(where),
  ]);
  return {
    total: count?.total ?? 0,
    rows: rows.map(({ attempt, messageId, eventType, deliveryStatus }) => ({
      id: attempt.id,
      at: attempt.at.toISOString(),
      messageId,
      eventType,
      attemptNo: attempt.attemptNo,
      trigger: attempt.trigger as WebhookAttemptRow['trigger'],
      status: attempt.status as WebhookAttemptRow['status'],
      httpStatus: attempt.httpStatus,
      durationMs: attempt.durationMs,
      responseSnippet: attempt.responseSnippet,
      error: attempt.error,
      nextAttemptAt: iso(attempt.nextAttemptAt),
      deliveryStatus: deliveryStatus as WebhookAttemptRow['deliveryStatus'],
    })),
  };
}

/**
 * The charts: per hour (UTC) of the last `hours`, up to the current one, attempts that succeeded and failed
 * and the median and 95th percentile of their durations. Hours without attempts are there, with zeros.
 */
export async function hourlyStats(
  db: Db,
  companyId: number,
  endpointId: number,
  hours: number,
  now = new Date(),
): Promise<WebhookStatsBucket[]> {
  await findEndpoint(db, companyId, endpointId);
  const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const start = new Date(currentHour - (hours - 1) * HOUR_MS);
  const hour = sql<number>`floor(extract(epoch from ${webhookAttempts.at}) / 3600)::int`;
  const rows = await db
    .select({
      hour,
      succeeded: sql<number>`(count(*) filter (where ${webhookAttempts.status} = 'succeeded'))::int`,
      failed: sql<number>`(count(*) filter (where ${webhookAttempts.status} = 'failed'))::int`,
      p50: sql<number | null>`percentile_cont(0.5) within group (order by ${webhookAttempts.durationMs})`,
      p95: sql<number | null>`percentile_cont(0.95) within group (order by ${webhookAttempts.durationMs})`,
    })
    .from(webhookAttempts)
    .where(
      and(
        eq(webhookAttempts.endpointId, endpointId),
        gte(webhookAttempts.at, start),
        sql`${webhookAttempts.at} < ${new Date(currentHour + HOUR_MS).toISOString()}::timestamptz`,
      ),
    )
    .groupBy(hour);
  const byHour = new Map(rows.map((row) => [Number(row.hour), row]));
  const round = (value: number | string | null) => (value === null ? null : Math.round(Number(value)));
  return Array.from({ length: hours }, (_, index) => {
    const at = start.getTime() + index * HOUR_MS;
    const row = byHour.get(at / HOUR_MS);
    return {
      hour: new Date(at).toISOString(),
      succeeded: row?.succeeded ?? 0,
      failed: row?.failed ?? 0,
      p50Ms: round(row?.p50 ?? null),
      p95Ms: round(row?.p95 ?? null),
    };
  });
}

/** The company of an endpoint (not deleted), for the platform's read-only view; 404 otherwise. */
export async function companyOfEndpoint(db: Db, id: number): Promise<number> {
  const [endpoint] = await db
    .select({ companyId: webhookEndpoints.companyId })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt)));
  if (!endpoint) throw new ApiError(404, 'Webhook endpoint not found.');
  return endpoint.companyId;
}
