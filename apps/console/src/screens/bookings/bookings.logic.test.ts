import { addDays, zoneAbbreviation } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { exportFileName, screenOfPath, shopTime, shopTimeRange } from './bookings.logic';

describe('shop clock', () => {
  it('shows an instant on the shop clock with the abbreviation of that moment', () => {
    expect(shopTime('2026-11-25T17:00:00Z', 'America/Los_Angeles')).toBe('2026-11-25 09:00 PST');
    expect(shopTime('2026-07-01T16:00:00Z', 'America/Los_Angeles')).toBe('2026-07-01 09:00 PDT');
    expect(shopTime('2026-03-08T07:30:00Z', 'America/New_York')).toBe('2026-03-08 03:30 EDT');
    expect(shopTime('2026-03-08T06:30:00Z', 'America/New_York')).toBe('2026-03-08 01:30 EST');
    expect(shopTime('2026-07-01T19:00:00Z', 'Pacific/Honolulu')).toBe('2026-07-01 09:00 HST');
    expect(shopTime('2026-07-01T13:00:00Z', 'America/Virgin')).toBe('2026-07-01 09:00 AST');
  });

  it('writes a range once per day, both zones across a change', () => {
    expect(shopTimeRange('2026-11-25T17:00:00Z', '2026-11-25T18:30:00Z', 'America/Los_Angeles')).toBe(
      '2026-11-25 09:00–10:30 PST',
    );
    expect(shopTimeRange('2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z', 'America/New_York')).toBe(
      '2026-11-01 01:30–01:30 EDT/EST',
    );
    expect(shopTimeRange('2026-11-25T07:00:00Z', '2026-11-25T09:00:00Z', 'America/Los_Angeles')).toBe(
      '2026-11-24 23:00–2026-11-25 01:00 PST',
    );
  });

  it('names the zone now', () => {
    expect(zoneAbbreviation(new Date('2026-01-10T12:00:00Z'), 'America/Chicago')).toBe('CST');
  });
});

describe('paths and dates', () => {
  it('knows which list a detail page belongs to', () => {
    expect(screenOfPath('/testRides/detail')).toBe('testRides');
    expect(screenOfPath('/appointment/detail/4')).toBe('appointments');
    expect(screenOfPath('/events/detail')).toBe('events');
  });

  it('moves calendar dates across months', () => {
    expect(addDays('2026-11-29', 7)).toBe('2026-12-06');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names the export after the list', () => {
    expect(exportFileName('test rides', '2026-11-25')).toBe('test-rides-2026-11-25.csv');
  });
});
