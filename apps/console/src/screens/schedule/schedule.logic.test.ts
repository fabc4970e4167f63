import { wallClock } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { periodText, zonedIso } from './schedule.logic';

describe('schedule logic', () => {
  it('reads a shop-clock time as the UTC instant, across daylight-saving changes', () => {
    expect(zonedIso('2026-11-26', '09:00', 'America/Los_Angeles')).toBe('2026-11-26T17:00:00.000Z');
    expect(zonedIso('2026-07-01', '09:00', 'America/Los_Angeles')).toBe('2026-07-01T16:00:00.000Z');
    expect(zonedIso('2026-03-08', '01:30', 'America/New_York')).toBe('2026-03-08T06:30:00.000Z');
    expect(zonedIso('2026-03-08', '03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // The skipped hour moves forward by the gap.
    expect(zonedIso('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // The doubled hour is the first of the two (EDT).
    expect(zonedIso('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedIso('2026-11-01', '03:00', 'America/New_York')).toBe('2026-11-01T08:00:00.000Z');
    expect(zonedIso('2026-06-01', '08:00', 'Pacific/Honolulu')).toBe('2026-06-01T18:00:00.000Z');
  });

  it('shows an instant on a zone clock', () => {
    expect(wallClock(new Date('2026-11-26T17:00:00.000Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-11-26',
      time: '09:00',
    });
  });

  it('reads a period on the shop clock with its abbreviation', () => {
    expect(periodText('2026-11-26T17:00:00.000Z', '2026-11-27T01:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Nov 26, 2026, 09:00 – 17:00 PST',
    );
    expect(periodText('2026-12-24T17:00:00.000Z', '2026-12-27T01:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Dec 24, 2026, 09:00 – Dec 26, 2026, 17:00 PST',
    );
  });
});
