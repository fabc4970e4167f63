import { describe, expect, it } from 'vitest';
import { CLOSED_WEEK, otherDays, withDayCopied, withPeriodAdded } from './hours.logic';

describe('opening hours', () => {
  it('adds a first period of 9 to 5, then one an hour after the last closes', () => {
    expect(withPeriodAdded([])).toEqual([{ opens: '09:00', closes: '17:00' }]);
    expect(withPeriodAdded([{ opens: '09:00', closes: '12:00' }])).toEqual([
      { opens: '09:00', closes: '12:00' },
      { opens: '13:00', closes: '15:00' },
    ]);
    expect(withPeriodAdded([{ opens: '18:00', closes: '22:30' }]).at(-1)).toEqual({
      opens: '23:30',
      closes: '24:00',
    });
    expect(withPeriodAdded([{ opens: '18:00', closes: '' }]).at(-1)).toEqual({ opens: '', closes: '' });
    expect(withPeriodAdded([{ opens: '18:00', closes: '23:30' }]).at(-1)).toEqual({ opens: '', closes: '' });
  });

  it("copies a day's periods onto other days, leaving the rest", () => {
    const week = {
      ...CLOSED_WEEK,
      mon: [{ opens: '08:00', closes: '16:00' }],
      sun: [{ opens: '11:00', closes: '15:00' }],
    };
    const copied = withDayCopied(week, 'mon', ['tue', 'wed']);
    expect(copied.tue).toEqual([{ opens: '08:00', closes: '16:00' }]);
    expect(copied.wed).toEqual(copied.mon);
    expect(copied.wed).not.toBe(copied.mon);
    expect(copied.sun).toEqual([{ opens: '11:00', closes: '15:00' }]);
    expect(withDayCopied(week, 'thu', ['sun']).sun).toEqual([]);
    expect(otherDays('wed')).toEqual(['mon', 'tue', 'thu', 'fri', 'sat', 'sun']);
  });
});
