// The money area's scheduled jobs.
import { defineJob, type NoPayload } from '../../jobs/jobs.ts';
import { releaseDuePending } from './release.ts';

declare module '../../jobs/jobs.ts' {
  interface JobPayloads {
    'money.release-pending': NoPayload;
  }
}

export const moneyJobs = [
  defineJob({
    name: 'money.release-pending',
    schedule: '*/10 * * * *',
    async run(_payload, { db, log }) {
      const released = await releaseDuePending(db, new Date());
      if (released) log.info({ released }, 'money: pending money released');
    },
  }),
];
