// Reads what `availableSlots` needs for an event type at a shop and dates on the shop's clock: the shop's
// hours and exceptions, the hosts' weeks, overrides and absences, blocked periods, and the seats bookings
// and live holds take. Inside a transaction (create, reschedule) pass the transaction.
import type { Availability, WeeklyHours } from '@console/contract';
import { addDays, zonedInstant } from '@console/contract';
import { and, eq, gt, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Database } from '../../db/database.ts';
import {
  blockedPeriods,
  bookings,
  companies,
  employeeScheduleExceptions,
  employeeSchedules,
  employees,
  eventTypeHosts,
  eventTypeShops,
  shopHoursExceptions,
  shops,
  slotHolds,
} from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { type AvailabilityInput, availableSlots, type DatedHours, type HostHours } from './availability.ts';
import { type EventTypeRecord, effectiveCapacity, liveHolds, seatTakingBookings } from './capacity.ts';

type Db = Database | Transaction;

export type ShopRecord = typeof shops.$inferSelect;

/** The shop, when the event type runs there; 404 otherwise. */
export async function eventShop(db: Db, eventTypeId: number, shopId: number): Promise<ShopRecord> {
  const [row] = await db
    .select({ shop: shops })
    .from(eventTypeShops)
    .innerJoin(shops, eq(shops.id, eventTypeShops.shopId))
    .where(and(eq(eventTypeShops.eventTypeId, eventTypeId), eq(eventTypeShops.shopId, shopId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'This event does not run at that shop.');
  return row.shop;
}

const datedHours = (rows: { date: string; hours: unknown; note: string | null }[]): DatedHours[] =>
  rows.map((row) => ({ date: row.date, hours: row.hours as DatedHours['hours'], note: row.note }));

async function loadHosts(
  db: Db,
  eventTypeId: number,
  from: string,
  to: string,
  span: { start: Date; end: Date },
) {
  const rows = await db
    .select({
      id: employees.id,
      timezone: employees.timezone,
      companyTimezone: companies.timezone,
      hours: employeeSchedules.hours,
    })
    .from(eventTypeHosts)
    .innerJoin(employees, eq(employees.id, eventTypeHosts.employeeId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(employeeSchedules, eq(employeeSchedules.employeeId, employees.id))
    .where(and(eq(eventTypeHosts.eventTypeId, eventTypeId), eq(employees.active, true)));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const exceptions = await db
    .select()
    .from(employeeScheduleExceptions)
    .where(
      and(
        inArray(employeeScheduleExceptions.employeeId, ids),
        gte(employeeScheduleExceptions.date, addDays(from, -1)),
        lte(employeeScheduleExceptions.date, addDays(to, 1)),
      ),
    );
  const away = await db
    .select()
    .from(blockedPeriods)
    .where(
      and(
        inArray(blockedPeriods.employeeId, ids),
        lt(blockedPeriods.startsAt, span.end),
        gt(blockedPeriods.endsAt, span.start),
      ),
    );
  return rows.map(
    (row): HostHours => ({
      employeeId: row.id,
      timezone: row.timezone ?? row.companyTimezone,
      hours: (row.hours as WeeklyHours | null) ?? null,
      exceptions: datedHours(exceptions.filter((exception) => exception.employeeId === row.id)),
      blocked: away
        .filter((period) => period.employeeId === row.id)
        .map((period) => ({ start: period.startsAt, end: period.endsAt })),
    }),
  );
}

export interface AvailabilityOptions {
  /** Leave this booking's seats out (it is being moved). */
  excludeBookingId?: number;
  /** Leave this hold's seats out (it is being turned into the booking). */
  excludeHoldId?: number;
}

/** Availability of the event type at the shop from `from` to `to` (dates on the shop's clock). */
export async function loadAvailability(
  db: Db,
  eventType: EventTypeRecord,
  shopId: number,
  from: string,
  to: string,
  now = new Date(),
  options: AvailabilityOptions = {},
): Promise<Availability> {
  const shop = await eventShop(db, eventType.id, shopId);
  const pad = (eventType.bufferBeforeMinutes + eventType.bufferAfterMinutes) * 60_000;
  // The instants of the asked dates, widened by a day for clocks and by the buffers for conflicts.
  const span = {
    start: new Date(zonedInstant(from, '00:00', shop.timezone).getTime() - 86_400_000 - pad),
    end: new Date(zonedInstant(to, '24:00', shop.timezone).getTime() + 86_400_000 + pad),
  };
  // One query after another: a transaction's connection runs one statement at a time.
  const exceptions = await db
    .select()
    .from(shopHoursExceptions)
    .where(
      and(
        eq(shopHoursExceptions.shopId, shopId),
        gte(shopHoursExceptions.date, addDays(from, -1)),
        lte(shopHoursExceptions.date, addDays(to, 1)),
      ),
    );
  const hosts = await loadHosts(db, eventType.id, from, to, span);
  const blocked = await db
    .select({ start: blockedPeriods.startsAt, end: blockedPeriods.endsAt })
    .from(blockedPeriods)
    .where(
      and(
        eq(blockedPeriods.companyId, shop.companyId),
        isNull(blockedPeriods.employeeId),
        or(eq(blockedPeriods.shopId, shopId), isNull(blockedPeriods.shopId)),
        lt(blockedPeriods.startsAt, span.end),
        gt(blockedPeriods.endsAt, span.start),
      ),
    );
  const booked = await db
    .select({ id: bookings.id, start: bookings.startsAt, end: bookings.endsAt, seats: bookings.seats })
    .from(bookings)
    .where(seatTakingBookings(eventType, shopId, span));
  const held = await db
    .select({ id: slotHolds.id, start: slotHolds.startsAt, end: slotHolds.endsAt, seats: slotHolds.seats })
    .from(slotHolds)
    .where(liveHolds(eventType, shopId, span, now));
  const input: AvailabilityInput = {
    timezone: shop.timezone,
    from,
    to,
    now,
    shopHours: shop.hours as WeeklyHours,
    shopExceptions: datedHours(exceptions),
    hosts,
    blocked,
    taken: [
      ...booked.filter((row) => row.id !== options.excludeBookingId),
      ...held.filter((row) => row.id !== options.excludeHoldId),
    ],
    rules: {
      durationMinutes: eventType.durationMinutes,
      slotIntervalMinutes: eventType.slotIntervalMinutes,
      bufferBeforeMinutes: eventType.bufferBeforeMinutes,
      bufferAfterMinutes: eventType.bufferAfterMinutes,
      minNoticeMinutes: eventType.minNoticeMinutes,
      maxAdvanceDays: eventType.maxAdvanceDays,
      capacity: effectiveCapacity(eventType),
    },
  };
  return availableSlots(input);
}
