// A day of jobs on the brand's clock: the technician's own day (GET /onsite/myDay, their phone screen) and
// today's jobs for the dashboard card (GET /onsite/today: the brand's, or a technician's own).
import { dateOnClock, type OnsiteMyDay, type OnsiteToday } from '@console/contract';
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { employees, onsiteJobs } from '../../db/schema.ts';
import type { OnsiteViewer } from './access.ts';
import { brandJobs, dayOnClock, jobDetail } from './queries.ts';
import { type Db, employeeName, jobRow, selectJobs } from './rows.ts';

/** The brand's jobs planned within a day (not cancelled), in ETA order; a technician's own when given. */
function jobsPlannedOn(db: Db, onsite: OnsiteViewer, date: string, technicianId: number | null) {
  const day = dayOnClock(date, onsite.timezone);
  return selectJobs(db)
    .where(
      and(
        brandJobs(onsite.brandId),
        gte(onsiteJobs.scheduledStart, day.start),
        lt(onsiteJobs.scheduledStart, day.end),
        ne(onsiteJobs.status, 'cancelled'),
        technicianId === null ? undefined : eq(onsiteJobs.technicianEmployeeId, technicianId),
      ),
    )
    .orderBy(asc(onsiteJobs.scheduledStart), asc(onsiteJobs.id));
}

export async function myDay(
  db: Db,
  onsite: OnsiteViewer,
  date: string | undefined,
  now = new Date(),
): Promise<OnsiteMyDay> {
  if (onsite.technicianId === null) throw new ApiError(403, 'Only a technician has a day of jobs.');
  const day = date ?? dateOnClock(onsite.timezone, now);
  const [technician] = await db
    .select({ firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(eq(employees.id, onsite.technicianId));
  const rows = await jobsPlannedOn(db, onsite, day, onsite.technicianId);
  const jobs = [];
  for (const row of rows) jobs.push(await jobDetail(db, onsite, row.job.id, now));
  return {
    date: day,
    technician: {
      id: onsite.technicianId,
      name: technician ? employeeName(technician.firstName, technician.lastName) : '',
    },
    jobs,
  };
}

export async function today(db: Db, onsite: OnsiteViewer, now = new Date()): Promise<OnsiteToday> {
  const date = dateOnClock(onsite.timezone, now);
  // A dispatcher sees the brand's day; a technician who does not dispatch, their own.
  const own = onsite.canDispatch ? null : onsite.technicianId;
  const jobs = (await jobsPlannedOn(db, onsite, date, own)).map((row) => jobRow(row, now));
  const byStatus: Record<string, number> = {};
  for (const job of jobs) byStatus[job.status] = (byStatus[job.status] ?? 0) + 1;
  return {
    date,
    total: jobs.length,
    byStatus,
    delayed: jobs.filter((job) => job.delayed).length,
    jobs,
  };
}
