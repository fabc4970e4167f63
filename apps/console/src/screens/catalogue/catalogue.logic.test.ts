import { describe, expect, it } from 'vitest';
import { durationLabel } from './catalogue.logic';

describe('catalogue display and input', () => {
  it('names a term length', () => {
    expect(durationLabel(null)).toBe('Lifetime');
    expect(durationLabel(1)).toBe('1 month');
    expect(durationLabel(24)).toBe('24 months');
  });
});
