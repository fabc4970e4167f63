import { describe, expect, it } from 'vitest';
import { centsOf, durationLabel } from './catalogue.logic';

describe('catalogue display and input', () => {
  it('reads a typed price as whole cents, without floating-point drift', () => {
    expect(centsOf('2,499.99')).toBe(249_999);
    expect(centsOf('$ 12')).toBe(1_200);
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('19.999')).toBeNaN();
    expect(centsOf('')).toBeNaN();
    expect(centsOf('-5')).toBeNaN();
  });

  it('names a term length', () => {
    expect(durationLabel(null)).toBe('Lifetime');
    expect(durationLabel(1)).toBe('1 month');
    expect(durationLabel(24)).toBe('24 months');
  });
});
