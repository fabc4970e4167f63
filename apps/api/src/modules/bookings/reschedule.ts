// Moving a booking (domain §2.7 reschedule): one transaction writes a new booking at the new time linked
// both ways with the old one, turns the old one `rescheduled`, cancels its reminders and schedules the new
// one's. The old booking's seats do not count against the new time (it may overlap itself). The caller
// holds the old booking's row lock (`lockBooking`) and e-mails the customer after the commit.
import type { BookingSource } from '@console/contract';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { eventTypes } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import type { BookingChannel, CreatedBooking } from './create.ts';
import { createBooking } from './create.ts';
import { cancelReminders } from './reminders.ts';
import { applyBookingChange, type BookingRecord, checkTransition } from './transitions.ts';

export interface RescheduleInput {
  /** The booking to move, locked by the caller. */
  booking: BookingRecord;
  start: Date;
  channel: BookingChannel;
  actorUserId: number | null;
  reason?: string | null;
  holdToken?: string | null;
  now?: Date;
}

export interface RescheduledBooking extends CreatedBooking {
  /** The old booking, now `rescheduled`. */
  previous: BookingRecord;
}

export async function rescheduleBooking(
  tx: Transaction,
  input: RescheduleInput,
): Promise<RescheduledBooking> {
  const { booking } = input;
  const now = input.now ?? new Date();
  checkTransition(booking, 'reschedule');
  if (input.start.getTime() === booking.startsAt.getTime())
    throw new ApiError(422, 'Choose a time other than the current one.', { start: 'Choose another time.' });
  const [eventType] = await tx.select().from(eventTypes).where(eq(eventTypes.id, booking.eventTypeId));
  if (!eventType) throw new Error(`bookings: event type ${booking.eventTypeId} is missing`);
  const created = await createBooking(tx, {
    eventType,
    shopId: booking.shopId,
    start: input.start,
    seats: booking.seats,
    customer: {
      name: booking.customerName,
      email: booking.customerEmail ?? undefined,
      phone: booking.customerPhone ?? undefined,
      zip: booking.customerZip ?? undefined,
      timezone: booking.customerTimezone ?? undefined,
    },
    answers: {},
    source: booking.source as BookingSource,
    channel: input.channel,
    createdBy: input.actorUserId,
    assignedEmployeeId: booking.assignedEmployeeId,
    internalNotes: booking.internalNotes,
    holdToken: input.holdToken,
    rescheduledFrom: booking,
    now,
  });
  const previous = await applyBookingChange(
    tx,
    booking,
    'reschedule',
    { set: { rescheduledToId: created.booking.id }, reason: input.reason ?? null },
    input.actorUserId,
    now,
  );
  await cancelReminders(tx, booking.id, now);
  return { ...created, previous };
}
