// The bookings area's scheduled jobs: reminders every minute, expiry of unconfirmed bookings and the removal
// of lapsed holds every five.
import { defineJob, type NoPayload } from '../../jobs/jobs.ts';
import { expirePendingBookings, releaseExpiredHolds, sendDueReminders } from './sweeps.ts';

declare module '../../jobs/jobs.ts' {
  interface JobPayloads {
    'bookings.send-reminders': NoPayload;
    'bookings.expire-pending': NoPayload;
    'bookings.release-holds': NoPayload;
  }
}

export const bookingJobs = [
  defineJob({
    name: 'bookings.send-reminders',
    schedule: '* * * * *',
    async run(_payload, context) {
      const { sent, cancelled } = await sendDueReminders(context);
      if (sent || cancelled) context.log.info({ sent, cancelled }, 'bookings: reminders');
    },
  }),
  defineJob({
    name: 'bookings.expire-pending',
    schedule: '*/5 * * * *',
    async run(_payload, context) {
      const expired = await expirePendingBookings(context);
      if (expired) context.log.info({ expired }, 'bookings: unconfirmed bookings expired');
    },
  }),
  defineJob({
    name: 'bookings.release-holds',
    schedule: '*/5 * * * *',
    async run(_payload, { db, log }) {
      const released = await releaseExpiredHolds(db);
      if (released) log.info({ released }, 'bookings: lapsed holds removed');
    },
  }),
];
