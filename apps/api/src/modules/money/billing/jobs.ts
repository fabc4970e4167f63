// Brand billing's scheduled jobs: the monthly statements (the 1st, 02:00 UTC) and the charges that are due
// (a new statement, a retry, an attempt the provider left unanswered).
import { defineJob, type NoPayload } from '../../../jobs/jobs.ts';
import { chargeDueStatements } from './charge.ts';
import { issueMonthlyStatements } from './issue.ts';

declare module '../../../jobs/jobs.ts' {
  interface JobPayloads {
    'billing.issue-statements': NoPayload;
    'billing.charge-statements': NoPayload;
  }
}

export const billingJobs = [
  defineJob({
    name: 'billing.issue-statements',
    schedule: '0 2 1 * *',
    async run(_payload, { db, log }) {
      const issued = await issueMonthlyStatements(db, new Date());
      if (issued.length) log.info({ issued: issued.length }, 'billing: monthly statements issued');
    },
  }),
  defineJob({
    name: 'billing.charge-statements',
    schedule: '*/10 * * * *',
    async run(_payload, { db, cardProvider, log }) {
      const results = await chargeDueStatements({ db, cardProvider }, new Date());
      if (results.length) {
        const count = (result: string) => results.filter((r) => r === result).length;
        log.info(
          {
            paid: count('paid'),
            failed: count('failed'),
            unanswered: count('unanswered'),
            noCard: count('no_card'),
          },
          'billing: statements charged',
        );
      }
    },
  }),
];
