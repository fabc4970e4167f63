// The warranty module's scheduled job: each unit's stored next coverage end moves on once it has passed, so
// the "coverage ending within N days" lists keep reading one index range.
import { defineJob, type NoPayload } from '../../jobs/jobs.ts';
import { refreshNextCoverageEnds } from './nextCoverageEnd.ts';

declare module '../../jobs/jobs.ts' {
  interface JobPayloads {
    'warranty.refresh-next-coverage-end': NoPayload;
  }
}

export const warrantyJobs = [
  defineJob({
    name: 'warranty.refresh-next-coverage-end',
    schedule: '37 * * * *',
    // Idempotent: it moves only stored values that are already in the past. Hourly, so a unit whose
    // coverage ended at midnight (UTC) is moved on within the hour; the list is exact meanwhile anyway.
    async run(_payload, { db, log }) {
      const moved = await refreshNextCoverageEnds(db);
      if (moved) log.info({ moved }, 'warranty: past next coverage ends moved on');
    },
  }),
];
