import { describe, expect, it } from 'vitest';
import { amountTone, signedMoney } from './display.logic';

describe('signedMoney', () => {
  it('writes + before gains, - before losses and no sign for zero', () => {
    expect(signedMoney(1250)).toBe('+1,250.00');
    expect(signedMoney(-300.5)).toBe('-300.50');
    expect(signedMoney(0)).toBe('0.00');
  });

  it('writes no sign for an amount that rounds to zero', () => {
    expect(signedMoney(0.001)).toBe('0.00');
    expect(signedMoney(-0.001)).toBe('0.00');
  });
});

describe('amountTone', () => {
  it('tells gains, losses and zero apart', () => {
    expect(amountTone(12.5)).toBe('gain');
    expect(amountTone(-0.01)).toBe('loss');
    expect(amountTone(0)).toBe('none');
    expect(amountTone(-0.001)).toBe('none');
  });
});
