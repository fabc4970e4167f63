import { buildSearchPool, createRouteSearch } from '@console/core';
import { describe, expect, it } from 'vitest';
import { retailerMenu } from '../fixtures/routes.fixture';
import {
  highlightRanges,
  moveHighlight,
  resultLabel,
  resultTarget,
  splitByRanges,
} from './headerSearch.logic';

describe('header search results', () => {
  const search = createRouteSearch(buildSearchPool(retailerMenu));

  it('labels results with their titles and finds fuzzy matches', () => {
    const [first] = search('Warantis');
    expect(first && resultLabel(first)).toBe('Warranties');
    expect(first && resultTarget(first)).toBe('/warranty/index');
    const payouts = search('payouts')[0];
    expect(payouts && resultLabel(payouts)).toBe('Reports > Payouts');
  });

  it('keeps queries and external addresses in the target', () => {
    expect(resultTarget({ path: '/a', title: ['A'], query: { id: '1' }, external: false })).toBe('/a?id=1');
    expect(resultTarget({ path: 'https://x.test/a', title: ['X'], external: true })).toBe('https://x.test/a');
  });
});

describe('highlightRanges', () => {
  it('marks a contained query as a whole', () => {
    expect(highlightRanges('Reports > Payouts', 'pay')).toEqual([[10, 13]]);
    expect(highlightRanges('Reports', '  ')).toEqual([]);
  });

  it('marks fuzzy characters in order, merged into runs', () => {
    expect(highlightRanges('Warranties', 'Warantis')).toEqual([
      [0, 3],
      [4, 8],
      [9, 10],
    ]);
    expect(highlightRanges('Payouts', 'pa xz')).toEqual([]);
  });

  it('splits a label into plain and marked text', () => {
    expect(splitByRanges('Warranties', highlightRanges('Warranties', 'Warantis'))).toEqual([
      { text: 'War', highlighted: true },
      { text: 'r', highlighted: false },
      { text: 'anti', highlighted: true },
      { text: 'e', highlighted: false },
      { text: 's', highlighted: true },
    ]);
    expect(splitByRanges('<b>x</b>', [])).toEqual([{ text: '<b>x</b>', highlighted: false }]);
  });
});

describe('moveHighlight', () => {
  it('wraps around both ways', () => {
    expect(moveHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(2, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(0, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(2, 3, 'ArrowUp')).toBe(1);
    expect(moveHighlight(0, 0, 'ArrowDown')).toBe(-1);
  });
});
