import { describe, expect, it } from 'vitest';
import { financialFileName, periodFromSearch, periodSearch, periodText, presetRange } from './period.logic';

const today = new Date('2026-11-25T15:00:00Z');

describe('presetRange', () => {
  it('gives this month, the quarter and the year up to today', () => {
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(presetRange('quarter', today)).toEqual({ from: '2026-10-01', to: '2026-11-25' });
    expect(presetRange('year', today)).toEqual({ from: '2026-01-01', to: '2026-11-25' });
  });

  it('gives last month whole, across a year end too', () => {
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('lastMonth', new Date('2027-01-10T00:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(presetRange('lastMonth', new Date('2028-03-01T00:00:00Z'))?.to).toBe('2028-02-29');
  });

  it('leaves a custom range to the user', () => {
    expect(presetRange('custom', today)).toBeNull();
  });
});

describe('periodText / financialFileName', () => {
  it('reads the range', () => {
    expect(periodText({ from: '2026-10-01', to: '2026-10-31' })).toBe('2026-10-01 – 2026-10-31');
    expect(periodText({ from: '2026-10-01', to: '2026-10-01' })).toBe('2026-10-01');
    expect(financialFileName({ from: '2026-10-01', to: '2026-10-31' })).toBe(
      'financial-2026-10-01-2026-10-31.csv',
    );
  });
});

describe('periodFromSearch / periodSearch', () => {
  const read = (query: string) => periodFromSearch(new URLSearchParams(query), today);

  it('reads a preset, worked out on today', () => {
    expect(read('period=lastMonth')).toEqual({
      preset: 'lastMonth',
      range: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(periodSearch(read('period=lastMonth'))).toEqual({ period: 'lastMonth' });
  });

  it('reads a custom range and writes it back', () => {
    const custom = read('period=custom&from=2026-01-05&to=2026-02-10');
    expect(custom).toEqual({ preset: 'custom', range: { from: '2026-01-05', to: '2026-02-10' } });
    expect(periodSearch(custom)).toEqual({ period: 'custom', from: '2026-01-05', to: '2026-02-10' });
  });

  it('falls back to this month for anything else', () => {
    const thisMonth = { preset: 'thisMonth', range: { from: '2026-11-01', to: '2026-11-25' } };
    expect(read('')).toEqual(thisMonth);
    expect(read('period=decade')).toEqual(thisMonth);
    expect(read('period=custom&from=2026-02-10&to=2026-01-05')).toEqual(thisMonth);
    expect(read('period=custom&from=yesterday&to=2026-01-05')).toEqual(thisMonth);
  });
});
