// "Never more than capacity" (domain §4, invariant 1). Every write that takes seats (a new booking, a hold,
// a confirmation, a reschedule) runs in one transaction that first takes the slot lock of its event type at
// its shop, then counts the seats already taken and only then writes. The lock is a transaction-scoped
// advisory lock on (event type, shop): PostgreSQL queues the second writer until the first commits, and
// PGlite runs one transaction at a time anyway. Displayed availability is only a hint; this is the check.
import { and, eq, gt, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { bookings, type eventTypes, slotHolds } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

export type EventTypeRecord = typeof eventTypes.$inferSelect;

/** Seats a slot of the event offers: its capacity, and never more than its demo units when it has any. */
export function effectiveCapacity(eventType: Pick<EventTypeRecord, 'capacityPerSlot' | 'demoUnits'>): number {
  const units = Array.isArray(eventType.demoUnits) ? eventType.demoUnits.length : 0;
  return units > 0 ? Math.min(eventType.capacityPerSlot, units) : eventType.capacityPerSlot;
}

/** Statuses whose seats are taken; pending only while the event lets a pending booking block its slot. */
export function seatTakingStatuses(eventType: Pick<EventTypeRecord, 'confirmationBlocksSlot'>): string[] {
  const statuses = ['confirmed', 'checked_in', 'completed', 'no_show'];
  return eventType.confirmationBlocksSlot ? ['pending', ...statuses] : statuses;
}

/** Takes the slot lock of an event type at a shop until the transaction ends. */
export async function lockSlots(tx: Transaction, eventTypeId: number, shopId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${eventTypeId}::int, ${shopId}::int)`);
}

/** The event's bookings at the shop that take seats and overlap `span` (from start to end). */
export function seatTakingBookings(
  eventType: EventTypeRecord,
  shopId: number,
  span: { start: Date; end: Date },
): SQL | undefined {
  return and(
    eq(bookings.eventTypeId, eventType.id),
    eq(bookings.shopId, shopId),
    inArray(bookings.status, seatTakingStatuses(eventType)),
    lt(bookings.startsAt, span.end),
    gt(bookings.endsAt, span.start),
  );
}

/** The event's holds at the shop still live at `now` that overlap `span`. */
export function liveHolds(
  eventType: EventTypeRecord,
  shopId: number,
  span: { start: Date; end: Date },
  now: Date,
): SQL | undefined {
  return and(
    eq(slotHolds.eventTypeId, eventType.id),
    eq(slotHolds.shopId, shopId),
    gt(slotHolds.expiresAt, now),
    lt(slotHolds.startsAt, span.end),
    gt(slotHolds.endsAt, span.start),
  );
}

export interface SeatWindow {
  start: Date;
  end: Date;
  /** Leave these out of the count (the booking being confirmed or moved, the hold being turned into it). */
  excludeBookingId?: number;
  excludeHoldId?: number;
  now?: Date;
}

/**
 * Seats taken by bookings and live holds of the event at the shop that overlap the window, buffers
 * included: two bookings conflict when [start − before, end + after) of each overlap.
 */
export async function seatsTaken(
  tx: Transaction,
  eventType: EventTypeRecord,
  shopId: number,
  window: SeatWindow,
): Promise<number> {
  const before = eventType.bufferBeforeMinutes * 60_000;
  const after = eventType.bufferAfterMinutes * 60_000;
  // Another window [s, e) overlaps when s − before < end + after and e + after > start − before.
  const latestStart = new Date(window.end.getTime() + after + before);
  const earliestEnd = new Date(window.start.getTime() - before - after);
  const [booked] = await tx
    .select({ seats: sql<number>`coalesce(sum(${bookings.seats}), 0)::int` })
    .from(bookings)
    .where(
      and(
        seatTakingBookings(eventType, shopId, { start: earliestEnd, end: latestStart }),
        window.excludeBookingId ? ne(bookings.id, window.excludeBookingId) : undefined,
      ),
    );
  const [held] = await tx
    .select({ seats: sql<number>`coalesce(sum(${slotHolds.seats}), 0)::int` })
    .from(slotHolds)
    .where(
      and(
        liveHolds(eventType, shopId, { start: earliestEnd, end: latestStart }, window.now ?? new Date()),
        window.excludeHoldId ? ne(slotHolds.id, window.excludeHoldId) : undefined,
      ),
    );
  return (booked?.seats ?? 0) + (held?.seats ?? 0);
}

/**
 * 409 `slot_unavailable` unless `seats` more fit in the window. The caller holds the slot lock
 * (`lockSlots`) and writes in the same transaction.
 */
export async function assertSeatsFree(
  tx: Transaction,
  eventType: EventTypeRecord,
  shopId: number,
  seats: number,
  window: SeatWindow,
): Promise<void> {
  const capacity = effectiveCapacity(eventType);
  const taken = await seatsTaken(tx, eventType, shopId, window);
  if (taken + seats <= capacity) return;
  const left = Math.max(0, capacity - taken);
  throw new ApiError(
    409,
    left === 0
      ? 'This time is no longer available: every seat is taken. Choose another time.'
      : `Only ${left} of the ${seats} seats asked for are still free at this time.`,
    undefined,
    'slot_unavailable',
  );
}
