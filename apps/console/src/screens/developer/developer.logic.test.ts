import { WEBHOOK_EVENT_TYPES } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { endpointRows } from './developer.fixtures';
import {
  attemptOutcome,
  deliveriesSummary,
  EVENT_GROUPS,
  endpointStatusText,
  eventsText,
  failingBanner,
  latencySummary,
  nextRetryText,
  statsPoints,
  successRateText,
  utcInputInstant,
  utcInputValue,
} from './developer.logic';

describe('the Developer page words', () => {
  it('groups every event type once', () => {
    expect(EVENT_GROUPS.flatMap((group) => group.types).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  it('says why an endpoint is disabled', () => {
    expect(endpointStatusText({ status: 'active', disabledReason: null })).toBe('Active');
    expect(endpointStatusText({ status: 'disabled', disabledReason: 'manual' })).toBe('Disabled by a user');
    expect(endpointStatusText({ status: 'disabled', disabledReason: 'failing' })).toBe(
      'Disabled: kept failing',
    );
  });

  it('rounds success rates to one decimal and says none for no attempts', () => {
    expect(successRateText(null)).toBe('—');
    expect(successRateText(100)).toBe('100%');
    expect(successRateText(97.54)).toBe('97.5%');
    expect(successRateText(66.666)).toBe('66.7%');
  });

  it('lists subscribed events, and says all of them in two words', () => {
    expect(eventsText(['claim.decided', 'payout.paid'])).toBe('claim.decided, payout.paid');
    expect(eventsText([...WEBHOOK_EVENT_TYPES])).toBe('All events');
  });

  it('raises a banner only for endpoints disabled for failing', () => {
    expect(failingBanner(endpointRows.filter((e) => e.disabledReason !== 'failing'))).toBeNull();
    expect(failingBanner(endpointRows)).toBe(
      'An endpoint was disabled after failing for 5 days: https://erp.example.com/old-hook. Fix the receiver, then enable it and replay what failed.',
    );
  });

  it('tells what became of a failed attempt', () => {
    expect(attemptOutcome({ httpStatus: 503, error: null })).toBe('503');
    expect(attemptOutcome({ httpStatus: null, error: 'Timed out after 15 s' })).toBe('Timed out after 15 s');
    const failed = { status: 'failed' as const, nextAttemptAt: '2026-11-27T10:05:00.000Z' };
    expect(nextRetryText({ ...failed, deliveryStatus: 'pending' })).toBe('2026-11-27 10:05:00');
    expect(nextRetryText({ ...failed, deliveryStatus: 'succeeded' })).toBe('Delivered later');
    expect(nextRetryText({ ...failed, nextAttemptAt: null, deliveryStatus: 'failed' })).toBe(
      'No more retries',
    );
    expect(nextRetryText({ status: 'succeeded', nextAttemptAt: null, deliveryStatus: 'succeeded' })).toBe('');
  });

  it('turns hourly buckets into chart points and summaries', () => {
    const points = statsPoints([
      { hour: '2026-11-27T09:00:00.000Z', succeeded: 4, failed: 1, p50Ms: 120, p95Ms: 480 },
      { hour: '2026-11-27T10:00:00.000Z', succeeded: 0, failed: 0, p50Ms: null, p95Ms: null },
    ]);
    expect(points[0]).toEqual({
      label: '09:00',
      day: '2026-11-27',
      succeeded: 4,
      failed: 1,
      p50: 120,
      p95: 480,
    });
    expect(deliveriesSummary(points)).toBe('Deliveries per hour, last 2 hours: 4 succeeded, 1 failed.');
    expect(latencySummary(points)).toBe(
      "Latency per hour, last 2 hours: the slowest hour's 95th percentile 480 ms.",
    );
    expect(latencySummary(points.slice(1))).toBe('Latency per hour: no attempts.');
  });

  it('reads and writes the replay time in UTC', () => {
    expect(utcInputValue(new Date('2026-11-26T14:05:33Z'))).toBe('2026-11-26T14:05');
    expect(utcInputInstant('2026-11-26T14:05')).toBe('2026-11-26T14:05:00Z');
  });
});
