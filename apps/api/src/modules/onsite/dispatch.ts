// GET /onsite/dispatch: the brand's technicians × days (dates on the brand's clock) with each day's working
// hours as instants, the jobs planned for them and the minutes booked, and the open jobs nobody is assigned
// to. Working hours are the companies area's (bookings/schedules): an employee's own week and overrides,
// else the hours of the shops they work at (employeeSpansOn, the booking engine's rule), less the periods
// they are away (their blocked periods, and the company's own that name no shop).
import {
  addDays,
  type DispatchDay,
  dateOnClock,
  ONSITE_FINAL_STATUSES,
  type OnsiteDispatch,
  type OnsiteDispatchQuery,
  type OnsiteJobStatus,
  onsitePlanEnd,
  type WeeklyHours,
} from '@console/contract';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, notInArray, or } from 'drizzle-orm';
import {
  blockedPeriods,
  companies,
  EmployeePosition,
  employeeScheduleExceptions,
  employeeSchedules,
  employeeShops,
  employees,
  onsiteJobs,
  shopHoursExceptions,
  shops,
} from '../../db/schema.ts';
import { type DatedHours, employeeSpansOn, type ShopHours, type Span } from '../bookings/availability.ts';
import type { OnsiteViewer } from './access.ts';
import { brandJobs, dayOnClock } from './queries.ts';
import { type Db, employeeName, jobRow, selectJobs } from './rows.ts';

/** A technician's hours as the schedules area keeps them. */
interface TechnicianHours {
  id: number;
  name: string;
  timezone: string;
  hours: WeeklyHours | null;
  exceptions: DatedHours[];
  shops: ShopHours[];
  /** When they are away: their own blocked periods and the brand's company-wide ones. */
  away: Span[];
}

/** `spans` with the parts that fall in any of `away` cut out. */
function withoutAway(spans: Span[], away: readonly Span[]): Span[] {
  let left = spans;
  for (const gone of away)
    left = left.flatMap((span) => {
      if (gone.end <= span.start || gone.start >= span.end) return [span];
      const parts: Span[] = [];
      if (gone.start > span.start) parts.push({ start: span.start, end: gone.start });
      if (gone.end < span.end) parts.push({ start: gone.end, end: span.end });
      return parts;
    });
  return left;
}

const datedHours = (rows: { date: string; hours: unknown; note: string | null }[]): DatedHours[] =>
  rows.map((row) => ({ date: row.date, hours: row.hours as DatedHours['hours'], note: row.note }));

/** The working spans of a technician that start within [start, end). */
function workingSpans(technician: TechnicianHours, from: string, to: string, span: Span): Span[] {
  const seen = new Map<string, Span>();
  for (let date = addDays(from, -1); date <= addDays(to, 1); date = addDays(date, 1)) {
    // Without a week of their own and without a shop they work only the days they have an override for.
    const places: ShopHours[] =
      technician.hours || technician.shops.length === 0 ? [noShop] : technician.shops;
    for (const shop of places)
      for (const working of employeeSpansOn(date, technician, shop))
        seen.set(`${working.start.getTime()}-${working.end.getTime()}`, working);
  }
  return withoutAway([...seen.values()], technician.away)
    .filter((working) => working.start >= span.start && working.start < span.end)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

const noShop: ShopHours = {
  timezone: 'UTC',
  hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  exceptions: [],
};

/** The brand's active technicians with their weeks, overrides and shops' hours around [from, to]. */
async function loadTechnicianHours(
  db: Db,
  brandId: number,
  from: string,
  to: string,
): Promise<TechnicianHours[]> {
  const people = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      timezone: employees.timezone,
      companyTimezone: companies.timezone,
      hours: employeeSchedules.hours,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(employeeSchedules, eq(employeeSchedules.employeeId, employees.id))
    .where(
      and(
        eq(employees.companyId, brandId),
        eq(employees.position, EmployeePosition.technician),
        eq(employees.active, true),
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
  if (people.length === 0) return [];
  const ids = people.map((person) => person.id);
  const range = (column: typeof employeeScheduleExceptions.date | typeof shopHoursExceptions.date) =>
    and(gte(column, addDays(from, -1)), lte(column, addDays(to, 1)));
  const overrides = await db
    .select()
    .from(employeeScheduleExceptions)
    .where(and(inArray(employeeScheduleExceptions.employeeId, ids), range(employeeScheduleExceptions.date)));
  const workplaces = await db
    .select({ employeeId: employeeShops.employeeId, shop: shops })
    .from(employeeShops)
    .innerJoin(shops, eq(shops.id, employeeShops.shopId))
    .where(and(inArray(employeeShops.employeeId, ids), eq(shops.active, true)));
  const around = {
    start: new Date(`${addDays(from, -2)}T00:00:00Z`),
    end: new Date(`${addDays(to, 2)}T00:00:00Z`),
  };
  const away = await db
    .select()
    .from(blockedPeriods)
    .where(
      and(
        eq(blockedPeriods.companyId, brandId),
        or(
          inArray(blockedPeriods.employeeId, ids),
          and(isNull(blockedPeriods.employeeId), isNull(blockedPeriods.shopId)),
        ),
        lt(blockedPeriods.startsAt, around.end),
        gt(blockedPeriods.endsAt, around.start),
      ),
    );
  const shopIds = [...new Set(workplaces.map((row) => row.shop.id))];
  const shopExceptions = shopIds.length
    ? await db
        .select()
        .from(shopHoursExceptions)
        .where(and(inArray(shopHoursExceptions.shopId, shopIds), range(shopHoursExceptions.date)))
    : [];
  return people.map((person) => ({
    id: person.id,
    name: employeeName(person.firstName, person.lastName),
    timezone: person.timezone ?? person.companyTimezone,
    hours: (person.hours as WeeklyHours | null) ?? null,
    exceptions: datedHours(overrides.filter((row) => row.employeeId === person.id)),
    shops: workplaces
      .filter((row) => row.employeeId === person.id)
      .map(({ shop }) => ({
        timezone: shop.timezone,
        hours: shop.hours as WeeklyHours,
        exceptions: datedHours(shopExceptions.filter((row) => row.shopId === shop.id)),
      })),
    away: away
      .filter((period) => period.employeeId === null || period.employeeId === person.id)
      .map((period) => ({ start: period.startsAt, end: period.endsAt })),
  }));
}

/** Jobs that hold a technician's time: planned and neither cancelled nor given up. */
const HOLDS_TIME = notInArray(onsiteJobs.status, ['cancelled', 'cannot_complete']);

export async function dispatchBoard(
  db: Db,
  onsite: OnsiteViewer,
  query: OnsiteDispatchQuery,
  now = new Date(),
): Promise<OnsiteDispatch> {
  const from = query.from ?? dateOnClock(onsite.timezone, now);
  const to = addDays(from, query.days - 1);
  const dates = Array.from({ length: query.days }, (_, i) => addDays(from, i));
  const window = { start: dayOnClock(from, onsite.timezone).start, end: dayOnClock(to, onsite.timezone).end };
  const technicians = await loadTechnicianHours(db, onsite.brandId, from, to);
  const planned = technicians.length
    ? await db
        .select({
          id: onsiteJobs.id,
          number: onsiteJobs.number,
          status: onsiteJobs.status,
          city: onsiteJobs.city,
          technicianId: onsiteJobs.technicianEmployeeId,
          scheduledStart: onsiteJobs.scheduledStart,
          durationMinutes: onsiteJobs.durationMinutes,
        })
        .from(onsiteJobs)
        .where(
          and(
            brandJobs(onsite.brandId),
            inArray(
              onsiteJobs.technicianEmployeeId,
              technicians.map((technician) => technician.id),
            ),
            gte(onsiteJobs.scheduledStart, window.start),
            lt(onsiteJobs.scheduledStart, window.end),
            HOLDS_TIME,
          ),
        )
        .orderBy(asc(onsiteJobs.scheduledStart), asc(onsiteJobs.id))
    : [];
  const unassigned = await selectJobs(db)
    .where(
      and(
        brandJobs(onsite.brandId),
        isNull(onsiteJobs.technicianEmployeeId),
        notInArray(onsiteJobs.status, [...ONSITE_FINAL_STATUSES]),
      ),
    )
    .orderBy(asc(onsiteJobs.scheduledStart), asc(onsiteJobs.id));
  return {
    timezone: onsite.timezone,
    dates,
    technicians: technicians.map((technician) => {
      const hours = workingSpans(technician, from, to, window);
      const own = planned.filter((job) => job.technicianId === technician.id && job.id !== query.jobId);
      const days = dates.map((date): DispatchDay => {
        const day = dayOnClock(date, onsite.timezone);
        const inDay = (at: Date) => at >= day.start && at < day.end;
        const jobs = own
          .filter((job) => job.scheduledStart && inDay(job.scheduledStart))
          .map((job) => {
            const start = job.scheduledStart as Date;
            return {
              id: job.id,
              number: job.number,
              status: job.status as OnsiteJobStatus,
              start: start.toISOString(),
              end: onsitePlanEnd(start, job.durationMinutes).toISOString(),
              city: job.city,
            };
          });
        return {
          date,
          hours: hours
            .filter((working) => inDay(working.start))
            .map((working) => ({ start: working.start.toISOString(), end: working.end.toISOString() })),
          jobs,
          bookedMinutes: own
            .filter((job) => job.scheduledStart && inDay(job.scheduledStart))
            .reduce((sum, job) => sum + job.durationMinutes, 0),
        };
      });
      return { id: technician.id, name: technician.name, days };
    }),
    unassigned: unassigned.map((row) => jobRow(row, now)),
  };
}
