import type { ScheduleOverview, WeeklyHours } from '@console/contract';
import { CLOSED_WEEK } from '../../shared/hours/hours.logic';

const parts = (instant: number, timeZone: string) => {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const of = (type: Intl.DateTimeFormatPartTypes) => Number(fields.find((part) => part.type === type)?.value);
  return { year: of('year'), month: of('month'), day: of('day'), hour: of('hour'), minute: of('minute') };
};

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = parts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The UTC instant (ISO) of a date and time on a zone's clock. A time the spring change skips is moved
 * forward by the gap; a time the autumn change doubles is the first of the two (as the server reads them).
 */
export function zonedIso(date: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const day = 86_400_000 / 2;
  // The zone's offset half a day before and after: one of them holds at the wall time, or both (a doubled hour).
  const before = wall - offsetAt(wall - day, timeZone);
  const after = wall - offsetAt(wall + day, timeZone);
  const holds = [before, after].filter((instant) => instant + offsetAt(instant, timeZone) === wall);
  // None holds in a skipped hour: read with the offset before the change, it lands after the gap.
  return new Date(holds.length > 0 ? Math.min(...holds) : before).toISOString();
}

/** The date and time (HH:MM) on a zone's clock of an instant. */
export function wallClockOf(iso: string, timeZone: string): { date: string; time: string } {
  const p = parts(Date.parse(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${two(p.month)}-${two(p.day)}`, time: `${two(p.hour)}:${two(p.minute)}` };
}

/** A period to read on a zone's clock with its abbreviation: 'Nov 26, 2026, 09:00 – 17:00 PST' or across days. */
export function periodText(startsAt: string, endsAt: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' });
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(endsAt))
    .find((part) => part.type === 'timeZoneName')?.value;
  const start = wallClockOf(startsAt, timeZone);
  const end = wallClockOf(endsAt, timeZone);
  const startDay = day.format(new Date(startsAt));
  if (start.date === end.date) return `${startDay}, ${start.time} – ${end.time} ${zone}`;
  return `${startDay}, ${start.time} – ${day.format(new Date(endsAt))}, ${end.time} ${zone}`;
}

/** The week the form starts an employee's own hours with: their first shop's, else closed. */
export function startingWeek(overview: ScheduleOverview, shopIds: readonly number[]): WeeklyHours {
  const shop = overview.shops.find((candidate) => shopIds.includes(candidate.id));
  return (shop?.hours as WeeklyHours | undefined) ?? CLOSED_WEEK;
}

/** The zone a blocked period is on: its shop's, else the employee's, else the first shop's. */
export function zoneOfPeriod(
  overview: ScheduleOverview,
  shopId: number | null,
  employeeId: number | null,
): string {
  const shop = overview.shops.find((candidate) => candidate.id === shopId);
  if (shop) return shop.timezone;
  const employee = overview.employees.find((candidate) => candidate.employee.id === employeeId);
  return employee?.timezone ?? overview.shops[0]?.timezone ?? 'America/New_York';
}

type OverviewException = ScheduleOverview['shops'][number]['exceptions'][number];

/** Exceptions as the forms hold them (a note absent rather than null). */
export const exceptionsFormValues = (exceptions: readonly OverviewException[]) =>
  exceptions.map((exception) => ({ ...exception, note: exception.note ?? undefined }));
