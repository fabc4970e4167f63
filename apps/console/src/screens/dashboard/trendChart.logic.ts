import type { DashboardTrendPoint } from '@console/contract';
import { formatMoney } from '@console/core';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** Room above the bars (and below them when some are negative) for the value labels. */
export const VALUE_LABEL_SPACE = 18;
/** Room under the plot for the month and year lines. */
export const AXIS_SPACE = 36;
const SIDE_PADDING = 8;
const MAX_BAR_WIDTH = 48;
const BAR_SHARE = 0.6;

export interface MonthName {
  /** 'Jan' */
  short: string;
  /** '2025' */
  year: string;
}

/** 'YYYY-MM' → { short: 'Jan', year: '2025' }; anything else is shown as given. */
export function monthName(month: string): MonthName {
  const match = MONTH_PATTERN.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !name) return { short: month, year: '' };
  return { short: name, year: match[1] ?? '' };
}

/** 'Jan 2025' */
export function monthTitle(month: string): string {
  const { short, year } = monthName(month);
  return year ? `${short} ${year}` : short;
}

const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A short amount for the label on a bar: 12345.67 → '12.3K', -300 → '-300'. */
export function compactMoney(amount: number): string {
  return compactFormat.format(amount);
}

export interface TrendBar {
  month: string;
  amount: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Below the zero line. */
  negative: boolean;
  /** Centre of the bar, where its labels sit. */
  centre: number;
  /** The axis shows the year under the first month and under every January. */
  showYear: boolean;
}

export interface TrendGeometry {
  bars: TrendBar[];
  /** Where the zero line is drawn. */
  zeroY: number;
  plotTop: number;
  plotBottom: number;
}

/**
 * Bars in a `width` × `height` box: one slot per month, the scale spanning the largest gain and the
 * largest loss (0 always included), positive bars rising from the zero line, negative bars hanging under
 * it. A non-zero amount too small for the scale still gets a 1 px bar, so it is not mistaken for zero.
 */
export function trendGeometry(
  points: readonly DashboardTrendPoint[],
  width: number,
  height: number,
): TrendGeometry {
  const amounts = points.map((point) => point.amount);
  const max = Math.max(0, ...amounts);
  const min = Math.min(0, ...amounts);
  const plotTop = VALUE_LABEL_SPACE;
  const plotBottom = height - AXIS_SPACE - (min < 0 ? VALUE_LABEL_SPACE : 0);
  const span = max - min;
  const scale = span === 0 ? 0 : (plotBottom - plotTop) / span;
  const zeroY = span === 0 ? plotBottom : plotTop + max * scale;
  const slot = points.length === 0 ? 0 : (width - 2 * SIDE_PADDING) / points.length;
  const barWidth = Math.min(MAX_BAR_WIDTH, slot * BAR_SHARE);

  const bars = points.map((point, index): TrendBar => {
    const scaled = Math.abs(point.amount) * scale;
    const barHeight = point.amount === 0 ? 0 : Math.max(1, scaled);
    const negative = point.amount < 0;
    const centre = SIDE_PADDING + slot * index + slot / 2;
    return {
      month: point.month,
      amount: point.amount,
      x: centre - barWidth / 2,
      y: negative ? zeroY : zeroY - barHeight,
      width: barWidth,
      height: barHeight,
      negative,
      centre,
      showYear: index === 0 || point.month.endsWith('-01'),
    };
  });
  return { bars, zeroY, plotTop, plotBottom };
}

/** What the chart says, for screen readers: 'Net change, 6 months: Jan 2025 1,250.00; …'. */
export function trendSummary(label: string, points: readonly DashboardTrendPoint[]): string {
  if (points.length === 0) return `${label}: no data.`;
  const values = points.map(
    (point) => `${monthTitle(point.month)} ${formatMoney(point.amount) ?? point.amount}`,
  );
  const period = points.length === 1 ? '1 month' : `${points.length} months`;
  return `${label}, ${period}: ${values.join('; ')}.`;
}
