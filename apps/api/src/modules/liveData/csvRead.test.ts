import { describe, expect, it } from 'vitest';
import { readCsv } from './csvRead.ts';

describe('readCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and a BOM, and keeps each record’s line', () => {
    const text = '\ufeffa,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",3\n';
    expect(readCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', '3'] },
    ]);
  });

  it('reads a last line without a line break, and refuses a quote left open', () => {
    expect(readCsv('a\n1')).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: ['1'] },
    ]);
    expect(() => readCsv('a\n"1')).toThrow('line 2');
  });
});
