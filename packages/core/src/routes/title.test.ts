import { describe, expect, it } from 'vitest';
import { documentTitle } from './title';

describe('documentTitle', () => {
  it("is '{title} - {product}' with dynamic titles on", () => {
    expect(documentTitle('Bee Console', 'Warranties', true)).toBe('Warranties - Bee Console');
  });

  it('is the product name with dynamic titles off or no route title', () => {
    expect(documentTitle('Bee Console', 'Warranties', false)).toBe('Bee Console');
    expect(documentTitle('Bee Console', undefined, true)).toBe('Bee Console');
    expect(documentTitle('Bee Console', '', true)).toBe('Bee Console');
  });
});
