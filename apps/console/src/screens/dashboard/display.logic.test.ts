import { describe, expect, it } from 'vitest';
import { cardValue, formatCount } from './display.logic';

describe('formatCount', () => {
  it('writes whole numbers with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('cardValue', () => {
  it('writes counts plain and money with two decimals', () => {
    expect(cardValue({ format: 'count', value: 1204 })).toBe('1,204');
    expect(cardValue({ format: 'money', value: 12345.67 })).toBe('12,345.67');
    expect(cardValue({ format: 'money', value: -5 })).toBe('-5.00');
  });
});
