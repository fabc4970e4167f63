import { dollars } from '../money.logic';

/** One bar series of a chart: which value of each point, its name in the legend, its colour. */
export interface ChartSeries {
  key: string;
  name: string;
  colour: string;
  /** The colour of a bar below zero, when a loss should stand out. */
  lossColour?: string;
}

/** A point of a chart: its axis label, and its values in integer cents by series key. */
export interface ChartPoint {
  label: string;
  values: Readonly<Record<string, number>>;
}

const compactFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Cents as a short axis label: 1234567 → '$12.3K', −30000 → '-$300'. */
export function compactDollars(cents: number): string {
  return compactFormat.format(cents / 100);
}

/**
 * What a chart shows, for screen readers: 'Compensation, 3 days: Feb 1 $1,250.00; …'; with several series,
 * each point lists every series by name.
 */
export function chartSummary(
  label: string,
  series: readonly ChartSeries[],
  points: readonly ChartPoint[],
): string {
  if (points.length === 0) return `${label}: no data.`;
  const values = points.map((point) => {
    const amounts = series.map((s) => {
      const amount = dollars(point.values[s.key] ?? 0);
      return series.length === 1 ? amount : `${s.name} ${amount}`;
    });
    return `${point.label} ${amounts.join(', ')}`;
  });
  return `${label}, ${points.length} ${points.length === 1 ? 'point' : 'points'}: ${values.join('; ')}.`;
}

/** Whether every value of the series is zero at every point (the chart shows its empty state instead). */
export function allZero(points: readonly ChartPoint[], series: readonly ChartSeries[]): boolean {
  return points.every((point) => series.every((s) => (point.values[s.key] ?? 0) === 0));
}
