import {
  type ScheduleOverview,
  type WeeklyHours,
  wallClock,
  zoneAbbreviation,
  zonedInstant,
} from '@console/contract';
import { CLOSED_WEEK } from '../../shared/hours/hours.logic';

/** The UTC instant (ISO) of a date and time on a zone's clock, as the server reads it (contract `zonedInstant`). */
export function zonedIso(date: string, time: string, timeZone: string): string {
  return zonedInstant(date, time, timeZone).toISOString();
}

/** A period to read on a zone's clock with its abbreviation: 'Nov 26, 2026, 09:00 – 17:00 PST' or across days. */
export function periodText(startsAt: string, endsAt: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' });
  const zone = zoneAbbreviation(new Date(endsAt), timeZone);
  const start = wallClock(new Date(startsAt), timeZone);
  const end = wallClock(new Date(endsAt), timeZone);
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
