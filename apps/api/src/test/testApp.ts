// A real API on a real database for tests: PGlite in a temporary folder, or, when API_TEST_ENGINE is
// 'postgres', a fresh database created on the DATABASE_URL server (dropped afterwards). Seeded with the
// demo data (a copy of the run's template, see testDatabase.ts); e-mail goes to the outbox table; files
// to a temporary folder. Jobs can be sent; their workers run only when a test asks (`jobs` option).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inject } from 'vitest';
import { buildApp } from '../app/buildApp.ts';
import type { ApiApp, AppContext } from '../app/context.ts';
import { createSession } from '../auth/sessions.ts';
import type { Database } from '../db/database.ts';
import { outbox, users } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed.ts';
import type { DemoIds } from '../db/types.ts';
import { createLocalStorage } from '../files/localStorage.ts';
import type { FileStorage } from '../files/storage.ts';
import { createJobs, type JobQueue, type JobTimings } from '../jobs/createJobs.ts';
import type { AnyJobDefinition, JobPayloads } from '../jobs/jobs.ts';
import { jobDefinitions } from '../jobs/registry.ts';
import { createLiveBus } from '../live/liveBus.ts';
import { createMailer } from '../mail/createMailer.ts';
import { fileUpload } from '../modules/files/testFixtures.ts';
import type { PayoutsContext } from '../modules/money/payouts/settings.ts';
import { LocalCardProvider } from '../modules/money/provider/local/LocalCardProvider.ts';
import { LocalPayoutProvider } from '../modules/money/provider/local/LocalPayoutProvider.ts';
import { testWebhooksContext, type WebhooksContext } from '../modules/webhooks/settings.ts';
import { openTestDatabase, TEST_WARRANTY_COUNT } from './testDatabase.ts';

export const testEngine = process.env.API_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export interface TestApp<P = JobPayloads> {
  app: FastifyInstance;
  db: Database;
  ids: DemoIds;
  files: FileStorage;
  filesDir: string;
  jobs: JobQueue<P>;
  /** The card provider (the local simulator), e.g. to lose a charge's answer. */
  cardProvider: LocalCardProvider;
  /** The payout provider (the local one unless the test gave its own) and the payout jobs' timings. */
  payouts: PayoutsContext;
  /** The webhook settings the app and its jobs run with. */
  webhooks: WebhooksContext;
  /** A new session for a seeded user, as the header to send. */
  authAs(email: string): Promise<{ authorization: string }>;
  /** Uploads a file as `auth` (`POST /api/common/upload`); the stored file's name. Throws unless it is taken. */
  uploadAs(
    auth: { authorization: string },
    filename: string,
    content: Buffer | string,
    contentType?: string,
  ): Promise<string>;
  /** The newest e-mail the API wrote to this address. */
  lastMail(to: string): Promise<{ subject: string; text: string } | undefined>;
  close(): Promise<void>;
}

/** Quick job timings for tests (a production server uses PRODUCTION_TIMINGS). */
export const TEST_JOB_TIMINGS: JobTimings = {
  pollSeconds: 0.5,
  superviseSeconds: 1,
  cronSeconds: 1,
  stopSeconds: 5,
};

export interface TestAppOptions<P = JobPayloads> {
  captchaText?: () => string;
  bodyLimit?: number;
  /** Extra routes for a test, registered before the app is ready. */
  routes?: (app: ApiApp) => void;
  /**
   * Warranties in the seeded data: a few hundred by default, so each test database is quick to make;
   * the list tests ask for the demo's full set (DEMO_WARRANTY_COUNT).
   */
  warranties?: number;
  /** Starts the job workers and schedules (TEST_JOB_TIMINGS), of these definitions (default: the app's). */
  jobs?: { definitions?: readonly AnyJobDefinition<P>[] };
  /** The payouts context (default: the local provider on the real clock, payouts sent to it at once). */
  payouts?: (db: Database) => PayoutsContext;
  /** Webhook settings over the tests' (local receivers allowed, the template's secret key, 2 s timeout). */
  webhooks?: Partial<WebhooksContext>;
}

export async function createTestApp<P = JobPayloads>(options: TestAppOptions<P> = {}): Promise<TestApp<P>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-api-test-'));
  // The run's template has the default seed; a test asking for another seeds a database of its own.
  const template = options.warranties === undefined ? inject('apiTestTemplate') : undefined;
  const database = await openTestDatabase(testEngine, dir, template);
  const filesDir = path.join(dir, 'files');
  const files = createLocalStorage(filesDir);
  // The template's seeded files come with its copy; a database seeded here writes its own.
  if (template) cpSync(template.filesDir, filesDir, { recursive: true });
  const ids =
    template?.ids ??
    (await seedIfEmpty(database.db, {
      warranties: options.warranties ?? TEST_WARRANTY_COUNT,
      files,
      webhookSecrets: testWebhooksContext().secrets,
    }));
  const webhooks = testWebhooksContext(options.webhooks);
  if (!ids) throw new Error('the test database was not empty');
  const mailer = createMailer({ db: database.db, log: () => {} });
  const cardProvider = new LocalCardProvider({ db: database.db, publishableKey: 'pk_test_local_console' });
  const payouts = options.payouts?.(database.db) ?? {
    provider: new LocalPayoutProvider(database.db),
    submitDelaySeconds: 0,
    syncIntervalSeconds: 1,
  };
  const jobs = createJobs<P>({
    database,
    definitions: options.jobs?.definitions ?? (jobDefinitions as readonly AnyJobDefinition<P>[]),
    context: {
      db: database.db,
      mailer,
      log: { info() {}, warn() {}, error() {} },
      cardProvider,
      payouts,
      webhooks,
    },
    timings: TEST_JOB_TIMINGS,
  });
  const live = await createLiveBus(database);
  const context: AppContext = {
    db: database.db,
    engine: database.engine,
    files,
    mailer,
    jobs,
    cardProvider,
    payouts,
    live,
    webhooks,
    consoleUrl: 'http://localhost:8080/ec',
    captchaText: options.captchaText,
  };
  const app = await buildApp({ context, bodyLimit: options.bodyLimit });
  options.routes?.(app.withTypeProvider<ZodTypeProvider>());
  await app.ready();
  if (options.jobs) await jobs.start();
  return {
    app,
    db: database.db,
    ids,
    files,
    filesDir,
    jobs,
    cardProvider,
    payouts,
    webhooks,
    async authAs(email) {
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no user ${email}`);
      return { authorization: `Bearer ${await createSession(database.db, user.id)}` };
    },
    async uploadAs(auth, filename, content, contentType) {
      const form = fileUpload(filename, content, contentType);
      const response = await app.inject({
        method: 'POST',
        url: '/api/common/upload',
        payload: form.payload,
        headers: { ...form.headers, ...auth },
      });
      if (response.statusCode !== 200)
        throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
      return response.json().data.fileName;
    },
    async lastMail(to) {
      const [row] = await database.db
        .select({ subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(eq(outbox.to, to))
        .orderBy(desc(outbox.id))
        .limit(1);
      return row;
    },
    async close() {
      await app.close();
      await live.close();
      await jobs.stop();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
