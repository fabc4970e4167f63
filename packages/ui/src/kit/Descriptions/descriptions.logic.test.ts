import { describe, expect, it } from 'vitest';
import { descriptionSpans } from './descriptions.logic';

describe('descriptionSpans', () => {
  it('fills full rows with one column each', () => {
    expect(descriptionSpans([undefined, undefined, undefined, undefined, undefined, undefined], 3)).toEqual([
      1, 1, 1, 1, 1, 1,
    ]);
  });

  it('widens the last item to the end of its row', () => {
    expect(descriptionSpans([1, 1, 1, 1], 3)).toEqual([1, 1, 1, 3]);
    expect(descriptionSpans([1, 1], 3)).toEqual([1, 2]);
  });

  it('moves an item that does not fit to the next row and closes the gap', () => {
    expect(descriptionSpans([1, 1, 2, 1], 3)).toEqual([1, 2, 2, 1]);
  });

  it('clamps spans to the column count and to at least 1', () => {
    expect(descriptionSpans([5, 0, -2], 2)).toEqual([2, 1, 1]);
    expect(descriptionSpans([1.7], 4)).toEqual([4]);
  });

  it('puts everything in one column when there is one', () => {
    expect(descriptionSpans([3, 2, undefined], 1)).toEqual([1, 1, 1]);
  });

  it('returns nothing for no items', () => {
    expect(descriptionSpans([], 3)).toEqual([]);
  });
});
