import {
  type ApiKeyRow,
  type ApiKeyScope,
  WEBHOOK_EVENT_TYPES,
  type WebhookAttemptRow,
  type WebhookEndpointRow,
  type WebhookEventType,
  type WebhookStatsBucket,
} from '@console/contract';

/** The event types by resource, as the endpoint form groups its boxes. */
export const EVENT_GROUPS: readonly { resource: string; types: readonly WebhookEventType[] }[] = [
  { resource: 'Warranties', types: ['warranty.registered'] },
  { resource: 'Claims', types: ['claim.submitted', 'claim.decided', 'claim.compensated'] },
  {
    resource: 'Bookings',
    types: [
      'booking.created',
      'booking.confirmed',
      'booking.cancelled',
      'booking.rescheduled',
      'booking.no_show',
    ],
  },
  { resource: 'Payouts', types: ['payout.paid', 'payout.failed'] },
  { resource: 'Onsite service', types: ['onsite_job.status_changed'] },
];

/** What each scope lets a key do, in the key form. */
export const SCOPE_TEXT: Record<ApiKeyScope, string> = {
  'bookings:read': 'Read bookings and event types',
  'bookings:write': 'Create bookings',
  'warranties:read': 'Read warranties',
  'warranties:register': 'Register warranties',
  'live_data:write': 'Send Live Data Program data',
};

/** An instant as the log shows it, UTC to the second: '2026-11-27 14:05:09'. */
export const utcSecond = (iso: string) => iso.slice(0, 19).replace('T', ' ');
/** An instant to the minute, UTC. */
export const utcMinute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The endpoint's status in words, and why when it is disabled. */
export function endpointStatusText(endpoint: Pick<WebhookEndpointRow, 'status' | 'disabledReason'>): string {
  if (endpoint.status === 'active') return 'Active';
  return endpoint.disabledReason === 'failing' ? 'Disabled: kept failing' : 'Disabled by a user';
}

/** The share of attempts that succeeded: '97.5%', '100%'; none made: '—'. */
export function successRateText(rate: number | null): string {
  if (rate === null) return '—';
  const rounded = Math.round(rate * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}

/** The subscribed events in a list cell: all of them is said in a word. */
export function eventsText(types: readonly string[]): string {
  if (WEBHOOK_EVENT_TYPES.every((type) => types.includes(type))) return 'All events';
  return types.join(', ');
}

/**
 * The banner over the list: endpoints the server turned off because they kept failing (nothing reaches them
 * until a user turns them on again), so it is never silent (domain §3.5).
 */
export function failingBanner(endpoints: readonly WebhookEndpointRow[]): string | null {
  const failing = endpoints.filter((e) => e.status === 'disabled' && e.disabledReason === 'failing');
  if (failing.length === 0) return null;
  const which = failing.map((e) => e.url).join(', ');
  return failing.length === 1
    ? `An endpoint was disabled after failing for 5 days: ${which}. Fix the receiver, then enable it and replay what failed.`
    : `${failing.length} endpoints were disabled after failing for 5 days: ${which}. Fix the receivers, then enable them and replay what failed.`;
}

/** The attempt's outcome in the log: the HTTP status, or why there was none. */
export function attemptOutcome(attempt: Pick<WebhookAttemptRow, 'httpStatus' | 'error'>): string {
  if (attempt.httpStatus !== null) return String(attempt.httpStatus);
  return attempt.error ?? 'No answer';
}

/** What comes next for the attempt's message: the retry time, or its delivery's state now. */
export function nextRetryText(
  attempt: Pick<WebhookAttemptRow, 'status' | 'nextAttemptAt' | 'deliveryStatus'>,
) {
  if (attempt.status === 'succeeded') return '';
  if (attempt.deliveryStatus === 'succeeded') return 'Delivered later';
  if (attempt.nextAttemptAt) return utcSecond(attempt.nextAttemptAt);
  return attempt.deliveryStatus === 'failed' ? 'No more retries' : '';
}

/** Chart points per hour: deliveries and failures, and the latency figures (ms). */
export function statsPoints(buckets: readonly WebhookStatsBucket[]) {
  return buckets.map((bucket) => ({
    label: bucket.hour.slice(11, 16),
    day: bucket.hour.slice(0, 10),
    succeeded: bucket.succeeded,
    failed: bucket.failed,
    p50: bucket.p50Ms,
    p95: bucket.p95Ms,
  }));
}
export type StatsPoint = ReturnType<typeof statsPoints>[number];

/** Whether the period had any attempt at all (the charts show their empty state otherwise). */
export const anyDelivery = (buckets: readonly WebhookStatsBucket[]) =>
  buckets.some((bucket) => bucket.succeeded + bucket.failed > 0);

/** The charts' words for screen readers. */
export function deliveriesSummary(points: readonly StatsPoint[]): string {
  const succeeded = points.reduce((sum, p) => sum + p.succeeded, 0);
  const failed = points.reduce((sum, p) => sum + p.failed, 0);
  return `Deliveries per hour, last ${points.length} hours: ${succeeded} succeeded, ${failed} failed.`;
}
export function latencySummary(points: readonly StatsPoint[]): string {
  const p95s = points.map((p) => p.p95).filter((v): v is number => v !== null);
  if (p95s.length === 0) return 'Latency per hour: no attempts.';
  return `Latency per hour, last ${points.length} hours: the slowest hour's 95th percentile ${Math.max(...p95s)} ms.`;
}

/** The key's state in words. */
export const API_KEY_STATUS_TEXT: Record<ApiKeyRow['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** `datetime-local` value of an instant, in UTC (the log's time zone): '2026-11-26T14:05'. */
export const utcInputValue = (at: Date) => at.toISOString().slice(0, 16);
/** The instant a `datetime-local` value in UTC names, as the API takes it. */
export const utcInputInstant = (value: string) => `${value}:00Z`;
