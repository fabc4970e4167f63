// The Financial page's periods: presets relative to today (UTC dates, as the API reads them) or a range.

export type PeriodPreset = 'thisMonth' | 'lastMonth' | 'quarter' | 'year' | 'custom';

export interface PeriodRange {
  /** 'YYYY-MM-DD', inclusive. */
  from: string;
  to: string;
}

export const PERIOD_PRESETS: readonly { value: PeriodPreset; label: string }[] = [
  { value: 'thisMonth', label: 'This month' },
  { value: 'lastMonth', label: 'Last month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
  { value: 'custom', label: 'Custom range' },
];

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/**
 * The dates of a preset on `today`: this month and this quarter and this year up to today; last month
 * whole. 'custom' has no dates of its own (null).
 */
export function presetRange(preset: PeriodPreset, today: Date): PeriodRange | null {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const to = iso(year, month, today.getUTCDate());
  switch (preset) {
    case 'thisMonth':
      return { from: iso(year, month, 1), to };
    case 'lastMonth':
      return { from: iso(year, month - 1, 1), to: iso(year, month, 0) };
    case 'quarter':
      return { from: iso(year, month - (month % 3), 1), to };
    case 'year':
      return { from: iso(year, 0, 1), to };
    case 'custom':
      return null;
  }
}

/** The period as a heading reads it: '2026-11-01 – 2026-11-25'. */
export function periodText(range: PeriodRange): string {
  return range.from === range.to ? range.from : `${range.from} – ${range.to}`;
}

/** The CSV's file name for a period. */
export function financialFileName(range: PeriodRange): string {
  return `financial-${range.from}-${range.to}.csv`;
}

const PRESETS = new Set<string>(PERIOD_PRESETS.map((preset) => preset.value));
const DAY = /^\d{4}-\d\d-\d\d$/;

/**
 * The period the page's address names (`?period=lastMonth`, or `?period=custom&from=…&to=…`): a preset is
 * worked out again on `today`; anything unreadable is this month.
 */
export function periodFromSearch(
  params: URLSearchParams,
  today: Date,
): { preset: PeriodPreset; range: PeriodRange } {
  const preset = params.get('period') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (preset === 'custom' && DAY.test(from) && DAY.test(to) && from <= to) {
    return { preset: 'custom', range: { from, to } };
  }
  const chosen = PRESETS.has(preset) && preset !== 'custom' ? (preset as PeriodPreset) : 'thisMonth';
  return { preset: chosen, range: presetRange(chosen, today) ?? { from: to, to } };
}

/** The address's query for a period: the preset alone, or a custom range's dates. */
export function periodSearch(period: { preset: PeriodPreset; range: PeriodRange }): Record<string, string> {
  return period.preset === 'custom'
    ? { period: 'custom', from: period.range.from, to: period.range.to }
    : { period: period.preset };
}
