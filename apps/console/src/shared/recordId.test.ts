import { describe, expect, it } from 'vitest';
import { idOf, pathId } from './recordId';

describe('record ids from the URL', () => {
  it('takes positive integers only', () => {
    expect(idOf('42')).toBe(42);
    expect(idOf('0')).toBeNull();
    expect(idOf('-1')).toBeNull();
    expect(idOf('1e3')).toBeNull();
    expect(idOf('12345678901')).toBeNull();
    expect(idOf(null)).toBeNull();
  });

  it('reads the id a path ends with, ignoring the query', () => {
    expect(pathId('/adminConfiguration/reverse/12')).toBe(12);
    expect(pathId('/adminConfiguration/reverse/12?tab=items')).toBe(12);
    expect(pathId('/adminConfiguration/reverse/abc')).toBeNull();
    expect(pathId('/adminConfiguration/reverse/')).toBeNull();
  });
});
