import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReminders, bookings, slotHolds, statusChanges } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createMailer } from '../../mail/createMailer.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { shopIdOf } from '../shops/testKit.ts';
import type { Auth } from '../warranty/testKit.ts';
import { scheduleReminders } from './reminders.ts';
import { expirePendingBookings, releaseExpiredHolds, sendDueReminders } from './sweeps.ts';
import { act, insertBooking, insertEventType, minutesFromNow } from './testKit.ts';

let t: TestApp;
let owner: Auth;
let shopId: number;
let ride: Awaited<ReturnType<typeof insertEventType>>;
const logged: string[] = [];
const quiet = { info: (_: object, msg: string) => logged.push(msg), warn() {}, error() {} };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.authAs(DEMO_USERS.retailer);
  shopId = await shopIdOf(t, t.ids.retailer, 'Harbor Cycles Oakland');
  ride = await insertEventType(t, t.ids.retailer, [shopId], {
    capacityPerSlot: 5,
    autoExpirePendingMinutes: 30,
    reminders: [
      { offsetMinutes: 120, channel: 'email' },
      { offsetMinutes: 60, channel: 'sms' },
    ],
  });
}, 60_000);
afterAll(() => t?.close());

const jobContext = () => ({ db: t.db, mailer: createMailer({ db: t.db, log: () => {} }), log: quiet });
const sweep = (now = new Date()) => sendDueReminders(jobContext(), now);

/** A confirmed booking starting in `minutes`, with its event's reminders scheduled as of `scheduledFrom`. */
async function confirmedIn(minutes: number, scheduledFrom: Date) {
  const booking = await insertBooking(t, ride, shopId, minutesFromNow(minutes), { status: 'confirmed' });
  await t.db.transaction((tx) =>
    scheduleReminders(tx, booking, [...(ride.reminders as never[])], scheduledFrom),
  );
  return booking;
}

const remindersOf = (bookingId: number) =>
  t.db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, bookingId));

describe('bookings.send-reminders', () => {
  it('sends each due reminder once: the e-mail by mail, the SMS recorded', async () => {
    const booking = await confirmedIn(90, minutesFromNow(-60));
    await sweep();
    expect((await t.lastMail(booking.customerEmail ?? ''))?.subject).toMatch(/^Reminder: /);
    let rows = await remindersOf(booking.id);
    expect(rows.find((r) => r.channel === 'email')?.sentAt).not.toBeNull();
    expect(rows.find((r) => r.channel === 'sms')?.sentAt).toBeNull();
    // Later: the SMS is due; the e-mail is not sent again.
    const later = minutesFromNow(45);
    await sweep(later);
    rows = await remindersOf(booking.id);
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    expect(logged.some((msg) => msg.includes('no SMS gateway'))).toBe(true);
  });

  it('sends nothing for a cancelled booking and cancels reminders of one no longer confirmed', async () => {
    const cancelled = await confirmedIn(90, minutesFromNow(-60));
    const response = await act(t, owner, cancelled.id, 'cancel', { reasonCode: 'weather' });
    expect(response.statusCode).toBe(200);
    const checkedIn = await confirmedIn(100, minutesFromNow(-60));
    await t.db.update(bookings).set({ status: 'checked_in' }).where(eq(bookings.id, checkedIn.id));
    const before = await t.lastMail(cancelled.customerEmail ?? '');
    await sweep();
    expect((await t.lastMail(cancelled.customerEmail ?? ''))?.subject).toBe(before?.subject);
    expect(await t.lastMail(checkedIn.customerEmail ?? '')).toBeUndefined();
    for (const id of [cancelled.id, checkedIn.id]) {
      const rows = await remindersOf(id);
      expect(rows.every((r) => r.sentAt === null)).toBe(true);
    }
    expect((await remindersOf(checkedIn.id)).find((r) => r.channel === 'email')?.cancelledAt).not.toBeNull();
  });
});

describe('bookings.expire-pending', () => {
  it('expires pending bookings past their confirmation time or their start, and no others', async () => {
    const old = await insertBooking(t, ride, shopId, minutesFromNow(3 * 24 * 60), {
      createdAt: minutesFromNow(-45),
    });
    const fresh = await insertBooking(t, ride, shopId, minutesFromNow(3 * 24 * 60 + 120));
    const started = await insertBooking(t, { ...ride, durationMinutes: 60 }, shopId, minutesFromNow(-10));
    const confirmed = await insertBooking(t, ride, shopId, minutesFromNow(4 * 24 * 60), {
      status: 'confirmed',
      createdAt: minutesFromNow(-600),
    });
    expect(await expirePendingBookings(jobContext())).toBeGreaterThanOrEqual(2);
    const status = async (id: number) =>
      (await t.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.s;
    expect(await status(old.id)).toBe('expired');
    expect(await status(started.id)).toBe('expired');
    expect(await status(fresh.id)).toBe('pending');
    expect(await status(confirmed.id)).toBe('confirmed');
    const history = await t.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.entityId, String(old.id)));
    expect(history.at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'expired', actorUserId: null });
    expect(await expirePendingBookings(jobContext())).toBe(0);
    expect((await t.lastMail(old.customerEmail ?? ''))?.subject).toMatch(/has expired$/);
    expect(await t.lastMail(started.customerEmail ?? '')).toBeUndefined();
  });
});

describe('bookings.release-holds', () => {
  it('removes lapsed holds and keeps live ones', async () => {
    const hold = (token: string, expiresAt: Date) => ({
      tokenHash: token,
      eventTypeId: ride.id,
      shopId,
      startsAt: minutesFromNow(600),
      endsAt: minutesFromNow(660),
      seats: 1,
      expiresAt,
    });
    await t.db
      .insert(slotHolds)
      .values([hold('lapsed', minutesFromNow(-1)), hold('live', minutesFromNow(4))]);
    expect(await releaseExpiredHolds(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ token: slotHolds.tokenHash }).from(slotHolds);
    expect(left.map((h) => h.token)).toContain('live');
    expect(left.map((h) => h.token)).not.toContain('lapsed');
  });
});
