import { describe, expect, it } from 'vitest';
import { centsOf, centsText, destinationText, dollars } from './money.logic';

describe('money input and display', () => {
  it('reads a typed price as whole cents, without floating-point drift', () => {
    expect(centsOf('2,499.99')).toBe(249_999);
    expect(centsOf('$ 12')).toBe(1_200);
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('19.999')).toBeNaN();
    expect(centsOf('')).toBeNaN();
    expect(centsOf('-5')).toBeNaN();
  });

  it('starts a money field from cents, and leaves it empty for none', () => {
    expect(centsText(12_345)).toBe('123.45');
    expect(centsText(0)).toBe('0.00');
    expect(centsText(null)).toBe('');
  });

  it('reads cents as dollars', () => {
    expect(dollars(123_450)).toBe('$1,234.50');
    expect(dollars(-500)).toBe('-$5.00');
    expect(dollars(null)).toBe('—');
  });
});

describe('bank accounts', () => {
  it('show by their last four digits only, with the bank when known', () => {
    expect(destinationText('6789', 'Chase')).toBe('Chase ••••6789');
    expect(destinationText('6789')).toBe('••••6789');
    expect(destinationText(null)).toBe('—');
  });
});
