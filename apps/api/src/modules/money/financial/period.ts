// The Financial page's period: UTC dates, inclusive, and the buckets of its chart series.
import { FINANCIAL_DAILY_MAX_DAYS, type FinancialQuery } from '@console/contract';

const DAY_MS = 86_400_000;

export interface Period {
  from: string;
  to: string;
  /** The first instant of `from`. */
  start: Date;
  /** The first instant after `to`. */
  end: Date;
  granularity: 'day' | 'week';
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The asked period; without dates, the current month up to today. */
export function periodOf(query: FinancialQuery, now: Date): Period {
  const today = isoDay(now);
  const from = query.from ?? `${today.slice(0, 7)}-01`;
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  return { from, to, start, end, granularity: days <= FINANCIAL_DAILY_MAX_DAYS ? 'day' : 'week' };
}

/** The Monday (UTC) of the week holding `date`. */
function mondayOf(date: Date): Date {
  const offset = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - offset * DAY_MS);
}

/** Every bucket's date ('YYYY-MM-DD') of the period, oldest first: each day, or each week's Monday. */
export function bucketDates(period: Period): string[] {
  const step = period.granularity === 'day' ? 1 : 7;
  const first = period.granularity === 'day' ? period.start : mondayOf(period.start);
  const dates: string[] = [];
  for (let at = first.getTime(); at < period.end.getTime(); at += step * DAY_MS)
    dates.push(isoDay(new Date(at)));
  return dates;
}
