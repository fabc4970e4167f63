// A server process for the job tests, started as a child (childServer.ts): the
// app and its jobs as server.ts runs them, on DATA_DIR (PGlite) or DATABASE_URL, plus a test job whose
// effect is a row under a unique key and a public route that sends it. It prints one JSON line per event
// (`listening` with its port; `hanging`, `running` and `done` with a job's key) for the test to follow.
import path from 'node:path';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildApp } from '../app/buildApp.ts';
import { openDatabase } from '../db/database.ts';
import { createLocalStorage } from '../files/localStorage.ts';
import { createJobs } from '../jobs/createJobs.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import { jobDefinitions } from '../jobs/registry.ts';
import { createLiveBus } from '../live/liveBus.ts';
import { createMailer } from '../mail/createMailer.ts';
import { payoutsContextFromEnv } from '../modules/money/payouts/settings.ts';
import { LocalCardProvider } from '../modules/money/provider/local/LocalCardProvider.ts';
import { testWebhooksContext } from '../modules/webhooks/settings.ts';
import { createJobTestTables, type JobServerPayloads, jobTestEffects, jobTestRuns } from './jobTestTables.ts';
import { TEST_JOB_TIMINGS } from './testApp.ts';

const print = (event: object) => process.stdout.write(`${JSON.stringify(event)}\n`);

// childServer.ts gives every server a DATA_DIR (PGlite's folder, and the uploads' on both engines).
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('the job server needs DATA_DIR');
const database = await openDatabase({
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
});
await createJobTestTables(database.db);

const effect: JobDefinition<JobServerPayloads, 'test.effect'> = {
  name: 'test.effect',
  expireInSeconds: 5,
  retry: { limit: 3, delaySeconds: 0, backoff: false },
  async run({ key, hangAfterEffect, takesMs }, { db }, job) {
    await db.insert(jobTestRuns).values({ key, pid: process.pid });
    await db.insert(jobTestEffects).values({ key }).onConflictDoNothing();
    if (hangAfterEffect && job.attempt === 0) {
      print({ event: 'hanging', key });
      await new Promise(() => {});
    }
    if (takesMs) {
      print({ event: 'running', key });
      await new Promise((resolve) => setTimeout(resolve, takesMs));
    }
    print({ event: 'done', key });
  },
};

const mailer = createMailer({ db: database.db, log: () => {} });
const quiet = { info() {}, warn() {}, error() {} };
const cardProvider = new LocalCardProvider({ db: database.db, publishableKey: 'pk_test_local_console' });
const payouts = payoutsContextFromEnv(database.db, {});
const jobs = createJobs<JobServerPayloads>({
  database,
  definitions: [...jobDefinitions, effect],
  context: { db: database.db, mailer, log: quiet, cardProvider, payouts, webhooks: testWebhooksContext() },
  timings: TEST_JOB_TIMINGS,
});
const live = await createLiveBus(database);
const app = await buildApp({
  context: {
    db: database.db,
    engine: database.engine,
    files: createLocalStorage(path.join(dataDir, 'files')),
    mailer,
    jobs,
    cardProvider,
    payouts,
    live,
    webhooks: testWebhooksContext(),
    consoleUrl: 'http://localhost/ec',
  },
});
app.withTypeProvider<ZodTypeProvider>().post(
  '/api/test/effect',
  {
    config: { public: true },
    schema: {
      body: z.object({
        key: z.string(),
        hangAfterEffect: z.boolean().optional(),
        takesMs: z.number().optional(),
      }),
    },
  },
  async (request) => ({ id: await jobs.send('test.effect', request.body) }),
);
await jobs.start();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
print({ event: 'listening', port: typeof address === 'object' && address ? address.port : 0 });

process.on('SIGTERM', async () => {
  await app.close();
  await live.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
});
