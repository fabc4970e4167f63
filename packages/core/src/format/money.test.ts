import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [1234567.5, '1,234,567.50'],
    [0, '0.00'],
    [-0, '0.00'],
    ['12.3', '12.30'],
    [' 1000 ', '1,000.00'],
    [999.999, '1,000.00'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    [0.5, '0.50'],
  ])('%j → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', '  ', 'abc', '1,000', null, undefined, {}, true])(
    'gives null for %j',
    (value) => {
      expect(formatMoney(value)).toBeNull();
    },
  );
});
