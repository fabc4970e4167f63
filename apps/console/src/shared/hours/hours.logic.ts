import { type OpeningInterval, WEEKDAYS, type Weekday, type WeeklyHours } from '@console/contract';

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The contract's limit of opening periods a day. */
export const MAX_PERIODS = 4;

/** A week closed every day: where a new shop's hours start. */
export const CLOSED_WEEK: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

const CLOCK = /^(\d\d):(\d\d)$/;

const minutesOf = (time: string): number | null => {
  const match = CLOCK.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The day with one more period: a first one of 09:00–17:00, or one starting an hour after the last closes
 * and lasting two hours (up to 24:00); empty times when the last one has no closing time to go by.
 */
export function withPeriodAdded(intervals: readonly OpeningInterval[]): OpeningInterval[] {
  const last = intervals.at(-1);
  if (!last) return [{ opens: '09:00', closes: '17:00' }];
  const closes = minutesOf(last.closes);
  if (closes === null || closes + 60 >= 24 * 60) return [...intervals, { opens: '', closes: '' }];
  return [...intervals, { opens: clockOf(closes + 60), closes: clockOf(Math.min(closes + 180, 24 * 60)) }];
}

/** The week with one day's hours copied onto other days. */
export function withDayCopied(week: WeeklyHours, from: Weekday, to: readonly Weekday[]): WeeklyHours {
  const copy = { ...week };
  for (const day of to) copy[day] = week[from].map((interval) => ({ ...interval }));
  return copy;
}

/** The days other than one, in the week's order. */
export const otherDays = (day: Weekday): Weekday[] => WEEKDAYS.filter((other) => other !== day);
