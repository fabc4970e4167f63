// The payout jobs: send a payout to the provider (retried with the same key while the provider does not
// answer), follow it there until it is paid or failed, and a sweep that picks up whatever a lost job left.
// One waiting job per payout and queue (policy `short`, keyed by the payout).
import { defineJob, type JobContext, type NoPayload } from '../../../jobs/jobs.ts';
import { payoutsToFollow, submitPayout, syncPayout } from './lifecycle.ts';
import { isFinal, type PayoutRecord } from './status.ts';

declare module '../../../jobs/jobs.ts' {
  interface JobPayloads {
    'payouts.submit': { payoutId: number };
    'payouts.sync': { payoutId: number };
    'payouts.sweep': NoPayload;
  }
}

const SECOND_MS = 1_000;

export const payoutJobKey = (payoutId: number) => `payout:${payoutId}`;

/** Sends a new payout to the provider once its delay is over. */
export function queuePayoutSubmit(
  context: Pick<JobContext, 'jobs' | 'payouts'>,
  payoutId: number,
  now = new Date(),
) {
  return context.jobs.send(
    'payouts.submit',
    { payoutId },
    {
      startAfter: new Date(now.getTime() + context.payouts.submitDelaySeconds * SECOND_MS),
      singletonKey: payoutJobKey(payoutId),
    },
  );
}

/** Looks at the payout again after the sync interval, while the provider has not finished it. */
async function followUp(context: JobContext, payout: PayoutRecord | undefined): Promise<void> {
  if (!payout?.providerPayoutId || isFinal(payout)) return;
  await context.jobs.send(
    'payouts.sync',
    { payoutId: payout.id },
    {
      startAfter: new Date(Date.now() + context.payouts.syncIntervalSeconds * SECOND_MS),
      singletonKey: payoutJobKey(payout.id),
    },
  );
}

export const payoutJobs = [
  defineJob({
    name: 'payouts.submit',
    policy: 'short',
    // A provider that does not answer is tried again with the same key: from 30 s up to an hour apart.
    retry: { limit: 12, delaySeconds: 30, backoff: true, maxDelaySeconds: 3_600 },
    async run({ payoutId }, context) {
      await followUp(context, await submitPayout(context.db, context.payouts.provider, payoutId));
    },
  }),
  defineJob({
    name: 'payouts.sync',
    policy: 'short',
    async run({ payoutId }, context) {
      await followUp(context, await syncPayout(context.db, context.payouts.provider, payoutId));
    },
  }),
  defineJob({
    name: 'payouts.sweep',
    schedule: '*/5 * * * *',
    async run(_payload, context) {
      const submitBefore = new Date(Date.now() - context.payouts.submitDelaySeconds * SECOND_MS);
      const { toSubmit, toSync } = await payoutsToFollow(context.db, submitBefore);
      for (const payoutId of toSubmit) {
        await context.jobs.send('payouts.submit', { payoutId }, { singletonKey: payoutJobKey(payoutId) });
      }
      for (const payoutId of toSync) {
        await context.jobs.send('payouts.sync', { payoutId }, { singletonKey: payoutJobKey(payoutId) });
      }
      if (toSubmit.length + toSync.length > 0) {
        context.log.info(
          { submit: toSubmit.length, sync: toSync.length },
          'payouts: sweep picked payouts up',
        );
      }
    },
  }),
];
