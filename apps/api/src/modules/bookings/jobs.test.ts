// The sweeps run as the queue's jobs (registered in jobs/registry.ts), not only as functions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { until } from '../../test/until.ts';
import { shopIdOf } from '../shops/testKit.ts';
import { scheduleReminders } from './reminders.ts';
import { insertBooking, insertEventType, minutesFromNow } from './testKit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: {} });
}, 60_000);
afterAll(() => t?.close());

describe('bookings jobs on the queue', () => {
  it('bookings.send-reminders e-mails a due reminder', async () => {
    const shopId = await shopIdOf(t, t.ids.retailer, 'Harbor Cycles Ballard');
    const ride = await insertEventType(t, t.ids.retailer, [shopId]);
    const booking = await insertBooking(t, ride, shopId, minutesFromNow(50), { status: 'confirmed' });
    await t.db.transaction((tx) =>
      scheduleReminders(tx, booking, [{ offsetMinutes: 60, channel: 'email' }], minutesFromNow(-30)),
    );
    await t.jobs.send('bookings.send-reminders', {});
    const mail = await until(() => t.lastMail(booking.customerEmail ?? ''), 20_000, 'the reminder is sent');
    expect(mail.subject).toMatch(/^Reminder: /);
  });
});
