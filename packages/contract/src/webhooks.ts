// The Developer page (domain §1.5, §2.6 WebhookEndpoint / WebhookMessage / WebhookAttempt / ApiKey, §2.9,
// §3.5): a company's webhook endpoints, their delivery log, replay and charts, and its API keys.
import { z } from 'zod';
import { optionalInput, pageOf, pageQuery } from './envelope.ts';
import { textLine } from './fields.ts';

/** Every event a webhook can carry (domain §2.9), `resource.verb`. */
export const WEBHOOK_EVENT_TYPES = [
  'warranty.registered',
  'claim.submitted',
  'claim.decided',
  'claim.compensated',
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.rescheduled',
  'booking.no_show',
  'payout.paid',
  'payout.failed',
  'onsite_job.status_changed',
] as const;
export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES, 'Choose an event type.');
export type WebhookEventType = z.infer<typeof webhookEventType>;

/** The test event ("send test event"): delivered to one endpoint whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/**
 * Every message's body, the same shape for every verb: `data` is the full resource as its area's detail call
 * answers it, at the time of the change.
 */
export const webhookPayload = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  company_id: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayload>;

/** Seconds after a failed attempt before the next one (Svix): 8 attempts in all over about 28 hours. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;
/** A 2xx within this many milliseconds is a success; anything else (3xx too) is a failure. */
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** An endpoint failing without a success for this long is disabled (`failing`) and its owners are e-mailed. */
export const WEBHOOK_DISABLE_AFTER_MS = 5 * 24 * 3600 * 1000;
/** After a rotation the previous secret signs too for this long. */
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

export const webhookEndpointStatus = z.enum(['active', 'disabled']);
export const webhookDisabledReason = z.enum(['manual', 'failing']);

const endpointUrl = textLine()
  .min(1, 'Enter the URL the events are sent to.')
  .max(2000, 'Keep the URL under 2000 characters.')
  .pipe(z.url({ error: 'Enter a URL such as https://example.com/webhooks.' }));

export const webhookEndpointInput = z.object({
  url: endpointUrl,
  description: textLine().max(200, 'Keep the description under 200 characters.').default(''),
  eventTypes: z.array(webhookEventType).min(1, 'Choose at least one event.'),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInput>;

export const webhookEndpointUpdate = webhookEndpointInput.extend({ version: z.number().int().min(1) });
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdate>;

export const webhookEndpointRow = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.string()),
  status: webhookEndpointStatus,
  disabledReason: webhookDisabledReason.nullable(),
  disabledAt: z.string().nullable(),
  /** Share of the last 7 days' attempts that succeeded, 0–100 (null: none made). */
  successRate: z.number().nullable(),
  lastDeliveryAt: z.string().nullable(),
  lastDeliveryStatus: z.enum(['succeeded', 'failed']).nullable(),
  /** When the current run of failures began (null when the last attempt succeeded). */
  failingSince: z.string().nullable(),
  /** Set while a rotated-out secret still signs. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type WebhookEndpointRow = z.infer<typeof webhookEndpointRow>;
export const webhookEndpointList = z.object({ rows: z.array(webhookEndpointRow) });

/** Answered once, on create and on rotation: the only time the secret leaves the server. */
export const webhookSecretReveal = z.object({ endpoint: webhookEndpointRow, secret: z.string() });
export type WebhookSecretReveal = z.infer<typeof webhookSecretReveal>;

export const webhookAttemptTrigger = z.enum(['auto', 'manual_replay', 'test']);
export const webhookAttemptRow = z.object({
  id: z.number().int(),
  at: z.string(),
  messageId: z.string(),
  eventType: z.string(),
  attemptNo: z.number().int(),
  trigger: webhookAttemptTrigger,
  status: z.enum(['succeeded', 'failed']),
  httpStatus: z.number().int().nullable(),
  durationMs: z.number().int(),
  responseSnippet: z.string().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The delivery's state now: a later attempt may have succeeded. */
  deliveryStatus: z.enum(['pending', 'succeeded', 'failed']),
});
export type WebhookAttemptRow = z.infer<typeof webhookAttemptRow>;
export const webhookAttemptPage = pageOf(webhookAttemptRow);

export const webhookAttemptQuery = pageQuery.extend({
  status: optionalInput(z.enum(['succeeded', 'failed'])),
  eventType: optionalInput(z.string().max(64)),
});
export type WebhookAttemptQuery = z.infer<typeof webhookAttemptQuery>;

/** Replays every message whose delivery to the endpoint failed since `since` (an instant). */
export const webhookReplayFailedInput = z.object({
  since: z.iso.datetime({ offset: true, error: 'Enter the time to replay from.' }),
});
export const webhookReplayResult = z.object({ replayed: z.number().int() });

/** One hour of an endpoint's charts. */
export const webhookStatsBucket = z.object({
  hour: z.string(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** Median and 95th percentile of the hour's attempt durations, ms (null: none). */
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
});
export type WebhookStatsBucket = z.infer<typeof webhookStatsBucket>;
export const webhookStats = z.object({ buckets: z.array(webhookStatsBucket) });
export const webhookStatsQuery = z.object({ hours: z.coerce.number().int().min(1).max(168).default(48) });

/** What an API key may do. */
export const API_KEY_SCOPES = [
  'bookings:read',
  'bookings:write',
  'warranties:read',
  'warranties:register',
  'live_data:write',
] as const;
export const apiKeyScope = z.enum(API_KEY_SCOPES, 'Choose a scope.');
export type ApiKeyScope = z.infer<typeof apiKeyScope>;

/** Every key starts with this, so a leaked one is easy to recognise (secret scanners). */
export const API_KEY_PREFIX = 'ck_';

export const apiKeyInput = z.object({
  name: textLine().min(1, 'Name the key.').max(80, 'Keep the name under 80 characters.'),
  scopes: z.array(apiKeyScope).min(1, 'Choose at least one scope.'),
  /** A date (YYYY-MM-DD) the key stops working at the end of, UTC; null: never. */
  expiresOn: z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' }).nullable().default(null),
});
export type ApiKeyInput = z.infer<typeof apiKeyInput>;

export const apiKeyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The visible start of the key (e.g. `ck_8f3a21c0`). */
  prefix: z.string(),
  scopes: z.array(z.string()),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKeyRow = z.infer<typeof apiKeyRow>;
export const apiKeyList = z.object({ rows: z.array(apiKeyRow) });
/** Answered once, on create: the only time the key leaves the server. */
export const apiKeyCreated = z.object({ key: apiKeyRow, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;
