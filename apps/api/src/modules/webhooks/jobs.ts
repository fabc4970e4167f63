// The dispatcher on the job queue. Cron occurrences come at most once a minute (and are looked for only
// every 30 s in production), too coarse for a first attempt within seconds and a retry after 5 s, so one run
// keeps passing every couple of seconds for a minute and a half, then ends. The next occurrence, sent
// meanwhile, waits for it ('short' policy: one waits while one runs) and takes over without a gap; the
// server sends one at start-up so the first runs at once. A stop of the server ends the run between passes.
// Several instances may run it at once: claiming skips locked rows (deliver.ts).
import { defineJob, type NoPayload } from '../../jobs/jobs.ts';
import { dispatchDue } from './deliver.ts';
import { sweepWebhookLog } from './retention.ts';

declare module '../../jobs/jobs.ts' {
  interface JobPayloads {
    'webhooks.dispatch': NoPayload;
    'webhooks.sweep-log': NoPayload;
  }
}

/** How long one run keeps dispatching, and how often it passes. */
export const DISPATCH_RUN_MS = 90_000;
export const DISPATCH_EVERY_MS = 2_000;

/** Waits `ms`, or less when the run is aborted. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export const webhookJobs = [
  defineJob({
    name: 'webhooks.dispatch',
    schedule: '* * * * *',
    policy: 'short',
    expireInSeconds: 180,
    retry: { limit: 1, delaySeconds: 5, backoff: false },
    async run(_payload, context, job) {
      const until = Date.now() + DISPATCH_RUN_MS;
      let attempts = 0;
      while (!job.signal.aborted && Date.now() < until) {
        attempts += await dispatchDue(context);
        await pause(DISPATCH_EVERY_MS, job.signal);
      }
      if (attempts) context.log.info({ attempts }, 'webhooks: deliveries attempted');
    },
  }),
  defineJob({
    name: 'webhooks.sweep-log',
    schedule: '23 3 * * *',
    async run(_payload, { db, log }) {
      const removed = await sweepWebhookLog(db);
      if (removed) log.info({ removed }, 'webhooks: messages older than 90 days removed');
    },
  }),
];
