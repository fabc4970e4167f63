// Staff actions on a booking (domain §2.7): each runs in one transaction holding the booking's row lock, checks
// the viewer's right and the action's guards, writes the change with its history row, and after the commit
// e-mails the customer. Confirming re-checks capacity under the slot lock (a pending booking that does not
// block its slot may find it full).
import type {
  BookingCancelBody,
  BookingCheckInBody,
  BookingCompleteBody,
  BookingDetail,
  BookingUpdateBody,
  DemoUnit,
  EventKind,
  ReminderRule,
} from '@console/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { hashSecret, newToken } from '../../auth/tokens.ts';
import { bookings, employees, eventTypes, shops } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { checkInOpen, hasEnded, noShowUndoable } from './allowedActions.ts';
import { assertSeatsFree, type EventTypeRecord, lockSlots } from './capacity.ts';
import { newPickupCode } from './codes.ts';
import { cancelledMail, confirmedMail, questionnaireMail, rejectedMail } from './lifecycleMails.ts';
import { questionnaireUrl } from './links.ts';
import { getBooking } from './queries.ts';
import { cancelReminders, scheduleReminders } from './reminders.ts';
import { bookingScope, runsShop } from './scope.ts';
import { applyBookingChange, type BookingRecord, checkTransition, lockBooking } from './transitions.ts';

type Context = Pick<AppContext, 'db' | 'mailer' | 'consoleUrl'>;

interface Locked {
  tx: Transaction;
  booking: BookingRecord;
  eventType: EventTypeRecord;
  shopName: string;
}

/** Kinds whose bike changes hands at check-in (a demo bike out, a serviced bike back): they get a pickup code. */
const PICKUP_KINDS: readonly EventKind[] = ['test_ride', 'service', 'delivery'];

async function act(
  context: Context,
  viewer: Viewer,
  id: number,
  run: (locked: Locked) => Promise<MailMessage | null | undefined>,
  now: Date,
): Promise<BookingDetail> {
  const message = await context.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id, bookingScope(viewer));
    const [found] = await tx
      .select({ eventType: eventTypes, shopName: shops.name })
      .from(eventTypes)
      .innerJoin(shops, eq(shops.id, booking.shopId))
      .where(eq(eventTypes.id, booking.eventTypeId));
    if (!found) throw new ApiError(404, 'Booking not found.');
    return run({ tx, booking, eventType: found.eventType, shopName: found.shopName });
  });
  if (message) await context.mailer.send(message);
  return getBooking(context.db, viewer, id, now);
}

function requireShopStaff(viewer: Viewer, booking: BookingRecord, what: string): void {
  if (!runsShop(viewer, booking))
    throw new ApiError(403, `Only the staff of the shop's retailer can ${what} a booking.`);
}

function guard(ok: boolean, message: string, error: string): void {
  if (!ok) throw new ApiError(409, message, undefined, error);
}

export function confirmBooking(context: Context, viewer: Viewer, id: number, now = new Date()) {
  return act(
    context,
    viewer,
    id,
    async ({ tx, booking, eventType, shopName }) => {
      requireShopStaff(viewer, booking, 'confirm');
      checkTransition(booking, 'confirm');
      // The seats may have gone to others since it was made: check again under the slot lock.
      await lockSlots(tx, booking.eventTypeId, booking.shopId);
      await assertSeatsFree(tx, eventType, booking.shopId, booking.seats, {
        start: booking.startsAt,
        end: booking.endsAt,
        excludeBookingId: booking.id,
        now,
      });
      const confirmed = await applyBookingChange(tx, booking, 'confirm', {}, viewer.userId, now);
      await scheduleReminders(tx, confirmed, eventType.reminders as ReminderRule[], now);
      return confirmedMail(confirmed, eventType.title, shopName);
    },
    now,
  );
}

export function rejectBooking(
  context: Context,
  viewer: Viewer,
  id: number,
  reason: string,
  now = new Date(),
) {
  return act(
    context,
    viewer,
    id,
    async ({ tx, booking, eventType }) => {
      requireShopStaff(viewer, booking, 'reject');
      const rejected = await applyBookingChange(
        tx,
        booking,
        'reject',
        { set: { rejectionReason: reason }, reason },
        viewer.userId,
        now,
      );
      await cancelReminders(tx, booking.id, now);
      return rejectedMail(rejected, eventType.title, reason);
    },
    now,
  );
}

/** Staff cancel at any time before the booking takes place (the customers' notice window does not bind them). */
export function cancelBooking(
  context: Context,
  viewer: Viewer,
  id: number,
  body: BookingCancelBody,
  now = new Date(),
) {
  return act(
    context,
    viewer,
    id,
    async ({ tx, booking, eventType }) => {
      if (!runsShop(viewer, booking) && eventType.ownerCompanyId !== viewer.companyId)
        throw new ApiError(403, "Only the shop's retailer or the event's owner can cancel a booking.");
      const cancelled = await applyBookingChange(
        tx,
        booking,
        'cancel',
        {
          set: {
            cancelReasonCode: body.reasonCode,
            cancelNote: body.note ?? null,
            cancelledBy: viewer.userId,
          },
          reason: body.note ? `${body.reasonCode}: ${body.note}` : body.reasonCode,
        },
        viewer.userId,
        now,
      );
      await cancelReminders(tx, booking.id, now);
      return cancelledMail(cancelled, eventType.title, body.note ?? null);
    },
    now,
  );
}

/** The demo bike handed out: the one asked for (one of the event's, not out with another booking), else the first free. */
async function unitFor(tx: Transaction, booking: BookingRecord, eventType: EventTypeRecord, asked?: string) {
  const units = (eventType.demoUnits as DemoUnit[]).map((unit) => unit.serial);
  if (!units.length) {
    if (asked)
      throw new ApiError(422, 'This event has no demo bikes.', {
        unitSerial: 'This event has no demo bikes.',
      });
    return null;
  }
  const out = await tx
    .select({ serial: bookings.pickupUnitSerial, reference: bookings.reference })
    .from(bookings)
    .where(
      and(
        eq(bookings.eventTypeId, eventType.id),
        eq(bookings.status, 'checked_in'),
        ne(bookings.id, booking.id),
      ),
    );
  const outSerials = new Set(out.map((row) => row.serial));
  if (asked) {
    if (!units.includes(asked))
      throw new ApiError(422, 'Choose one of the event’s demo bikes.', {
        unitSerial: 'Choose one of the event’s demo bikes.',
      });
    const holder = out.find((row) => row.serial === asked);
    if (holder)
      throw new ApiError(422, `This demo bike is out with booking ${holder.reference}.`, {
        unitSerial: `This demo bike is out with booking ${holder.reference}.`,
      });
    return asked;
  }
  return units.find((serial) => !outSerials.has(serial)) ?? null;
}

export function checkInBooking(
  context: Context,
  viewer: Viewer,
  id: number,
  body: BookingCheckInBody,
  now = new Date(),
) {
  return act(
    context,
    viewer,
    id,
    async ({ tx, booking, eventType }) => {
      requireShopStaff(viewer, booking, 'check in');
      checkTransition(booking, 'checkIn');
      guard(
        checkInOpen(booking, now),
        now < booking.startsAt
          ? 'Check-in opens 30 minutes before the start.'
          : 'This booking has ended: record a no-show or cancel it instead.',
        'check_in_not_open',
      );
      const unitSerial = await unitFor(tx, booking, eventType, body.unitSerial);
      const withCode = PICKUP_KINDS.includes(eventType.kind as EventKind);
      await applyBookingChange(
        tx,
        booking,
        'checkIn',
        {
          set: {
            checkedInAt: now,
            pickupUnitSerial: unitSerial,
            pickupCode: withCode ? newPickupCode() : null,
            pickupIssuedAt: withCode || unitSerial ? now : null,
          },
        },
        viewer.userId,
        now,
      );
      return null;
    },
    now,
  );
}

/** Completes a checked-in booking: the pickup code must match; the questionnaire goes out when there is one. */
export function completeBooking(
  context: Context,
  viewer: Viewer,
  id: number,
  body: BookingCompleteBody,
  now = new Date(),
) {
  return act(
    context,
    viewer,
    id,
    async ({ tx, booking, eventType }) => {
      requireShopStaff(viewer, booking, 'complete');
      checkTransition(booking, 'complete');
      if (booking.pickupCode) {
        if (!body.pickupCode)
          throw new ApiError(422, 'Enter the pickup code.', { pickupCode: 'Enter the pickup code.' });
        if (body.pickupCode !== booking.pickupCode)
          throw new ApiError(422, 'The pickup code does not match.', {
            pickupCode: 'The pickup code does not match this booking.',
          });
      }
      const asks = (eventType.feedbackQuestions as unknown[]).length > 0 && booking.customerEmail !== null;
      const token = asks ? newToken() : null;
      const completed = await applyBookingChange(
        tx,
        booking,
        'complete',
        {
          set: {
            completedAt: now,
            pickupConfirmedAt: booking.pickupIssuedAt ? now : null,
            feedbackTokenHash: token ? hashSecret(token) : null,
          },
        },
        viewer.userId,
        now,
      );
      return token
        ? questionnaireMail(completed, eventType.title, questionnaireUrl(context.consoleUrl, token))
        : null;
    },
    now,
  );
}

export function noShowBooking(context: Context, viewer: Viewer, id: number, now = new Date()) {
  return act(
    context,
    viewer,
    id,
    async ({ tx, booking }) => {
      requireShopStaff(viewer, booking, 'record a no-show for');
      checkTransition(booking, 'noShow');
      guard(
        hasEnded(booking, now),
        'A no-show can be recorded only after the booking has ended.',
        'not_ended',
      );
      await applyBookingChange(tx, booking, 'noShow', { set: { noShowAt: now } }, viewer.userId, now);
      await cancelReminders(tx, booking.id, now);
      return null;
    },
    now,
  );
}

export function undoNoShow(context: Context, viewer: Viewer, id: number, now = new Date()) {
  return act(
    context,
    viewer,
    id,
    async ({ tx, booking }) => {
      requireShopStaff(viewer, booking, 'undo the no-show of');
      checkTransition(booking, 'undoNoShow');
      guard(
        noShowUndoable(booking, now),
        'A no-show can be undone only within 24 hours of recording it.',
        'undo_window_passed',
      );
      await applyBookingChange(
        tx,
        booking,
        'undoNoShow',
        { set: { completedAt: now }, reason: 'No-show undone: the customer came.' },
        viewer.userId,
        now,
      );
      return null;
    },
    now,
  );
}

/** Assigns an employee (an active one of the shop's retailer) and edits the internal notes. */
export function updateBooking(
  context: Context,
  viewer: Viewer,
  id: number,
  body: BookingUpdateBody,
  now = new Date(),
) {
  return act(
    context,
    viewer,
    id,
    async ({ tx, booking }) => {
      requireShopStaff(viewer, booking, 'edit');
      const set: Partial<typeof bookings.$inferInsert> = { updatedAt: now };
      if (body.assignedEmployeeId !== undefined) {
        if (body.assignedEmployeeId !== null) {
          const [employee] = await tx
            .select({ id: employees.id })
            .from(employees)
            .where(
              and(
                eq(employees.id, body.assignedEmployeeId),
                eq(employees.companyId, booking.companyId),
                eq(employees.active, true),
              ),
            );
          if (!employee)
            throw new ApiError(422, 'Choose an active employee of the shop’s company.', {
              assignedEmployeeId: 'Choose an active employee of the shop’s company.',
            });
        }
        set.assignedEmployeeId = body.assignedEmployeeId;
      }
      if (body.internalNotes !== undefined) set.internalNotes = body.internalNotes;
      await tx.update(bookings).set(set).where(eq(bookings.id, booking.id));
      return null;
    },
    now,
  );
}
