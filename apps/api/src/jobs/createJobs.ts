// The job queue on pg-boss, in the app's own database (schema `pgboss`, which pg-boss creates and migrates
// itself under an advisory lock). On PGlite it runs through the app's one connection (pg-boss's PGlite
// adapter; PGlite queues each statement or BEGIN…COMMIT script behind any open drizzle transaction). On
// PostgreSQL it has a small pool of its own, so several API instances share one queue: a job is fetched
// by one worker (SELECT … FOR UPDATE SKIP LOCKED), schedules are sent once per occurrence, and a NOTIFY
// wakes the workers of every instance when a job is sent.
import type { FailedJob } from '@console/contract';
import { fromPglite, type Job, PgBoss, type Queue } from 'pg-boss';
import type { OpenedDatabase } from '../db/database.ts';
import type {
  AnyJobDefinition,
  JobContext,
  JobPayloads,
  JobQueueOptions,
  Jobs,
  RetryPolicy,
} from './jobs.ts';

/** Where jobs that failed every attempt go; no worker takes them, an admin lists them. */
export const DEAD_LETTER_QUEUE = 'jobs.dead-letter';

const DEFAULT_RETRY: Required<RetryPolicy> = {
  limit: 3,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 3600,
};
/** Dead-lettered jobs are kept this long for an admin to read (pg-boss deletes waiting jobs after it). */
const DEAD_LETTER_KEPT_SECONDS = 30 * 86_400;

export interface JobTimings {
  /**
   * Seconds between a worker's looks for due jobs: delayed sends and retries. A job sent now wakes the
   * workers at once (LISTEN/NOTIFY), so this is only how late a delayed job may start.
   */
  pollSeconds: number;
  /** Seconds between passes that retry runs whose process died, and that delete old finished jobs. */
  superviseSeconds: number;
  /** Seconds between looks for due cron occurrences (1 to 45). */
  cronSeconds: number;
  /** Seconds a graceful stop waits for running jobs before it gives them back to the queue. */
  stopSeconds: number;
}

/** Sensible for production (README "Background jobs" gives the idle cost on PGlite). */
export const PRODUCTION_TIMINGS: JobTimings = {
  pollSeconds: 30,
  superviseSeconds: 300,
  cronSeconds: 30,
  stopSeconds: 30,
};

export interface CreateJobsOptions<P> {
  database: OpenedDatabase;
  definitions: readonly AnyJobDefinition<P>[];
  /** What the handlers get, but the queue, which is added here. */
  context: Omit<JobContext, 'jobs'>;
  timings?: Partial<JobTimings>;
}

/** The app's jobs; `start` runs the workers and schedules, without it this instance only sends. */
export interface JobQueue<P = JobPayloads> extends Jobs<P> {
  /** Installs or migrates the queue's schema, applies the schedules and starts the workers. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (up to `stopSeconds`); the database stays open. */
  stop(): Promise<void>;
}

function queueOptions(definition: JobQueueOptions): Omit<Queue, 'name'> {
  const retry = { ...DEFAULT_RETRY, ...definition.retry };
  return {
    policy: definition.policy ?? 'standard',
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    ...(retry.backoff ? { retryDelayMax: retry.maxDelaySeconds } : {}),
    ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
    deadLetter: DEAD_LETTER_QUEUE,
    notify: true,
  };
}

/** The message of what a failed run left: a thrown error (without its stack), or pg-boss's own reason. */
function errorMessage(output: unknown): string | null {
  if (typeof output === 'string') return output;
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message;
  }
  return output ? JSON.stringify(output) : null;
}

function toFailedJob(job: Awaited<ReturnType<PgBoss['findJobs']>>[number]): FailedJob {
  return {
    id: job.id,
    name: job.sourceName ?? job.name,
    payload: job.data,
    error: errorMessage(job.sourceOutput),
    attempts: (job.sourceRetryCount ?? 0) + 1,
    createdAt: (job.sourceCreatedOn ?? job.createdOn).toISOString(),
    failedAt: job.createdOn.toISOString(),
  };
}

export function createJobs<P = JobPayloads>(options: CreateJobsOptions<P>): JobQueue<P> {
  const { database } = options;
  const timings = { ...PRODUCTION_TIMINGS, ...options.timings };
  const definitions = new Map(options.definitions.map((definition) => [definition.name, definition]));
  const boss = new PgBoss({
    ...(database.engine === 'pglite'
      ? { db: fromPglite(database.client), backend: 'pglite' as const }
      : { connectionString: database.url, max: 4 }),
    useListenNotify: true,
    superviseIntervalSeconds: timings.superviseSeconds,
    monitorIntervalSeconds: timings.superviseSeconds,
    queueCacheIntervalSeconds: timings.superviseSeconds,
    cronMonitorIntervalSeconds: timings.cronSeconds,
    cronWorkerIntervalSeconds: timings.cronSeconds,
    // Job dependencies (flows) are not used, and no index is rebuilt in the background: look rarely.
    flowIntervalSeconds: 300,
    bamIntervalSeconds: 300,
    instanceName: 'console-api',
    instanceHeartbeatSeconds: 60,
  });
  const { log } = options.context;
  boss.on('error', (error) => log.error({ err: error }, 'jobs: queue error'));
  boss.on('warning', (warning) => log.warn({ data: warning.data }, `jobs: ${warning.message}`));

  let installing: Promise<void> | undefined;
  /** Starts pg-boss (without workers) and creates the queues once; sending needs it, workers or not. */
  function installed(): Promise<void> {
    installing ??= (async () => {
      await boss.start();
      await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: DEAD_LETTER_KEPT_SECONDS });
      for (const definition of definitions.values()) {
        const queue = queueOptions(definition);
        await boss.createQueue(definition.name, queue);
        // An existing queue keeps its options on create: bring them up to the definition's.
        const { policy: _policy, ...changeable } = queue;
        await boss.updateQueue(definition.name, changeable);
      }
    })().catch((error) => {
      installing = undefined;
      throw error;
    });
    return installing;
  }

  // Aborted as a stop begins, so a run that loops (the webhooks dispatcher) ends at once instead of holding
  // the stop for its whole grace period; a run that ignores its signal still gets the grace period.
  const stopController = new AbortController();

  async function runJob(definition: AnyJobDefinition<P>, job: Job<unknown>): Promise<void> {
    const context: JobContext = { ...options.context, jobs: queue as unknown as Jobs };
    try {
      await definition.run(job.data as never, context, {
        id: job.id,
        attempt: job.retryCount,
        signal: AbortSignal.any([job.signal, stopController.signal]),
      });
    } catch (error) {
      context.log.warn(
        { err: error, job: definition.name, jobId: job.id, attempt: job.retryCount },
        'jobs: run failed',
      );
      throw error;
    }
  }

  let starting: Promise<void> | undefined;
  let stopping = false;
  async function startWorkers(): Promise<void> {
    await installed();
    for (const definition of definitions.values()) {
      // A stop asked for while starting ends the start here; stop() waits for it.
      if (stopping) return;
      if (definition.schedule) await boss.schedule(definition.name, definition.schedule, null, { tz: 'UTC' });
      await boss.work(
        definition.name,
        {
          // Without LISTEN (e.g. behind PgBouncer) the workers fall back to looking every 2 s at most.
          pollingIntervalSeconds: Math.min(timings.pollSeconds, 2),
          notifyPollingIntervalSeconds: timings.pollSeconds,
        },
        async ([job]) => {
          if (job) await runJob(definition, job);
        },
      );
    }
  }

  const queue: JobQueue<P> = {
    async send(name, payload, sendOptions = {}) {
      await installed();
      return boss.send(name, payload as object, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
    },
    async schedule(name, cron, ...payload) {
      await installed();
      await boss.schedule(name, cron, (payload[0] as object | undefined) ?? null, { tz: 'UTC' });
    },
    async failed() {
      await installed();
      const jobs = await boss.findJobs(DEAD_LETTER_QUEUE);
      return jobs.map(toFailedJob).sort((a, b) => b.failedAt.localeCompare(a.failedAt));
    },
    start() {
      starting ??= startWorkers();
      return starting;
    },
    async stop() {
      stopping = true;
      stopController.abort();
      await starting?.catch(() => {});
      if (!installing) return;
      await installing.catch(() => {});
      await boss.stop({ graceful: true, timeout: timings.stopSeconds * 1000 });
    },
  };
  return queue;
}
