import { parseTime } from '@console/core';

/** The day shown in the pickers: year-month-day, e.g. 2026-11-05. */
export const DATE_PATTERN = '{y}-{m}-{d}';

export interface DateRangeValue {
  from: Date | null;
  to: Date | null;
}

export const EMPTY_RANGE: DateRangeValue = { from: null, to: null };

export function formatDay(date: Date | null): string | null {
  return parseTime(date, DATE_PATTERN);
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Days before `minDate` and after `maxDate` (both inclusive bounds stay selectable). */
export function outOfBounds(minDate?: Date, maxDate?: Date): (date: Date) => boolean {
  const min = minDate && startOfDay(minDate).getTime();
  const max = maxDate && startOfDay(maxDate).getTime();
  return (date) => {
    const day = startOfDay(date).getTime();
    return (min !== undefined && day < min) || (max !== undefined && day > max);
  };
}

/**
 * The month the calendar opens on: the value's, else `defaultMonth`, else today's moved inside the
 * allowed bounds (so a picker limited to next year does not open on an all-disabled month).
 */
export function initialMonth(
  value: Date | null,
  {
    defaultMonth,
    minDate,
    maxDate,
    today = new Date(),
  }: { defaultMonth?: Date; minDate?: Date; maxDate?: Date; today?: Date },
): Date {
  if (value) return value;
  if (defaultMonth) return defaultMonth;
  if (minDate && startOfDay(today) < startOfDay(minDate)) return minDate;
  if (maxDate && startOfDay(today) > startOfDay(maxDate)) return maxDate;
  return today;
}

/**
 * The range after a click on `day`: the first click starts a range, the second ends it (the two are
 * swapped when the end comes first); a click after a complete range starts a new one.
 */
export function pickRangeDay(range: DateRangeValue, day: Date): DateRangeValue {
  if (!range.from || range.to) return { from: day, to: null };
  return day < range.from ? { from: day, to: range.from } : { from: range.from, to: day };
}

export function isRangeComplete(range: DateRangeValue): boolean {
  return range.from !== null && range.to !== null;
}
