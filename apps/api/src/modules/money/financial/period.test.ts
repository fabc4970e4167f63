import { describe, expect, it } from 'vitest';
import { bucketDates, periodOf } from './period.ts';

const now = new Date('2026-11-25T15:00:00Z');

describe('periodOf', () => {
  it('defaults to the current month up to today', () => {
    expect(periodOf({}, now)).toMatchObject({ from: '2026-11-01', to: '2026-11-25', granularity: 'day' });
  });

  it('covers whole UTC days, `to` inclusive', () => {
    const period = periodOf({ from: '2026-10-01', to: '2026-10-31' }, now);
    expect(period.start.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('is daily up to 62 days, weekly beyond', () => {
    expect(periodOf({ from: '2026-01-01', to: '2026-03-03' }, now).granularity).toBe('day');
    expect(periodOf({ from: '2026-01-01', to: '2026-03-04' }, now).granularity).toBe('week');
  });

  it('without an end, a start in the future is one day', () => {
    expect(periodOf({ from: '2027-01-05' }, now)).toMatchObject({ from: '2027-01-05', to: '2027-01-05' });
  });
});

describe('bucketDates', () => {
  it('lists every day of a daily period', () => {
    expect(bucketDates(periodOf({ from: '2026-02-27', to: '2026-03-02' }, now))).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('lists the Monday of every week of a weekly period, the first before the start', () => {
    const weeks = bucketDates(periodOf({ from: '2026-01-01', to: '2026-03-31' }, now));
    expect(weeks[0]).toBe('2025-12-29');
    expect(weeks.at(-1)).toBe('2026-03-30');
    expect(weeks).toHaveLength(14);
  });
});
