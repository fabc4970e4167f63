import { describe, expect, it } from 'vitest';
import { addDays, offsetMinutes, wallClock, zoneAbbreviation, zonedInstant } from './zonedTime.ts';

describe('zoned time', () => {
  it('keeps 09:00 at 09:00 on both sides of the New York changes (8 March and 1 November 2026)', () => {
    expect(zonedInstant('2026-03-07', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(zonedInstant('2026-03-08', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    expect(zonedInstant('2026-10-31', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-10-31T13:00:00.000Z',
    );
    expect(zonedInstant('2026-11-01', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    );
  });

  it('moves a wall time in the spring gap forward and takes the first of a doubled hour', () => {
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(wallClock(zonedInstant('2026-03-08', '02:30', 'America/New_York'), 'America/New_York').time).toBe(
      '03:30',
    );
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('has no change in Honolulu or the Virgin Islands', () => {
    for (const date of ['2026-03-08', '2026-11-01', '2026-07-01']) {
      expect(offsetMinutes(zonedInstant(date, '09:00', 'Pacific/Honolulu'), 'Pacific/Honolulu')).toBe(-600);
      expect(offsetMinutes(zonedInstant(date, '09:00', 'America/Virgin'), 'America/Virgin')).toBe(-240);
    }
  });

  it('reads 24:00 as the next midnight, and names the zone', () => {
    expect(zonedInstant('2026-11-24', '24:00', 'America/Chicago').toISOString()).toBe(
      '2026-11-25T06:00:00.000Z',
    );
    expect(wallClock(new Date('2026-11-25T06:00:00Z'), 'America/Chicago')).toEqual({
      date: '2026-11-25',
      time: '00:00',
    });
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(zoneAbbreviation(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('EDT');
    expect(zoneAbbreviation(new Date('2026-12-01T12:00:00Z'), 'Pacific/Honolulu')).toBe('HST');
  });
});
