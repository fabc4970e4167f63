import { describe, expect, it } from 'vitest';
import { pageAfterSizeChange, pagerCountForWidth } from './pagination';

describe('pagerCountForWidth', () => {
  it('shows 7 page buttons, or 5 under 992 px', () => {
    expect(pagerCountForWidth(992)).toBe(7);
    expect(pagerCountForWidth(991)).toBe(5);
  });
});

describe('pageAfterSizeChange', () => {
  it('keeps the page while page × new size does not exceed the total', () => {
    expect(pageAfterSizeChange({ page: 2, newSize: 10, total: 20 })).toBe(2);
    expect(pageAfterSizeChange({ page: 1, newSize: 50, total: 0 })).toBe(1);
  });

  it('goes to page 1 when page × new size exceeds the total', () => {
    expect(pageAfterSizeChange({ page: 2, newSize: 10, total: 19 })).toBe(1);
    // The template's example: page 2 would still exist at 20 per page, yet the rule resets it.
    expect(pageAfterSizeChange({ page: 2, newSize: 20, total: 25 })).toBe(1);
    expect(pageAfterSizeChange({ page: 3, newSize: 30, total: 89 })).toBe(1);
  });
});
