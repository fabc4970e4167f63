// What the schedule editor (/editSchedule) shows for a retailer: each shop's week and exceptions from today
// on, each active employee's own week (or none: their shops' hours) and overrides, and the blocked periods
// not over yet. An admin reads one company's (`companyId`).
import {
  type BlockedPeriod,
  dateOnClock,
  type EmployeeSchedule,
  type ScheduleOverview,
} from '@console/contract';
import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import { CompanyRole } from '../../../auth/roles.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import {
  blockedPeriods,
  CompanyType,
  companies,
  employeeScheduleExceptions,
  employeeSchedules,
  employeeShops,
  employees,
  shopHoursExceptions,
  shops,
} from '../../../db/schema.ts';
import type { Transaction } from '../../../db/types.ts';
import { UserType } from '../../warranty/scope.ts';

type Db = Database | Transaction;
type Hours = ScheduleOverview['shops'][number]['hours'];

/** The company whose schedules the viewer works on: its own (a retailer), the one asked for (an admin). */
export function scheduleCompany(viewer: Viewer, companyId: number | undefined): number {
  if (viewer.userType !== UserType.admin) return viewer.companyId;
  if (!companyId) throw new ApiError(422, 'Choose a company.', { companyId: 'Choose a company.' });
  return companyId;
}

/** The retailer's owner or a manager edits schedules. */
export function editsSchedules(viewer: Viewer): boolean {
  return viewer.userType === UserType.retailer && viewer.userRole <= CompanyRole.manager;
}

const exceptionView = (row: { date: string; closed: boolean; hours: unknown; note: string | null }) => ({
  date: row.date,
  closed: row.closed,
  hours: row.hours as { opens: string; closes: string }[],
  note: row.note,
});

export async function blockedPeriodViews(
  db: Db,
  companyId: number,
  where: ReturnType<typeof and>,
): Promise<BlockedPeriod[]> {
  const rows = await db
    .select({
      period: blockedPeriods,
      shopName: shops.name,
      shopZone: shops.timezone,
      first: employees.firstName,
      last: employees.lastName,
      companyZone: companies.timezone,
    })
    .from(blockedPeriods)
    .innerJoin(companies, eq(companies.id, blockedPeriods.companyId))
    .leftJoin(shops, eq(shops.id, blockedPeriods.shopId))
    .leftJoin(employees, eq(employees.id, blockedPeriods.employeeId))
    .where(and(eq(blockedPeriods.companyId, companyId), where))
    .orderBy(asc(blockedPeriods.startsAt), asc(blockedPeriods.id));
  return rows.map(({ period, ...row }) => ({
    id: period.id,
    shop: period.shopId ? { id: period.shopId, name: row.shopName ?? '' } : null,
    employee: period.employeeId ? { id: period.employeeId, name: `${row.first} ${row.last}` } : null,
    startsAt: period.startsAt.toISOString(),
    endsAt: period.endsAt.toISOString(),
    reason: period.reason,
    timezone: row.shopZone ?? row.companyZone,
  }));
}

export async function scheduleOverview(
  db: Db,
  viewer: Viewer,
  companyId: number,
  now = new Date(),
): Promise<ScheduleOverview> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company || company.type !== CompanyType.retailer) throw new ApiError(404, 'Company not found.');
  const today = dateOnClock(company.timezone, now);
  const shopRows = await db
    .select()
    .from(shops)
    .where(and(eq(shops.companyId, companyId), eq(shops.active, true)))
    .orderBy(asc(shops.name), asc(shops.id));
  const shopIds = shopRows.map((shop) => shop.id);
  const shopExceptions = shopIds.length
    ? await db
        .select()
        .from(shopHoursExceptions)
        .where(and(inArray(shopHoursExceptions.shopId, shopIds), gte(shopHoursExceptions.date, today)))
        .orderBy(asc(shopHoursExceptions.date))
    : [];
  const people = await db
    .select({ employee: employees, hours: employeeSchedules.hours })
    .from(employees)
    .leftJoin(employeeSchedules, eq(employeeSchedules.employeeId, employees.id))
    .where(and(eq(employees.companyId, companyId), eq(employees.active, true)))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  const peopleIds = people.map((row) => row.employee.id);
  const workplaces = peopleIds.length
    ? await db
        .select({ employeeId: employeeShops.employeeId, id: shops.id, name: shops.name })
        .from(employeeShops)
        .innerJoin(shops, eq(shops.id, employeeShops.shopId))
        .where(inArray(employeeShops.employeeId, peopleIds))
    : [];
  const overrides = peopleIds.length
    ? await db
        .select()
        .from(employeeScheduleExceptions)
        .where(
          and(
            inArray(employeeScheduleExceptions.employeeId, peopleIds),
            gte(employeeScheduleExceptions.date, today),
          ),
        )
        .orderBy(asc(employeeScheduleExceptions.date))
    : [];
  const employeeViews: EmployeeSchedule[] = people.map(({ employee, hours }) => ({
    employee: { id: employee.id, name: `${employee.firstName} ${employee.lastName}` },
    shops: workplaces.filter((row) => row.employeeId === employee.id).map(({ id, name }) => ({ id, name })),
    timezone: employee.timezone ?? company.timezone,
    hours: (hours as Hours | null) ?? null,
    exceptions: overrides.filter((row) => row.employeeId === employee.id).map(exceptionView),
  }));
  return {
    shops: shopRows.map((shop) => ({
      id: shop.id,
      name: shop.name,
      timezone: shop.timezone,
      hours: shop.hours as Hours,
      exceptions: shopExceptions.filter((row) => row.shopId === shop.id).map(exceptionView),
    })),
    employees: employeeViews,
    blockedPeriods: await blockedPeriodViews(db, companyId, gt(blockedPeriods.endsAt, now)),
    editable: editsSchedules(viewer),
  };
}
