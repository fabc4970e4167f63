// The documents module's scheduled job: approved documents past their date become expired, once a day.
import { defineJob, type NoPayload } from '../../jobs/jobs.ts';
import { expireDocuments } from './expiry.ts';

declare module '../../jobs/jobs.ts' {
  interface JobPayloads {
    'documents.expire': NoPayload;
  }
}

export const documentJobs = [
  defineJob({
    name: 'documents.expire',
    // Daily, just after midnight UTC (the day a document's date refers to).
    schedule: '7 0 * * *',
    // Idempotent: it changes only documents still approved with a passed date.
    async run(_payload, { db, log }) {
      const expired = await expireDocuments(db);
      if (expired) log.info({ expired }, 'documents: approved documents past their date expired');
    },
  }),
];
