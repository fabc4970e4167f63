// Background jobs as the business areas see them: a module defines its jobs (defineJob) and declares their
// payloads by name in JobPayloads; routes and handlers send them through `Jobs` (the app context's `jobs`).
// The queue under it is pg-boss (createJobs.ts); registry.ts lists every module's definitions.
import type { FailedJob } from '@console/contract';
import type { Database } from '../db/database.ts';
import type { OutboxMailer } from '../mail/createMailer.ts';
import type { PayoutsContext } from '../modules/money/payouts/settings.ts';
import type { CardProvider } from '../modules/money/provider/CardProvider.ts';
import type { WebhooksContext } from '../modules/webhooks/settings.ts';

/**
 * Every job's payload by job name. A module adds its own next to its definitions (declaration merging):
 * `declare module '../../jobs/jobs.ts' { interface JobPayloads { 'claims.close-settled': NoPayload } }`
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each module's declaration merging
export interface JobPayloads {}

/** The payload of a job that needs none (scheduled sweeps). */
export type NoPayload = Record<string, never>;

/** The app's logger, as jobs use it. */
export interface JobLog {
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
  error(fields: object, msg: string): void;
}

/** What a handler may use. */
export interface JobContext {
  db: Database;
  mailer: OutboxMailer;
  log: JobLog;
  cardProvider: CardProvider;
  /** The payout provider and the payout jobs' timings. */
  payouts: PayoutsContext;
  /** The queue itself, for a handler that sends a follow-up job (createJobs fills it in). */
  jobs: Jobs;
  /** Webhook secrets' box and delivery settings (the dispatcher). */
  webhooks: WebhooksContext;
}

/** The run in hand: `attempt` is 0 on the first run and counts up with each retry. */
export interface RunningJob {
  id: string;
  attempt: number;
  /** Aborted when the run is given up (it took longer than `expireInSeconds`), or as the server's stop begins. */
  signal: AbortSignal;
}

/** How often and how soon a failed run is tried again before the job is dead-lettered. */
export interface RetryPolicy {
  /** Runs after the first one (default 3). */
  limit: number;
  /** Seconds before the first retry (default 30). */
  delaySeconds: number;
  /** Double the delay on each retry, with jitter (default true), up to `maxDelaySeconds` (default 1 h). */
  backoff?: boolean;
  maxDelaySeconds?: number;
}

/** How a job's queue treats it. */
export interface JobQueueOptions {
  /** A cron expression (UTC, minutes or seconds first) on which the job is sent with an empty payload. */
  schedule?: string;
  retry?: RetryPolicy;
  /** Seconds a run may last before it counts as lost (its process died) and is tried again (default 15 min). */
  expireInSeconds?: number;
  /**
   * pg-boss's queue policy: `standard` (default) keeps every job sent; the others keep one job per
   * singletonKey: `short` one waiting, `singleton` one running, `stately` one of each, `exclusive` one
   * waiting or running. A send that would break the policy is dropped (send answers null).
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately' | 'exclusive';
}

export interface JobDefinition<P, N extends keyof P & string> extends JobQueueOptions {
  name: N;
  /**
   * Does the job's work. A job can run more than once (a retry after a crash that came after the work),
   * so a handler is idempotent: it writes under a unique key, or changes only rows still in the old state.
   * Throwing fails the run: it is retried per `retry`, then dead-lettered.
   */
  run(payload: P[N], context: JobContext, job: RunningJob): Promise<unknown>;
}

/** A definition of any of the jobs in P. */
export type AnyJobDefinition<P = JobPayloads> = { [N in keyof P & string]: JobDefinition<P, N> }[keyof P &
  string];

export interface SendOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** With a policy other than `standard`, at most one job per key (see JobDefinition.policy). */
  singletonKey?: string;
}

/** Sends jobs; what the app context offers the routes. */
export interface Jobs<P = JobPayloads> {
  /** Queues a job; answers its id, or null when the queue's policy dropped it. */
  send<N extends keyof P & string>(name: N, payload: P[N], options?: SendOptions): Promise<string | null>;
  /** Sends the job on a cron schedule (UTC) from now on, on whichever instance is up; replaces its schedule. */
  schedule<N extends keyof P & string>(
    name: N,
    cron: string,
    ...payload: P[N] extends NoPayload ? [] : [payload: P[N]]
  ): Promise<void>;
  /** Jobs that failed every attempt (the dead-letter queue), newest first. */
  failed(): Promise<FailedJob[]>;
}

/** Gives a job definition its name and payload types. */
export function defineJob<N extends keyof JobPayloads & string>(
  definition: JobDefinition<JobPayloads, N>,
): JobDefinition<JobPayloads, N> {
  return definition;
}
