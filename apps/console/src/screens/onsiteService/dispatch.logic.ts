import {
  addDays,
  DEFAULT_SLA_HOURS,
  type DispatchDay,
  type DispatchJob,
  ONSITE_FINAL_STATUSES,
  type OnsiteAction,
  type OnsiteJobStatus,
  type OnsitePriority,
  onsiteActionAllowed,
  wallClock,
  zonedInstant,
} from '@console/contract';
import { isHttpError, isOnsiteUser, type UserInfo } from '@console/core';

/** Owners (1) and managers (2) of an onsite brand dispatch: create, plan, assign, cancel. */
const DISPATCHER_MAX_ROLE = 2;

export function canDispatch(userInfo: UserInfo | null | undefined): boolean {
  return isOnsiteUser(userInfo) && Number(userInfo?.user_role) <= DISPATCHER_MAX_ROLE;
}

/** '09:30': the time of day an instant shows on a clock. */
export function clockHour(iso: string, timezone: string): string {
  return wallClock(new Date(iso), timezone).time;
}

/** The date and HH:MM an instant shows on a clock (a form's date and time fields). */
export function onClock(iso: string, timezone: string): { date: string; time: string } {
  return wallClock(new Date(iso), timezone);
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The ISO instant of a date and HH:MM on a clock, or null while either is not a whole value. */
export function instantOnClock(date: string, time: string, timezone: string): string | null {
  if (!/^\d{4}-\d\d-\d\d$/.test(date) || !HH_MM.test(time)) return null;
  return zonedInstant(date, time, timezone).toISOString();
}

/** 90 → '1 h 30 min'. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * When a job of this priority is due: the request (the requested window's start, or now) plus the
 * priority's SLA hours, as the server sets it.
 */
export function dueByFor(
  priority: OnsitePriority,
  slaHours: Record<OnsitePriority, number> | undefined,
  requestedFrom: Date,
): string {
  const hours = (slaHours ?? DEFAULT_SLA_HOURS)[priority];
  return new Date(requestedFrom.getTime() + hours * 3_600_000).toISOString();
}

/** The code a 409 carries (`version_conflict`, `invalid_transition`), if the error is one. */
export function refusalCode(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  const code = (error.data as { data?: { error?: unknown } } | null | undefined)?.data?.error;
  return typeof code === 'string' ? code : null;
}

/** What a refused job action says: a stale copy asks for a reload; anything else keeps the server's words. */
export const VERSION_CONFLICT_MESSAGE =
  'Someone else changed this job in the meantime. It has been reloaded: check it and try again.';

/** The dispatcher's buttons on a job, in the order they show, and how each reads. */
export const JOB_BUTTONS = {
  confirm: 'Confirm',
  schedule: 'Schedule',
  assign: 'Assign',
  reschedule: 'Reschedule',
  edit: 'Edit details',
  cancel: 'Cancel job',
} as const;
export type JobButton = keyof typeof JOB_BUTTONS;

/** The buttons a dispatcher gets for a job in this status (the state machine's rule); others get none. */
export function jobButtons(status: OnsiteJobStatus, dispatcher: boolean): JobButton[] {
  if (!dispatcher) return [];
  return (Object.keys(JOB_BUTTONS) as JobButton[]).filter((button) =>
    button === 'edit'
      ? !ONSITE_FINAL_STATUSES.includes(status)
      : onsiteActionAllowed(button as OnsiteAction, status),
  );
}

export interface Interval {
  start: string;
  end: string;
}

/** The end of a plan: its ETA plus its duration. */
export function planEnd(start: string, durationMinutes: number): string {
  return new Date(Date.parse(start) + durationMinutes * 60_000).toISOString();
}

const overlap = (a: Interval, b: Interval) =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

/** The technician's other jobs this plan overlaps (the job being planned never conflicts with itself). */
export function overlappingJobs(
  plan: Interval,
  jobs: readonly DispatchJob[],
  exceptJobId: number | null,
): DispatchJob[] {
  return jobs.filter((job) => job.id !== exceptJobId && overlap(plan, job));
}

/** Whether a plan falls outside the technician's hours: not wholly inside one working interval. */
export function outsideHours(plan: Interval, hours: readonly Interval[]): boolean {
  return !hours.some(
    (interval) =>
      Date.parse(interval.start) <= Date.parse(plan.start) &&
      Date.parse(plan.end) <= Date.parse(interval.end),
  );
}

/** The warnings an assignment gets (never a block): overlaps with other jobs, outside the technician's hours. */
export function planWarnings(
  plan: Interval,
  days: readonly DispatchDay[],
  exceptJobId: number | null,
  timezone: string,
): string[] {
  const jobs = days.flatMap((day) => day.jobs);
  const hours = days.flatMap((day) => day.hours);
  const warnings = overlappingJobs(plan, jobs, exceptJobId).map(
    (job) =>
      `Overlaps ${job.number} (${clockHour(job.start, timezone)}–${clockHour(job.end, timezone)}) of this technician.`,
  );
  if (outsideHours(plan, hours)) {
    warnings.push(
      hours.length === 0
        ? 'The technician does not work that day.'
        : "Falls outside the technician's working hours that day.",
    );
  }
  return warnings;
}

/** The jobs of a technician's day that conflict: overlapping another of the day's jobs, or outside the hours. */
export function conflictingJobIds(day: DispatchDay): Set<number> {
  const ids = new Set<number>();
  for (const job of day.jobs) {
    if (outsideHours(job, day.hours) || overlappingJobs(job, day.jobs, job.id).length > 0) ids.add(job.id);
  }
  return ids;
}

/** Minutes the technician works in a day. */
export function workingMinutes(day: DispatchDay): number {
  return day.hours.reduce(
    (total, interval) => total + (Date.parse(interval.end) - Date.parse(interval.start)) / 60_000,
    0,
  );
}

/** '08:00–12:00, 13:00–17:00' on a clock, or 'Off'. */
export function hoursLabel(hours: readonly Interval[], timezone: string): string {
  if (hours.length === 0) return 'Off';
  return hours
    .map((interval) => `${clockHour(interval.start, timezone)}–${clockHour(interval.end, timezone)}`)
    .join(', ');
}

/** The first day of the week after or before the one starting on `from`. */
export const shiftWeek = (from: string, weeks: number) => addDays(from, weeks * 7);

/**
 * The day to ask GET /onsite/dispatch for, for a plan entered on the customer's clock: the dispatch days are
 * on the brand's clock, so once that is known the plan's own date on it; until then the customer's date.
 */
export function dispatchDayOf(
  start: string | null,
  customerDate: string,
  brandTimezone: string | null,
): string {
  if (start === null || brandTimezone === null) return customerDate;
  return wallClock(new Date(start), brandTimezone).date;
}
