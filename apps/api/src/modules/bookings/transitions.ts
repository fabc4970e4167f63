// The booking state machine (contract BOOKING_TRANSITIONS, domain §2.7). A booking changes only inside a
// transaction holding its row lock, so two people acting at once are decided one after the other: the
// second finds the new status and is refused with 409 `invalid_transition`. Every change writes a
// status_changes row (entity 'booking'); a step the system takes (expiry) has no actor.
import { BOOKING_TRANSITIONS, type BookingAction, type BookingStatus } from '@console/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { bookings, statusChanges } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { emitBookingStatus } from '../webhooks/areaEvents.ts';
import { BOOKING_ENTITY } from './scope.ts';

export type BookingRecord = typeof bookings.$inferSelect;

const actionLabel: Record<BookingAction, string> = {
  confirm: 'be confirmed',
  reject: 'be rejected',
  cancel: 'be cancelled',
  reschedule: 'be rescheduled',
  checkIn: 'be checked in',
  complete: 'be completed',
  noShow: 'be marked as a no-show',
  undoNoShow: 'have its no-show undone',
  expire: 'expire',
};

/** May the action leave from the booking's status? */
export function allows(action: BookingAction, status: string): boolean {
  return (BOOKING_TRANSITIONS[action].from as readonly string[]).includes(status);
}

/** 409 `invalid_transition` unless the booking is in a status `action` leaves from. */
export function checkTransition(
  booking: Pick<BookingRecord, 'reference' | 'status'>,
  action: BookingAction,
): void {
  if (allows(action, booking.status)) return;
  const from = BOOKING_TRANSITIONS[action].from as readonly string[];
  throw new ApiError(
    409,
    `Booking ${booking.reference} is ${booking.status.replaceAll('_', ' ')}: it cannot ${actionLabel[action]} ` +
      `(allowed only from ${from.map((status) => status.replaceAll('_', ' ')).join(' or ')}).`,
    undefined,
    'invalid_transition',
  );
}

/** The booking, locked for the rest of the transaction; 404 when it is not there or not the viewer's. */
export async function lockBooking(tx: Transaction, id: number, scope?: SQL): Promise<BookingRecord> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), scope))
    .for('update');
  if (!booking) throw new ApiError(404, 'Booking not found.');
  return booking;
}

/** Writes a transition to a booking the caller holds locked: the status, other columns, and its history row. */
export async function applyBookingChange(
  tx: Transaction,
  booking: BookingRecord,
  action: BookingAction,
  change: { set?: Partial<typeof bookings.$inferInsert>; reason?: string | null },
  actorUserId: number | null,
  at = new Date(),
): Promise<BookingRecord> {
  checkTransition(booking, action);
  const to: BookingStatus = BOOKING_TRANSITIONS[action].to;
  const [updated] = await tx
    .update(bookings)
    .set({ ...change.set, status: to, updatedAt: at })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!updated) throw new Error(`bookings: booking ${booking.id} vanished under its lock`);
  await recordBookingStatus(tx, booking.id, booking.status, to, actorUserId, change.reason ?? null, at);
  return updated;
}

/** A history row of a booking (its creation has no `from`). */
export async function recordBookingStatus(
  tx: Transaction,
  bookingId: number,
  from: string | null,
  to: string,
  actorUserId: number | null,
  reason: string | null,
  at = new Date(),
): Promise<void> {
  await tx.insert(statusChanges).values({
    entity: BOOKING_ENTITY,
    entityId: String(bookingId),
    fromStatus: from,
    toStatus: to,
    actorUserId,
    reason,
    at,
  });
  // Every path (staff, the customer's link, the system) writes its history here, and so reports it.
  await emitBookingStatus(tx, bookingId, from, to, at);
}
