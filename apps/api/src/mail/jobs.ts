// E-mail whose SMTP delivery failed is sent again, every 10 minutes for a day (createMailer.ts).
import { defineJob, type NoPayload } from '../jobs/jobs.ts';

declare module '../jobs/jobs.ts' {
  interface JobPayloads {
    'mail.retry-failed': NoPayload;
  }
}

export const mailJobs = [
  defineJob({
    name: 'mail.retry-failed',
    schedule: '*/10 * * * *',
    // A message counts as sent once SMTP took it, so a second run does not send it again.
    async run(_payload, { mailer, log }) {
      const resent = await mailer.retryFailed();
      if (resent) log.info({ resent }, 'mail: failed e-mail sent again');
    },
  }),
];
