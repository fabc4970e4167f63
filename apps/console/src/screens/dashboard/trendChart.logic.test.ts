import { describe, expect, it } from 'vitest';
import {
  AXIS_SPACE,
  compactMoney,
  monthName,
  monthTitle,
  trendGeometry,
  trendSummary,
  VALUE_LABEL_SPACE,
} from './trendChart.logic';

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

describe('compactMoney', () => {
  it('shortens large amounts and keeps the sign', () => {
    expect(compactMoney(12345.67)).toBe('12.3K');
    expect(compactMoney(-300)).toBe('-300');
    expect(compactMoney(2_500_000)).toBe('2.5M');
    expect(compactMoney(0)).toBe('0');
  });
});

describe('trendGeometry', () => {
  const width = 616; // 600 of slots (100 each) and 8 px each side
  const height = 240;

  it('puts one bar per month in equal slots, centred, 48 px at most', () => {
    const { bars } = trendGeometry(pointsOf([1, 2, 3, 4, 5, 6]), width, height);
    expect(bars).toHaveLength(6);
    expect(bars.map((bar) => bar.centre)).toEqual([58, 158, 258, 358, 458, 558]);
    for (const bar of bars) {
      expect(bar.width).toBe(48);
      expect(bar.x).toBe(bar.centre - 24);
    }
  });

  it('narrows the bars to 60% of a slot when the chart is narrow', () => {
    const { bars } = trendGeometry(pointsOf([1, 2, 3, 4, 5, 6]), 316, height);
    expect(bars[0]?.width).toBeCloseTo(30);
  });

  it('with only gains: zero line at the bottom of the plot, the largest bar fills it', () => {
    const { bars, zeroY, plotTop, plotBottom } = trendGeometry(pointsOf([100, 50, 0]), width, height);
    expect(plotTop).toBe(VALUE_LABEL_SPACE);
    expect(plotBottom).toBe(height - AXIS_SPACE);
    expect(zeroY).toBe(plotBottom);
    expect(bars[0]).toMatchObject({ y: plotTop, height: plotBottom - plotTop, negative: false });
    expect(bars[1]?.height).toBeCloseTo((plotBottom - plotTop) / 2);
    expect(bars[1]?.y).toBeCloseTo(zeroY - (plotBottom - plotTop) / 2);
    expect(bars[2]).toMatchObject({ y: zeroY, height: 0 });
  });

  it('with a loss: the negative bar hangs under the zero line, leaving room for its label', () => {
    const { bars, zeroY, plotTop, plotBottom } = trendGeometry(pointsOf([300, -100]), width, height);
    expect(plotBottom).toBe(height - AXIS_SPACE - VALUE_LABEL_SPACE);
    const plot = plotBottom - plotTop;
    expect(zeroY).toBeCloseTo(plotTop + plot * 0.75);
    const [gain, loss] = bars;
    expect(gain).toMatchObject({ y: plotTop, negative: false });
    expect(gain?.height).toBeCloseTo(plot * 0.75);
    expect(loss).toMatchObject({ y: zeroY, negative: true });
    expect(loss?.height).toBeCloseTo(plot * 0.25);
    expect((loss?.y ?? 0) + (loss?.height ?? 0)).toBeCloseTo(plotBottom);
  });

  it('with only losses: the zero line is at the top of the plot', () => {
    const { bars, zeroY, plotTop } = trendGeometry(pointsOf([-20, -40]), width, height);
    expect(zeroY).toBe(plotTop);
    expect(bars.every((bar) => bar.negative && bar.y === plotTop)).toBe(true);
  });

  it('gives a tiny non-zero amount a 1 px bar', () => {
    const { bars } = trendGeometry(pointsOf([1_000_000, 0.01, -0.01]), width, height);
    expect(bars[1]?.height).toBe(1);
    expect(bars[2]?.height).toBe(1);
  });

  it('draws all-zero months flat on the bottom of the plot', () => {
    const { bars, zeroY, plotBottom } = trendGeometry(pointsOf([0, 0, 0]), width, height);
    expect(zeroY).toBe(plotBottom);
    expect(bars.every((bar) => bar.height === 0 && bar.y === plotBottom)).toBe(true);
  });

  it('shows the year under the first month and every January', () => {
    const { bars } = trendGeometry(pointsOf([1, 2, 3, 4, 5, 6]), width, height);
    expect(bars.filter((bar) => bar.showYear).map((bar) => bar.month)).toEqual(['2024-10', '2025-01']);
  });

  it('has no bars without points', () => {
    expect(trendGeometry([], width, height).bars).toEqual([]);
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
