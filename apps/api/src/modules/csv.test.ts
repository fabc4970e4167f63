import { describe, expect, it } from 'vitest';
import { csvLine } from './csv.ts';

describe('csvLine', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvLine(['a,b', 'say "hi"', null, 3])).toBe('"a,b","say ""hi""",,3\r\n');
    expect(csvLine(['=SUM(A1)', '+1', '-A1', '@cmd'])).toBe("'=SUM(A1),'+1,'-A1,'@cmd\r\n");
  });

  it('leaves a negative amount a number', () => {
    expect(csvLine(['-310.00', '-5', '-1e3'])).toBe("-310.00,-5,'-1e3\r\n");
  });
});
