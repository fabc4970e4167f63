// The nightly ledger recompute: drift raises alerts for the Financial page, never a silent fix.
import { defineJob, type NoPayload } from '../../../jobs/jobs.ts';
import { recomputeBalances } from './integrity.ts';

declare module '../../../jobs/jobs.ts' {
  interface JobPayloads {
    'money.recompute-balances': NoPayload;
  }
}

export const financialJobs = [
  defineJob({
    name: 'money.recompute-balances',
    schedule: '0 3 * * *',
    async run(_payload, { db, log }) {
      const result = await recomputeBalances(db);
      if (result.alertsRaised) log.error(result, 'money: ledger drift found, alerts raised');
      else log.info(result, 'money: ledger recomputed');
    },
  }),
];
