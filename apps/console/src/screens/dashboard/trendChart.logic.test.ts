import { describe, expect, it } from 'vitest';
import { monthName, monthTitle, trendChartPoints, trendSummary } from './trendChart.logic';

const months = ['2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03'];
const pointsOf = (amounts: number[]) => amounts.map((amount, i) => ({ month: months[i] ?? '', amount }));

describe('monthName / monthTitle', () => {
  it('reads YYYY-MM', () => {
    expect(monthName('2025-01')).toEqual({ short: 'Jan', year: '2025' });
    expect(monthName('2024-12')).toEqual({ short: 'Dec', year: '2024' });
    expect(monthTitle('2025-03')).toBe('Mar 2025');
  });

  it('shows anything else as given', () => {
    expect(monthName('2025-13')).toEqual({ short: '2025-13', year: '' });
    expect(monthTitle('soon')).toBe('soon');
  });
});

describe('trendChartPoints', () => {
  it('labels each month and gives its amount in cents', () => {
    expect(trendChartPoints(pointsOf([1250, -820.5]))).toEqual([
      { label: 'Oct 2024', values: { amount: 125_000 } },
      { label: 'Nov 2024', values: { amount: -82_050 } },
    ]);
  });
});

describe('trendSummary', () => {
  it('reads every month and its amount', () => {
    expect(trendSummary('Net change of available balance', pointsOf([1250, -300.5]))).toBe(
      'Net change of available balance, 2 months: Oct 2024 1,250.00; Nov 2024 -300.50.',
    );
  });

  it('says when there is nothing', () => {
    expect(trendSummary('Net change', [])).toBe('Net change: no data.');
  });
});
