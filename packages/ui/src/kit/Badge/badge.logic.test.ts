import { describe, expect, it } from 'vitest';
import { badgeText } from './badge.logic';

describe('badgeText', () => {
  it('shows counts up to the maximum', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
  });

  it('caps at 99+ by default and at any maximum given', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12, 9)).toBe('9+');
  });

  it('hides zero unless asked', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(0, 99, true)).toBe('0');
  });

  it('shows text as written and nothing for no value', () => {
    expect(badgeText('new')).toBe('new');
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText('')).toBeNull();
  });
});
