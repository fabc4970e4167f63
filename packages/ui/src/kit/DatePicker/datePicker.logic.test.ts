import { describe, expect, it } from 'vitest';
import {
  EMPTY_RANGE,
  formatDay,
  initialMonth,
  isRangeComplete,
  outOfBounds,
  pickRangeDay,
} from './datePicker.logic';

const day = (m: number, d: number, h = 0) => new Date(2026, m - 1, d, h);

describe('formatDay', () => {
  it('writes year-month-day with zero padding', () => {
    expect(formatDay(day(11, 5))).toBe('2026-11-05');
    expect(formatDay(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });

  it('gives null for no date', () => {
    expect(formatDay(null)).toBeNull();
  });
});

describe('outOfBounds', () => {
  const disabled = outOfBounds(day(11, 10, 15), day(11, 20, 8));

  it('keeps both bounds selectable, whatever their time of day', () => {
    expect(disabled(day(11, 10))).toBe(false);
    expect(disabled(day(11, 20, 23))).toBe(false);
  });

  it('disables the days outside', () => {
    expect(disabled(day(11, 9, 23))).toBe(true);
    expect(disabled(day(11, 21))).toBe(true);
  });

  it('allows everything without bounds', () => {
    expect(outOfBounds()(day(1, 1))).toBe(false);
  });
});

describe('initialMonth', () => {
  const today = day(11, 22);

  it('prefers the value, then defaultMonth, then today', () => {
    expect(initialMonth(day(3, 4), { defaultMonth: day(5, 1), today })).toEqual(day(3, 4));
    expect(initialMonth(null, { defaultMonth: day(5, 1), today })).toEqual(day(5, 1));
    expect(initialMonth(null, { today })).toEqual(today);
  });

  it('moves today inside the bounds', () => {
    expect(initialMonth(null, { minDate: new Date(2027, 1, 3), today })).toEqual(new Date(2027, 1, 3));
    expect(initialMonth(null, { maxDate: day(6, 30), today })).toEqual(day(6, 30));
    expect(initialMonth(null, { minDate: day(1, 1), maxDate: day(12, 31), today })).toEqual(today);
  });
});

describe('pickRangeDay', () => {
  it('starts, then ends a range', () => {
    const started = pickRangeDay(EMPTY_RANGE, day(11, 5));
    expect(started).toEqual({ from: day(11, 5), to: null });
    expect(isRangeComplete(started)).toBe(false);
    const ended = pickRangeDay(started, day(11, 12));
    expect(ended).toEqual({ from: day(11, 5), to: day(11, 12) });
    expect(isRangeComplete(ended)).toBe(true);
  });

  it('swaps an end picked before the start', () => {
    expect(pickRangeDay({ from: day(11, 12), to: null }, day(11, 5))).toEqual({
      from: day(11, 5),
      to: day(11, 12),
    });
  });

  it('allows a one-day range', () => {
    expect(pickRangeDay({ from: day(11, 5), to: null }, day(11, 5))).toEqual({
      from: day(11, 5),
      to: day(11, 5),
    });
  });

  it('starts over after a complete range', () => {
    expect(pickRangeDay({ from: day(11, 5), to: day(11, 12) }, day(11, 20))).toEqual({
      from: day(11, 20),
      to: null,
    });
  });
});
