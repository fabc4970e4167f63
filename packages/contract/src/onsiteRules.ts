// The onsite rules both sides apply (pure, no I/O): a job's due time from its priority's SLA, the derived
// delayed and overdue flags, and the dispatch warnings (a plan overlapping another job, or outside the
// technician's working hours). The server answers with them; the console re-reads them as the clock moves
// and warns in the dispatch dialog with the same rule.
import { ONSITE_BEFORE_ON_SITE, type OnsiteJobStatus, type OnsitePriority } from './onsite.ts';

/** An instant as the API sends it (ISO text) or as code holds it. */
export type Instant = string | Date;

/** A period from `start` (included) to `end` (excluded). */
export interface Period {
  start: Instant;
  end: Instant;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;
const ms = (at: Instant) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/** When a job is due: the request (the window's start, else when the job was made) plus its priority's SLA hours. */
export function onsiteDueBy(
  requestedAt: Instant,
  priority: OnsitePriority,
  slaHours: Readonly<Record<OnsitePriority, number>>,
): Date {
  return new Date(ms(requestedAt) + slaHours[priority] * HOUR);
}

/** The end of a plan: the ETA plus the duration. */
export function onsitePlanEnd(scheduledStart: Instant, durationMinutes: number): Date {
  return new Date(ms(scheduledStart) + durationMinutes * MINUTE);
}

/** Delayed: the ETA has passed and the technician is not on site yet. */
export function onsiteJobDelayed(
  job: { status: OnsiteJobStatus; scheduledStart: Instant | null },
  now: Instant = new Date(),
): boolean {
  return (
    job.scheduledStart !== null &&
    ms(now) > ms(job.scheduledStart) &&
    ONSITE_BEFORE_ON_SITE.includes(job.status)
  );
}

/** Overdue: the SLA's due time has passed and the job is neither completed nor cancelled. */
export function onsiteJobOverdue(
  job: { status: OnsiteJobStatus; dueBy: Instant },
  now: Instant = new Date(),
): boolean {
  return ms(now) > ms(job.dueBy) && job.status !== 'completed' && job.status !== 'cancelled';
}

/** Whether two periods share any time (touching ends do not). */
export function periodsOverlap(a: Period, b: Period): boolean {
  return ms(a.start) < ms(b.end) && ms(b.start) < ms(a.end);
}

/**
 * The technician's other jobs a plan overlaps (a dispatch warning); the job being planned (`jobId`) does not
 * conflict with itself.
 */
export function overlappingJobs<Job extends Period & { id: number }>(
  plan: Period,
  jobs: readonly Job[],
  jobId?: number,
): Job[] {
  return jobs.filter((job) => job.id !== jobId && periodsOverlap(plan, job));
}

/** Whether a plan falls outside the working hours (a dispatch warning): it must lie within one interval. */
export function outsideHours(plan: Period, hours: readonly Period[]): boolean {
  return !hours.some((interval) => ms(plan.start) >= ms(interval.start) && ms(plan.end) <= ms(interval.end));
}
