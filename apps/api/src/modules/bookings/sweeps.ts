// The bookings area's sweeps (run by jobs.ts): due reminders sent, unconfirmed bookings expired, lapsed holds
// removed. Each is idempotent: it changes only rows still in the old state, so a retry or a second instance
// running it at once does no harm.
import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookingReminders, bookings, eventTypes, shops, slotHolds } from '../../db/schema.ts';
import type { JobContext } from '../../jobs/jobs.ts';
import { expiredMail, reminderMail } from './lifecycleMails.ts';
import { applyBookingChange, lockBooking } from './transitions.ts';

/** Reminders sent per run; the rest wait for the next run a minute later. */
const REMINDER_BATCH = 200;

/**
 * Sends the reminders that are due, of bookings still confirmed and not started. E-mail goes through the
 * mailer (the outbox); there is no SMS gateway yet, so an SMS reminder is recorded as sent and logged.
 * A reminder whose booking is no longer confirmed or has started is cancelled instead.
 */
export async function sendDueReminders(
  { db, mailer, log }: Pick<JobContext, 'db' | 'mailer' | 'log'>,
  now = new Date(),
): Promise<{ sent: number; cancelled: number }> {
  const due = await db
    .select({
      reminder: bookingReminders,
      booking: bookings,
      eventTitle: eventTypes.title,
      shopName: shops.name,
    })
    .from(bookingReminders)
    .innerJoin(bookings, eq(bookings.id, bookingReminders.bookingId))
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .innerJoin(shops, eq(shops.id, bookings.shopId))
    .where(
      and(
        lte(bookingReminders.scheduledAt, now),
        isNull(bookingReminders.sentAt),
        isNull(bookingReminders.cancelledAt),
      ),
    )
    .orderBy(bookingReminders.scheduledAt)
    .limit(REMINDER_BATCH);
  let sent = 0;
  let cancelled = 0;
  for (const { reminder, booking, eventTitle, shopName } of due) {
    const stillOn = booking.status === 'confirmed' && booking.startsAt > now;
    // Claim the row: only the run that flips it sends, so a reminder never goes out twice.
    const [claimed] = await db
      .update(bookingReminders)
      .set(stillOn ? { sentAt: now, attempts: sql`${bookingReminders.attempts} + 1` } : { cancelledAt: now })
      .where(
        and(
          eq(bookingReminders.id, reminder.id),
          isNull(bookingReminders.sentAt),
          isNull(bookingReminders.cancelledAt),
        ),
      )
      .returning({ id: bookingReminders.id });
    if (!claimed) continue;
    if (!stillOn) {
      cancelled += 1;
      continue;
    }
    const message = reminder.channel === 'email' ? reminderMail(booking, eventTitle, shopName) : null;
    if (message) await mailer.send(message);
    else
      log.info(
        { bookingId: booking.id, channel: reminder.channel, phone: booking.customerPhone ? 'given' : 'none' },
        'bookings: reminder recorded as sent (no SMS gateway, or no e-mail address)',
      );
    sent += 1;
  }
  return { sent, cancelled };
}

/**
 * Expires pending bookings nobody confirmed: those older than their event's `autoExpirePendingMinutes`, and
 * any whose start has passed. Each in its own transaction under the booking's lock (the state machine's
 * `expire`, no actor); confirmed meanwhile means it is left alone.
 */
export async function expirePendingBookings(
  { db, mailer }: Pick<JobContext, 'db' | 'mailer'>,
  now = new Date(),
): Promise<number> {
  const candidates = await db
    .select({ id: bookings.id, eventTitle: eventTypes.title })
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .where(
      and(
        eq(bookings.status, 'pending'),
        or(
          lte(bookings.startsAt, now),
          and(
            isNotNull(eventTypes.autoExpirePendingMinutes),
            lte(
              bookings.createdAt,
              sql`${now.toISOString()}::timestamptz - make_interval(mins => ${eventTypes.autoExpirePendingMinutes})`,
            ),
          ),
        ),
      ),
    );
  let expired = 0;
  for (const { id, eventTitle } of candidates) {
    const changed = await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, id);
      if (booking.status !== 'pending') return null;
      return applyBookingChange(tx, booking, 'expire', { reason: 'Not confirmed in time.' }, null, now);
    });
    if (!changed) continue;
    expired += 1;
    // Only a request still ahead is worth telling about; one whose time has passed just closes.
    const message = changed.startsAt > now ? expiredMail(changed, eventTitle) : null;
    if (message) await mailer.send(message);
  }
  return expired;
}

/** Removes holds that lapsed (they stopped counting at `expiresAt`; this only keeps the table small). */
export async function releaseExpiredHolds(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(slotHolds)
    .where(lt(slotHolds.expiresAt, now))
    .returning({ id: slotHolds.id });
  return removed.length;
}
