import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_PATTERN, parseTime, toDate, toMilliseconds } from './parseTime';

describe('parseTime', () => {
  it('uses year-month-day hour:minute:second by default', () => {
    expect(DEFAULT_TIME_PATTERN).toBe('{y}-{m}-{d} {h}:{i}:{s}');
    expect(parseTime(new Date(2024, 0, 5, 3, 4, 9))).toBe('2024-01-05 03:04:09');
  });

  it('treats a 10-digit number as seconds and longer ones as milliseconds', () => {
    expect(toMilliseconds(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMilliseconds(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(toMilliseconds(999_999_999)).toBe(999_999_999);
    expect(parseTime(1_700_000_000, DEFAULT_TIME_PATTERN, 'UTC')).toBe('2023-11-14 22:13:20');
    expect(parseTime(1_700_000_000_000, DEFAULT_TIME_PATTERN, 'UTC')).toBe('2023-11-14 22:13:20');
    expect(parseTime('1700000000', DEFAULT_TIME_PATTERN, 'UTC')).toBe('2023-11-14 22:13:20');
  });

  it('formats custom patterns with repeated letters and the weekday', () => {
    const date = new Date(2024, 1, 29, 23, 59, 58);
    expect(parseTime(date, '{yyyy}/{mm}/{dd}')).toBe('2024/02/29');
    expect(parseTime(date, '{h}:{i} {a}')).toBe('23:59 Thu');
  });

  it('parses "yyyy-mm-dd hh:mm:ss" strings as local time', () => {
    expect(parseTime('2024-03-07 08:09:10')).toBe('2024-03-07 08:09:10');
    expect(parseTime('2024-03-07')).toBe('2024-03-07 00:00:00');
  });

  it('formats in a named time zone', () => {
    expect(parseTime('2024-07-01T12:00:00Z', '{y}-{m}-{d} {h}:{i}', 'America/New_York')).toBe(
      '2024-07-01 08:00',
    );
    expect(parseTime('2024-07-01T12:00:00Z', '{h}:{i}', 'Pacific/Honolulu')).toBe('02:00');
  });

  it('formats epoch 0 but returns null for missing or invalid input', () => {
    expect(parseTime(0, '{y}', 'UTC')).toBe('1970');
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('not a date')).toBeNull();
    expect(toDate('2024-13-45T99:00:00Z')).toBeNull();
  });
});
