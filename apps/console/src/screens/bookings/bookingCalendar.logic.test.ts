import { describe, expect, it } from 'vitest';
import { calendarEntries, visibleRange } from './bookingCalendar.logic';
import { bookingRow } from './bookings.fixtures';

describe('calendar entries', () => {
  it('puts each booking on its own shop clock, as floating local times', () => {
    const newYork = { ...bookingRow(1), timezone: 'America/New_York' };
    const [pacific, eastern] = calendarEntries([bookingRow(1), newYork]);
    expect(pacific).toMatchObject({ id: '501', start: '2026-11-25T09:00', end: '2026-11-25T10:00' });
    expect(eastern).toMatchObject({ start: '2026-11-25T12:00', end: '2026-11-25T13:00' });
    expect(pacific?.title).toBe('Voltline City test ride · Dana Whitfield (Confirmed)');
  });

  it('names no customer a brand may not see', () => {
    expect(calendarEntries([{ ...bookingRow(2), customer: null }])[0]?.title).toBe(
      'Voltline City test ride · Not shared (Pending)',
    );
  });
});

describe('visible range', () => {
  it('is the day itself, or its week from Monday to Sunday', () => {
    expect(visibleRange('day', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(visibleRange('week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(visibleRange('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(visibleRange('week', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});
