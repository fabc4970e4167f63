import { describe, expect, it } from 'vitest';
import { serializeQueryParams } from './query';

describe('serializeQueryParams', () => {
  it('encodes spaces, unicode and reserved characters in keys and values', () => {
    expect(serializeQueryParams({ 'a b': 'c d', 名: '值', q: '1+1=2&x?#' })).toBe(
      'a%20b=c%20d&%E5%90%8D=%E5%80%BC&q=1%2B1%3D2%26x%3F%23',
    );
  });

  it('keeps 0 and false, drops null, undefined and empty strings', () => {
    expect(serializeQueryParams({ a: 0, b: false, c: null, d: undefined, e: '' })).toBe('a=0&b=false');
  });

  it('sends a Date as its ISO string and drops an invalid Date', () => {
    expect(
      serializeQueryParams({ at: new Date(Date.UTC(2026, 5, 10, 8, 0, 0)), bad: new Date('nope') }),
    ).toBe('at=2026-06-10T08%3A00%3A00.000Z');
  });

  it('repeats the key for each array item, skipping empty items', () => {
    expect(serializeQueryParams({ ids: [1, null, '', 3] })).toBe('ids=1&ids=3');
  });

  it('flattens one level of object as key[sub], with dates and arrays inside', () => {
    expect(
      serializeQueryParams({
        params: { beginTime: new Date(Date.UTC(2026, 0, 1)), endTime: '', tags: ['a', 'b'] },
      }),
    ).toBe('params%5BbeginTime%5D=2026-01-01T00%3A00%3A00.000Z&params%5Btags%5D=a&params%5Btags%5D=b');
  });

  it('sends deeper nesting as JSON rather than [object Object]', () => {
    expect(serializeQueryParams({ f: { deep: { x: 1 } } })).toBe(
      `f%5Bdeep%5D=${encodeURIComponent('{"x":1}')}`,
    );
  });

  it('returns an empty string for nothing to send, and passes URLSearchParams through', () => {
    expect(serializeQueryParams(undefined)).toBe('');
    expect(serializeQueryParams({ a: null })).toBe('');
    expect(serializeQueryParams(new URLSearchParams({ a: 'b c' }))).toBe('a=b+c');
  });
});
