// Writing schedules (/editSchedule): a shop's week and its exceptions from today on (the same data as the
// shop form), an employee's own week and overrides from today on, and blocked periods. Only the retailer's
// own shops and employees; anything else answers 404.
import {
  type BlockedPeriod,
  type BlockedPeriodBody,
  dateOnClock,
  type EmployeeScheduleBody,
  type ShopScheduleBody,
} from '@console/contract';
import { and, eq, gte } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import {
  blockedPeriods,
  companies,
  employeeScheduleExceptions,
  employeeSchedules,
  employees,
  shopHoursExceptions,
  shops,
} from '../../../db/schema.ts';
import type { Transaction } from '../../../db/types.ts';
import { refusePastExceptions, writeExceptions } from '../../shops/write.ts';
import { blockedPeriodViews } from './queries.ts';

async function ownShop(tx: Transaction, viewer: Viewer, id: number) {
  const [shop] = await tx
    .select()
    .from(shops)
    .where(and(eq(shops.id, id), eq(shops.companyId, viewer.companyId)));
  if (!shop) throw new ApiError(404, 'Shop not found.');
  return shop;
}

async function ownEmployee(tx: Transaction, viewer: Viewer, id: number) {
  const [row] = await tx
    .select({ employee: employees, companyZone: companies.timezone })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(and(eq(employees.id, id), eq(employees.companyId, viewer.companyId)));
  if (!row) throw new ApiError(404, 'Employee not found.');
  return row;
}

export async function saveShopSchedule(
  db: Database,
  viewer: Viewer,
  id: number,
  body: ShopScheduleBody,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const shop = await ownShop(tx, viewer, id);
    const today = dateOnClock(shop.timezone, now);
    refusePastExceptions(body.exceptions, today);
    await tx.update(shops).set({ hours: body.hours, updatedAt: now }).where(eq(shops.id, id));
    await tx
      .delete(shopHoursExceptions)
      .where(and(eq(shopHoursExceptions.shopId, id), gte(shopHoursExceptions.date, today)));
    await writeExceptions(tx, id, body.exceptions);
  });
}

export async function saveEmployeeSchedule(
  db: Database,
  viewer: Viewer,
  id: number,
  body: EmployeeScheduleBody,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const { employee, companyZone } = await ownEmployee(tx, viewer, id);
    const today = dateOnClock(employee.timezone ?? companyZone, now);
    refusePastExceptions(body.exceptions, today);
    if (body.hours)
      await tx
        .insert(employeeSchedules)
        .values({ employeeId: id, hours: body.hours, updatedAt: now })
        .onConflictDoUpdate({
          target: employeeSchedules.employeeId,
          set: { hours: body.hours, updatedAt: now },
        });
    else await tx.delete(employeeSchedules).where(eq(employeeSchedules.employeeId, id));
    await tx
      .delete(employeeScheduleExceptions)
      .where(and(eq(employeeScheduleExceptions.employeeId, id), gte(employeeScheduleExceptions.date, today)));
    if (body.exceptions.length)
      await tx.insert(employeeScheduleExceptions).values(
        body.exceptions.map((exception) => ({
          employeeId: id,
          date: exception.date,
          closed: exception.closed,
          hours: exception.hours,
          note: exception.note ?? null,
        })),
      );
  });
}

/** The period's columns; its shop and employee must be the company's (404 otherwise). */
async function periodColumns(tx: Transaction, viewer: Viewer, body: BlockedPeriodBody) {
  if (body.shopId != null) await ownShop(tx, viewer, body.shopId);
  if (body.employeeId != null) await ownEmployee(tx, viewer, body.employeeId);
  return {
    companyId: viewer.companyId,
    shopId: body.shopId,
    employeeId: body.employeeId,
    startsAt: new Date(body.startsAt),
    endsAt: new Date(body.endsAt),
    reason: body.reason,
  };
}

async function viewOf(tx: Transaction, viewer: Viewer, id: number): Promise<BlockedPeriod> {
  const [view] = await blockedPeriodViews(tx, viewer.companyId, eq(blockedPeriods.id, id));
  if (!view) throw new ApiError(404, 'Blocked period not found.');
  return view;
}

export async function createBlockedPeriod(
  db: Database,
  viewer: Viewer,
  body: BlockedPeriodBody,
): Promise<BlockedPeriod> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blockedPeriods)
      .values({ ...(await periodColumns(tx, viewer, body)), createdBy: viewer.userId })
      .returning({ id: blockedPeriods.id });
    if (!row) throw new Error('schedules: the blocked period was not written');
    return viewOf(tx, viewer, row.id);
  });
}

export async function updateBlockedPeriod(
  db: Database,
  viewer: Viewer,
  id: number,
  body: BlockedPeriodBody,
): Promise<BlockedPeriod> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(blockedPeriods)
      .set(await periodColumns(tx, viewer, body))
      .where(and(eq(blockedPeriods.id, id), eq(blockedPeriods.companyId, viewer.companyId)))
      .returning({ id: blockedPeriods.id });
    if (updated.length === 0) throw new ApiError(404, 'Blocked period not found.');
    return viewOf(tx, viewer, id);
  });
}

export async function deleteBlockedPeriod(db: Database, viewer: Viewer, id: number): Promise<void> {
  const deleted = await db
    .delete(blockedPeriods)
    .where(and(eq(blockedPeriods.id, id), eq(blockedPeriods.companyId, viewer.companyId)))
    .returning({ id: blockedPeriods.id });
  if (deleted.length === 0) throw new ApiError(404, 'Blocked period not found.');
}
