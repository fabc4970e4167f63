import { describe, expect, it } from 'vitest';
import {
  clampPage,
  normalizePagerCount,
  type PagerItem,
  pageCount,
  pagerItems,
  pagerStep,
  parseJump,
  parseLayout,
  sizeOptions,
} from './pagination.logic';

/** Pager items as text: numbers, '«' for a jump back, '»' for a jump forward. */
const show = (items: PagerItem[]) =>
  items
    .map((item) => (item.kind === 'page' ? String(item.page) : item.direction === 'prev' ? '«' : '»'))
    .join(' ');

describe('pageCount', () => {
  it('rounds up and never goes below 1', () => {
    expect(pageCount(400, 20)).toBe(20);
    expect(pageCount(401, 20)).toBe(21);
    expect(pageCount(25, 10)).toBe(3);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(10, 0)).toBe(1);
  });
});

describe('pagerItems with 7 buttons', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(show(pagerItems(1, 1, 7))).toBe('1');
    expect(show(pagerItems(2, 2, 7))).toBe('1 2');
    expect(show(pagerItems(4, 7, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('puts an ellipsis after the first pages', () => {
    expect(show(pagerItems(1, 20, 7))).toBe('1 2 3 4 5 6 » 20');
    expect(show(pagerItems(4, 20, 7))).toBe('1 2 3 4 5 6 » 20');
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(show(pagerItems(5, 20, 7))).toBe('1 « 3 4 5 6 7 » 20');
    expect(show(pagerItems(10, 20, 7))).toBe('1 « 8 9 10 11 12 » 20');
    expect(show(pagerItems(16, 20, 7))).toBe('1 « 14 15 16 17 18 » 20');
  });

  it('puts an ellipsis before the last pages', () => {
    expect(show(pagerItems(17, 20, 7))).toBe('1 « 15 16 17 18 19 20');
    expect(show(pagerItems(20, 20, 7))).toBe('1 « 15 16 17 18 19 20');
  });

  it('always shows 7 numbered buttons, first and last included, once pages exceed 7', () => {
    for (let page = 1; page <= 20; page += 1) {
      const numbers = pagerItems(page, 20, 7).filter((item) => item.kind === 'page');
      expect(numbers).toHaveLength(7);
      expect(numbers.at(0)).toEqual({ kind: 'page', page: 1 });
      expect(numbers.at(-1)).toEqual({ kind: 'page', page: 20 });
    }
  });

  it('jumps 5 pages from an ellipsis, not past the ends', () => {
    expect(pagerItems(10, 20, 7).filter((item) => item.kind === 'more')).toEqual([
      { kind: 'more', direction: 'prev', target: 5 },
      { kind: 'more', direction: 'next', target: 15 },
    ]);
    expect(pagerItems(5, 8, 7).filter((item) => item.kind === 'more')).toEqual([
      { kind: 'more', direction: 'prev', target: 1 },
    ]);
    expect(pagerItems(16, 20, 7).find((item) => item.kind === 'more' && item.direction === 'next')).toEqual({
      kind: 'more',
      direction: 'next',
      target: 20,
    });
  });
});

describe('pagerItems with 5 buttons', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(show(pagerItems(3, 5, 5))).toBe('1 2 3 4 5');
  });

  it('moves the ellipses as the page moves', () => {
    expect(show(pagerItems(1, 20, 5))).toBe('1 2 3 4 » 20');
    expect(show(pagerItems(3, 20, 5))).toBe('1 2 3 4 » 20');
    expect(show(pagerItems(4, 20, 5))).toBe('1 « 3 4 5 » 20');
    expect(show(pagerItems(17, 20, 5))).toBe('1 « 16 17 18 » 20');
    expect(show(pagerItems(18, 20, 5))).toBe('1 « 17 18 19 20');
  });

  it('jumps 3 pages from an ellipsis', () => {
    expect(pagerStep(5)).toBe(3);
    expect(
      pagerItems(10, 20, 5)
        .filter((item) => item.kind === 'more')
        .map((item) => item.kind === 'more' && item.target),
    ).toEqual([7, 13]);
  });
});

describe('pagerItems edge cases', () => {
  it('clamps a page beyond the last one', () => {
    expect(show(pagerItems(30, 3, 7))).toBe('1 2 3');
    expect(show(pagerItems(30, 20, 7))).toBe('1 « 15 16 17 18 19 20');
  });

  it('keeps the pager count odd and between 5 and 21', () => {
    expect(normalizePagerCount(6)).toBe(5);
    expect(normalizePagerCount(3)).toBe(5);
    expect(normalizePagerCount(40)).toBe(21);
    expect(normalizePagerCount(Number.NaN)).toBe(7);
    expect(pagerItems(10, 20, 8).filter((item) => item.kind === 'page')).toHaveLength(7);
  });
});

describe('clampPage and parseJump', () => {
  it('clamps to 1..pages', () => {
    expect(clampPage(0, 20)).toBe(1);
    expect(clampPage(25, 20)).toBe(20);
    expect(clampPage(3.7, 20)).toBe(3);
    expect(clampPage(Number.NaN, 20)).toBe(1);
  });

  it('reads the jumper, clamped, or null for text', () => {
    expect(parseJump('7', 20)).toBe(7);
    expect(parseJump(' 99 ', 20)).toBe(20);
    expect(parseJump('-4', 20)).toBe(1);
    expect(parseJump('', 20)).toBeNull();
    expect(parseJump('abc', 20)).toBeNull();
  });
});

describe('parseLayout', () => {
  it('keeps the order and skips unknown or repeated parts', () => {
    expect(parseLayout('total, sizes, prev, pager, next, jumper')).toEqual([
      'total',
      'sizes',
      'prev',
      'pager',
      'next',
      'jumper',
    ]);
    expect(parseLayout('pager,total , slot, ->, jumper, pager')).toEqual(['pager', 'total', '->', 'jumper']);
  });
});

describe('sizeOptions', () => {
  it('adds a current size missing from the list', () => {
    expect(sizeOptions([10, 20, 30, 50], 20)).toEqual([10, 20, 30, 50]);
    expect(sizeOptions([10, 20, 30, 50], 15)).toEqual([10, 15, 20, 30, 50]);
  });
});
