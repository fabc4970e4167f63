// A new booking (domain §2.4, §4): in the caller's transaction, the slot lock, the check that the start is
// an offered slot, the seat count (holds included, the customer's own hold excluded), the insert, the
// creation's history row, reminders when it is confirmed, and the customer's manage token (only its hash is
// kept). The caller sends the confirmation e-mail after the commit.
import type {
  BookingAnswers,
  BookingCustomer,
  BookingSource,
  Question,
  ReminderRule,
} from '@console/contract';
import { isTimeZone } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { hashSecret, newToken } from '../../auth/tokens.ts';
import { bookings, employees, slotHolds } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { checkAnswers } from './answers.ts';
import { assertSeatsFree, type EventTypeRecord, lockSlots } from './capacity.ts';
import { findHold } from './holds.ts';
import { eventShop } from './loadAvailability.ts';
import { offeredSlot } from './offeredSlot.ts';
import { scheduleReminders } from './reminders.ts';
import { type BookingRecord, recordBookingStatus } from './transitions.ts';

/** Who books: staff in the console (hidden events too, questions optional) or a customer (active only). */
export type BookingChannel = 'staff' | 'customer';

export interface CreateBookingInput {
  eventType: EventTypeRecord;
  shopId: number;
  start: Date;
  seats: number;
  customer: BookingCustomer;
  answers: BookingAnswers;
  source: BookingSource;
  channel: BookingChannel;
  createdBy?: number | null;
  assignedEmployeeId?: number | null;
  internalNotes?: string | null;
  /** A customer's hold on this slot, turned into the booking. */
  holdToken?: string | null;
  /** A public request's Idempotency-Key (unique). */
  idempotencyKey?: string | null;
  /** The booking this one replaces (a reschedule): its answers and status carry over, its seats are free. */
  rescheduledFrom?: BookingRecord | null;
  now?: Date;
}

export interface CreatedBooking {
  booking: BookingRecord;
  /** The manage link's token; only its hash is stored. */
  manageToken: string;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A customer-facing reference, BK- and 6 characters without look-alikes (0/O, 1/I/L). */
export function newReference(random: () => number = Math.random): string {
  let code = '';
  for (let index = 0; index < 6; index += 1)
    code += REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)];
  return `BK-${code}`;
}

/** 422 unless the channel may book the event in its status. */
export function assertBookable(eventType: EventTypeRecord, channel: BookingChannel): void {
  if (eventType.status === 'active' || (channel === 'staff' && eventType.status === 'hidden')) return;
  throw new ApiError(422, 'This event is not open for booking.', undefined, 'event_not_bookable');
}

/** 422 naming `assignedEmployeeId` unless the employee is an active one of the shop's company. */
async function assertShopEmployee(tx: Transaction, employeeId: number, companyId: number): Promise<void> {
  const [employee] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.companyId, companyId), eq(employees.active, true)));
  if (employee) return;
  const message = "Choose an active employee of the shop's company.";
  throw new ApiError(422, message, { assignedEmployeeId: message });
}

export async function createBooking(tx: Transaction, input: CreateBookingInput): Promise<CreatedBooking> {
  const now = input.now ?? new Date();
  const { eventType, shopId, seats } = input;
  const from = input.rescheduledFrom ?? null;
  if (input.customer.timezone && !isTimeZone(input.customer.timezone)) {
    const message = 'Choose a time zone such as America/New_York.';
    throw new ApiError(422, message, { 'customer.timezone': message });
  }
  assertBookable(eventType, from ? 'staff' : input.channel);
  const shop = await eventShop(tx, eventType.id, shopId);
  const answers = from
    ? (from.answers as BookingAnswers)
    : checkAnswers(eventType.questions as Question[], input.answers, input.channel === 'customer');
  if (!from && input.assignedEmployeeId != null)
    await assertShopEmployee(tx, input.assignedEmployeeId, shop.companyId);
  await lockSlots(tx, eventType.id, shopId);
  const slot = await offeredSlot(tx, eventType, shopId, input.start, now);
  const hold = input.holdToken ? await findHold(tx, input.holdToken, eventType.id, shopId, now) : null;
  const ownHold = hold && hold.startsAt.getTime() === slot.start.getTime() ? hold : null;
  await assertSeatsFree(tx, eventType, shopId, seats, {
    ...slot,
    now,
    excludeHoldId: ownHold?.id,
    excludeBookingId: from?.id,
  });
  const status =
    !from && eventType.requiresConfirmation && input.channel === 'customer' ? 'pending' : 'confirmed';
  const manageToken = newToken();
  const [booking] = await tx
    .insert(bookings)
    .values({
      reference: newReference(),
      idempotencyKey: input.idempotencyKey ?? null,
      eventTypeId: eventType.id,
      companyId: shop.companyId,
      brandCompanyId: eventType.brandCompanyId,
      shopId,
      startsAt: slot.start,
      endsAt: slot.end,
      timezone: shop.timezone,
      seats,
      status,
      customerName: input.customer.name,
      customerEmail: input.customer.email ?? null,
      customerPhone: input.customer.phone ?? null,
      customerZip: input.customer.zip ?? null,
      customerTimezone: input.customer.timezone ?? null,
      answers,
      assignedEmployeeId: input.assignedEmployeeId ?? null,
      source: input.source,
      createdBy: input.createdBy ?? null,
      internalNotes: input.internalNotes ?? null,
      rescheduledFromId: from?.id ?? null,
      manageTokenHash: hashSecret(manageToken),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!booking) throw new Error('bookings: the insert returned no row');
  if (ownHold) await tx.delete(slotHolds).where(eq(slotHolds.id, ownHold.id));
  await recordBookingStatus(tx, booking.id, null, status, input.createdBy ?? null, null, now);
  if (status === 'confirmed')
    await scheduleReminders(tx, booking, eventType.reminders as ReminderRule[], now);
  return { booking, manageToken };
}
