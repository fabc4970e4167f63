import type { DashboardTrendPoint } from '@console/contract';
import { formatMoney } from '@console/core';
import type { ChartPoint } from '../../shared/charts/chart.logic';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** The one series of the trend chart. */
export const TREND_SERIES_KEY = 'amount';

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

/** The months as the bar chart's points: 'Oct 2024' on the axis, the amount in cents. */
export function trendChartPoints(points: readonly DashboardTrendPoint[]): ChartPoint[] {
  return points.map((point) => ({
    label: monthTitle(point.month),
    values: { [TREND_SERIES_KEY]: Math.round(point.amount * 100) },
  }));
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
