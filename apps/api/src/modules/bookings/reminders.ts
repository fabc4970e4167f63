// A booking's reminders (domain §2.4 ReminderJob): one row per rule of its event type, written when the
// booking is confirmed (or created confirmed) and cancelled when it is cancelled, rejected, expired or
// moved. The `bookings.send-reminders` sweep sends the rows that are due.
import type { ReminderRule } from '@console/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { bookingReminders } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

/** Writes the reminders still ahead of `now` for a booking starting at `startsAt`. */
export async function scheduleReminders(
  tx: Transaction,
  booking: { id: number; startsAt: Date },
  rules: readonly ReminderRule[],
  now = new Date(),
): Promise<number> {
  const rows = rules
    .map((rule) => ({
      bookingId: booking.id,
      channel: rule.channel,
      offsetMinutes: rule.offsetMinutes,
      scheduledAt: new Date(booking.startsAt.getTime() - rule.offsetMinutes * 60_000),
    }))
    .filter((row) => row.scheduledAt > now);
  if (rows.length) await tx.insert(bookingReminders).values(rows);
  return rows.length;
}

/** Cancels a booking's reminders not sent yet. */
export async function cancelReminders(tx: Transaction, bookingId: number, at = new Date()): Promise<void> {
  await tx
    .update(bookingReminders)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(bookingReminders.bookingId, bookingId),
        isNull(bookingReminders.sentAt),
        isNull(bookingReminders.cancelledAt),
      ),
    );
}
