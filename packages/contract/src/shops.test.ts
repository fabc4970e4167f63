import { describe, expect, it } from 'vitest';
import { dateOnClock, hoursText, shopDayOn, shopListQuery, weekdayOf } from './shops.ts';

const week = {
  mon: [{ opens: '09:00', closes: '18:00' }],
  tue: [{ opens: '09:00', closes: '18:00' }],
  wed: [],
  thu: [
    { opens: '09:00', closes: '12:00' },
    { opens: '13:00', closes: '20:00' },
  ],
  fri: [{ opens: '09:00', closes: '18:00' }],
  sat: [{ opens: '10:00', closes: '16:00' }],
  sun: [],
};

describe("a shop's day", () => {
  it('takes the date on the shop’s own clock, which may be another date than UTC’s', () => {
    const lateEvening = new Date('2026-11-26T05:30:00Z');
    expect(dateOnClock('America/New_York', lateEvening)).toBe('2026-11-26');
    expect(dateOnClock('America/Los_Angeles', lateEvening)).toBe('2026-11-25');
    expect(dateOnClock('Pacific/Honolulu', lateEvening)).toBe('2026-11-25');
  });

  it('names the weekday of a date, Monday first', () => {
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(weekdayOf('2026-11-26')).toBe('thu');
    expect(weekdayOf('2026-11-29')).toBe('sun');
  });

  it('reads a day as its periods, or Closed', () => {
    expect(hoursText([])).toBe('Closed');
    expect(hoursText(week.thu)).toBe('09:00–12:00, 13:00–20:00');
  });

  it("keeps the week's hours, unless the date has an exception", () => {
    expect(shopDayOn('2026-11-26', week, [])).toEqual({
      date: '2026-11-26',
      hours: week.thu,
      exception: false,
      note: null,
    });
    expect(shopDayOn('2026-11-26', week, [{ date: '2026-11-26', hours: [], note: 'Thanksgiving' }])).toEqual({
      date: '2026-11-26',
      hours: [],
      exception: true,
      note: 'Thanksgiving',
    });
    expect(shopDayOn('2026-11-25', week, [{ date: '2026-11-26', hours: [], note: undefined }]).hours).toEqual(
      [],
    );
  });
});

describe('the shops list query', () => {
  it('takes blank filters as none, and refuses a status or state it does not know', () => {
    expect(shopListQuery.parse({ q: '', status: '', state: '' })).toEqual({ pageNum: 1, pageSize: 20 });
    expect(shopListQuery.safeParse({ status: 'closed' }).success).toBe(false);
    expect(shopListQuery.safeParse({ state: 'DC' }).success).toBe(false);
  });
});
