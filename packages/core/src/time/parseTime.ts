/**
 * Formats a time (spec §9): a 10-digit number (or digit string) is seconds, any other number is
 * milliseconds; the default pattern is year-month-day hour:minute:second. Tokens are written in braces:
 * {y} {m} {d} {h} {i} {s}, and {a} for the weekday; repeated letters ({yyyy}) mean the same token.
 * Unlike the template, epoch 0 formats normally and an invalid date gives null instead of "NaN" fields.
 */
export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

export type TimeInput = Date | number | string | null | undefined;

/** A 10-digit timestamp is seconds (spec §9). */
export function toMilliseconds(value: number): number {
  return Math.trunc(Math.abs(value)).toString().length === 10 ? value * 1000 : value;
}

export function toDate(time: TimeInput): Date | null {
  if (time === null || time === undefined || time === '') return null;
  let date: Date;
  if (time instanceof Date) {
    date = new Date(time.getTime());
  } else if (typeof time === 'number') {
    date = new Date(toMilliseconds(time));
  } else if (/^-?\d+$/.test(time.trim())) {
    date = new Date(toMilliseconds(Number.parseInt(time.trim(), 10)));
  } else {
    // 'yyyy-mm-dd hh:mm:ss' is local time, but some engines (Safari) refuse to parse it: build it by parts.
    const local = LOCAL_DATE_TIME.exec(time.trim());
    date = local
      ? new Date(
          Number(local[1]),
          Number(local[2]) - 1,
          Number(local[3]),
          Number(local[4] ?? 0),
          Number(local[5] ?? 0),
          Number(local[6] ?? 0),
        )
      : new Date(time);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

interface DateParts {
  y: number;
  m: number;
  d: number;
  h: number;
  i: number;
  s: number;
  a: number;
}

function partsIn(date: Date, timeZone?: string): DateParts {
  if (!timeZone) {
    return {
      y: date.getFullYear(),
      m: date.getMonth() + 1,
      d: date.getDate(),
      h: date.getHours(),
      i: date.getMinutes(),
      s: date.getSeconds(),
      a: date.getDay(),
    };
  }
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => fields.find((f) => f.type === type)?.value ?? '0';
  return {
    y: Number(get('year')),
    m: Number(get('month')),
    d: Number(get('day')),
    h: Number(get('hour')),
    i: Number(get('minute')),
    s: Number(get('second')),
    a: WEEKDAYS.indexOf(get('weekday') as (typeof WEEKDAYS)[number]),
  };
}

/**
 * parseTime(1700000000) → '2023-11-14 22:13:20' (in the machine's zone, or in `timeZone` when given,
 * e.g. one of the session's timezone options). Returns null when there is no valid time.
 */
export function parseTime(
  time: TimeInput,
  pattern: string = DEFAULT_TIME_PATTERN,
  timeZone?: string,
): string | null {
  const date = toDate(time);
  if (!date) return null;
  const parts = partsIn(date, timeZone);
  return pattern.replace(/\{([ymdhisa])+\}/g, (_match, key: keyof DateParts) => {
    const value = parts[key];
    if (key === 'a') return WEEKDAYS[value] ?? '';
    return value.toString().padStart(2, '0');
  });
}
