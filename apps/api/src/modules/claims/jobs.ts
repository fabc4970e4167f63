// The claims module's scheduled job: claims settled a month ago close on their own (domain §2.7).
import { defineJob, type NoPayload } from '../../jobs/jobs.ts';
import { closeSettledClaims } from './settlement.ts';

declare module '../../jobs/jobs.ts' {
  interface JobPayloads {
    'claims.close-settled': NoPayload;
  }
}

export const claimJobs = [
  defineJob({
    name: 'claims.close-settled',
    schedule: '23 * * * *',
    // Idempotent: it closes only claims still in a settled state, up to 500 a run.
    async run(_payload, { db, log }) {
      const closed = await closeSettledClaims(db);
      if (closed) log.info({ closed }, 'claims: settled claims closed');
    },
  }),
];
