// The customer's side of booking (no session): the public event of a shop, its slots, holds, the booking
// with the confirmation e-mail and its signed manage link, and what the link allows: the view, cancelling
// and rescheduling inside the event's notice windows (422 `notice_window_passed` outside them; staff may).
import type { CustomerBooking, PublicBookingBody, PublicEvent } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import { hashSecret } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { bookings, companies, eventTypeShops, eventTypes, shops } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { isUniqueViolation } from '../account/db.ts';
import { type EventTypeRecord, lockSlots } from './capacity.ts';
import { createBooking } from './create.ts';
import { manageUrl } from './links.ts';
import type { ShopRecord } from './loadAvailability.ts';
import { bookingCancelledMail, bookingReceivedMail } from './mails.ts';
import { cancelReminders } from './reminders.ts';
import { rescheduleBooking } from './reschedule.ts';
import { applyBookingChange, type BookingRecord } from './transitions.ts';

type Db = Database | Transaction;

export interface PublicTarget {
  eventType: EventTypeRecord;
  shop: ShopRecord;
  companyName: string;
}

const MINUTE = 60_000;

/** The active event type with this slug at an active shop where it runs; 404 otherwise. */
export async function publicTarget(db: Db, shopId: number, slug: string): Promise<PublicTarget> {
  const [row] = await db
    .select({ eventType: eventTypes, shop: shops, companyName: companies.name })
    .from(eventTypeShops)
    .innerJoin(eventTypes, eq(eventTypes.id, eventTypeShops.eventTypeId))
    .innerJoin(shops, eq(shops.id, eventTypeShops.shopId))
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .where(
      and(
        eq(eventTypeShops.shopId, shopId),
        eq(eventTypes.slug, slug),
        eq(eventTypes.status, 'active'),
        eq(shops.active, true),
      ),
    )
    .orderBy(asc(eventTypes.id))
    .limit(1);
  if (!row) throw new ApiError(404, 'This booking page does not exist or is not open.');
  return row;
}

const shopView = (shop: ShopRecord) => ({
  id: shop.id,
  name: shop.name,
  street: shop.street,
  city: shop.city,
  state: shop.state,
  zip: shop.zip,
  phone: shop.phone,
  timezone: shop.timezone as PublicEvent['shop']['timezone'],
});

export function publicEventView({ eventType, shop, companyName }: PublicTarget): PublicEvent {
  return {
    shop: shopView(shop),
    company: { name: companyName },
    eventType: {
      title: eventType.title,
      slug: eventType.slug,
      kind: eventType.kind as PublicEvent['eventType']['kind'],
      description: eventType.description,
      durationMinutes: eventType.durationMinutes,
      priceCents: eventType.priceCents,
      capacityPerSlot: eventType.capacityPerSlot,
      requiresConfirmation: eventType.requiresConfirmation,
      questions: eventType.questions as PublicEvent['eventType']['questions'],
      cancelNoticeMinutes: eventType.cancelNoticeMinutes,
      rescheduleNoticeMinutes: eventType.rescheduleNoticeMinutes,
    },
  };
}

/** The last moments the customer may cancel and reschedule. */
function deadlines(booking: BookingRecord, eventType: EventTypeRecord) {
  return {
    cancel: new Date(booking.startsAt.getTime() - eventType.cancelNoticeMinutes * MINUTE),
    reschedule: new Date(booking.startsAt.getTime() - eventType.rescheduleNoticeMinutes * MINUTE),
  };
}

export function customerView(
  booking: BookingRecord,
  target: Omit<PublicTarget, 'companyName'>,
  now = new Date(),
  manageToken?: string,
  consoleUrl?: string,
): CustomerBooking {
  const { cancel, reschedule } = deadlines(booking, target.eventType);
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  return {
    reference: booking.reference,
    status: booking.status as CustomerBooking['status'],
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    timezone: booking.timezone,
    customerTimezone: booking.customerTimezone,
    seats: booking.seats,
    eventTitle: target.eventType.title,
    shop: shopView(target.shop),
    canCancel: open && now <= cancel,
    canReschedule: booking.status === 'confirmed' && now <= reschedule,
    cancelDeadline: open ? cancel.toISOString() : null,
    rescheduleDeadline: booking.status === 'confirmed' ? reschedule.toISOString() : null,
    ...(manageToken && consoleUrl ? { manageUrl: manageUrl(consoleUrl, manageToken) } : {}),
  };
}

/** Books for a customer; a repeated Idempotency-Key answers the booking it made (without a new e-mail). */
export async function bookPublicly(
  context: AppContext,
  target: PublicTarget,
  body: PublicBookingBody,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<CustomerBooking> {
  const { eventType, shop } = target;
  const storedKey = idempotencyKey ? `${eventType.id}:${shop.id}:${idempotencyKey}` : null;
  const earlier = async (db: Db) => {
    if (!storedKey) return null;
    const [found] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, storedKey));
    if (found && found.customerEmail !== body.customer.email)
      throw new ApiError(422, 'This Idempotency-Key was used for a different booking.');
    return found ?? null;
  };
  let made: { booking: BookingRecord; manageToken: string | null };
  try {
    made = await context.db.transaction(async (tx) => {
      // The slot lock first, so a repeated key waits for the first request and then finds its booking.
      await lockSlots(tx, eventType.id, shop.id);
      const found = await earlier(tx);
      if (found) return { booking: found, manageToken: null };
      return createBooking(tx, {
        eventType,
        shopId: shop.id,
        start: new Date(body.start),
        seats: body.seats,
        customer: body.customer,
        answers: body.answers,
        source: 'widget',
        channel: 'customer',
        holdToken: body.holdToken ?? null,
        idempotencyKey: storedKey,
        now,
      });
    });
  } catch (error) {
    const found = isUniqueViolation(error) ? await earlier(context.db) : null;
    if (!found) throw error;
    made = { booking: found, manageToken: null };
  }
  const { booking, manageToken } = made;
  if (manageToken) {
    const mail = bookingReceivedMail({
      booking,
      eventTitle: eventType.title,
      shopName: shop.name,
      manageLink: manageUrl(context.consoleUrl, manageToken),
    });
    if (mail) await context.mailer.send(mail);
  }
  return customerView(booking, target, now, manageToken ?? undefined, context.consoleUrl);
}

/** The booking of a manage link with its event type and shop; 404 for an unknown link. */
export async function bookingOfSign(db: Db, sign: string, lock = false) {
  const query = db
    .select({ booking: bookings, eventType: eventTypes, shop: shops })
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .innerJoin(shops, eq(shops.id, bookings.shopId))
    .where(eq(bookings.manageTokenHash, hashSecret(sign)));
  const [row] = lock ? await query.for('update', { of: bookings }) : await query;
  if (!row) throw new ApiError(404, 'This link is not valid. Use the link of your latest e-mail.');
  return row;
}

function noticePassed(what: 'cancel' | 'reschedule', deadline: Date): ApiError {
  return new ApiError(
    422,
    `It is too late to ${what} online (possible until ${deadline.toISOString()}). Please call the shop.`,
    undefined,
    'notice_window_passed',
  );
}

export async function cancelByCustomer(
  context: AppContext,
  body: { sign: string; reasonCode: string; note?: string },
  now = new Date(),
): Promise<CustomerBooking> {
  const { booking, eventType, shop } = await context.db.transaction(async (tx) => {
    const row = await bookingOfSign(tx, body.sign, true);
    const { cancel } = deadlines(row.booking, row.eventType);
    if (now > cancel && (row.booking.status === 'pending' || row.booking.status === 'confirmed'))
      throw noticePassed('cancel', cancel);
    const cancelled = await applyBookingChange(
      tx,
      row.booking,
      'cancel',
      {
        set: { cancelReasonCode: body.reasonCode, cancelNote: body.note ?? null },
        reason: body.note ?? null,
      },
      null,
      now,
    );
    await cancelReminders(tx, row.booking.id, now);
    return { ...row, booking: cancelled };
  });
  const mail = bookingCancelledMail({ booking, eventTitle: eventType.title, shopName: shop.name });
  if (mail) await context.mailer.send(mail);
  return customerView(booking, { eventType, shop }, now);
}

export async function rescheduleByCustomer(
  context: AppContext,
  body: { sign: string; start: string; holdToken?: string },
  now = new Date(),
): Promise<CustomerBooking> {
  const moved = await context.db.transaction(async (tx) => {
    const row = await bookingOfSign(tx, body.sign, true);
    const { reschedule } = deadlines(row.booking, row.eventType);
    if (now > reschedule && row.booking.status === 'confirmed') throw noticePassed('reschedule', reschedule);
    const result = await rescheduleBooking(tx, {
      booking: row.booking,
      start: new Date(body.start),
      channel: 'customer',
      actorUserId: null,
      holdToken: body.holdToken ?? null,
      now,
    });
    return { ...result, eventType: row.eventType, shop: row.shop };
  });
  const mail = bookingReceivedMail(
    {
      booking: moved.booking,
      eventTitle: moved.eventType.title,
      shopName: moved.shop.name,
      manageLink: manageUrl(context.consoleUrl, moved.manageToken),
    },
    true,
  );
  if (mail) await context.mailer.send(mail);
  return customerView(moved.booking, moved, now, moved.manageToken, context.consoleUrl);
}
