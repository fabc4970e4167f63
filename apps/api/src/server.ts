/**
 * The server process: opens the storage (PGlite in DATA_DIR, default ./.data, or PostgreSQL when
 * DATABASE_URL is set), migrates and seeds it on first start, then serves /api on HOST:PORT (default
 * 127.0.0.1:8080), and runs the background jobs (jobs/registry.ts). SIGTERM and SIGINT close the HTTP
 * server first, then wait for running jobs, then close the database, so no acknowledged write is cut off.
 */
import path from 'node:path';
import { buildApp } from './app/buildApp.ts';
import { DEFAULT_DATA_DIR, openDatabase } from './db/database.ts';
import { seedIfEmpty } from './db/seed.ts';
import { createLocalStorage } from './files/localStorage.ts';
import { createJobs } from './jobs/createJobs.ts';
import type { JobLog } from './jobs/jobs.ts';
import { jobDefinitions } from './jobs/registry.ts';
import { createLiveBus } from './live/liveBus.ts';
import { createMailer } from './mail/createMailer.ts';
import { cardProviderFromSettings } from './modules/money/billing/cardProviderSetting.ts';
import { payoutsContextFromEnv } from './modules/money/payouts/settings.ts';
import { webhooksContextFromEnv } from './modules/webhooks/settings.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
const consoleDir = path.resolve(
  process.env.CONSOLE_DIST || path.join(import.meta.dirname, '..', '..', 'console', 'dist'),
);

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    log: (message) => console.log(message),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// DEMO_WARRANTIES sizes the demo data's warranties (the API bench seeds 100,000); the default is the demo's.
const demoWarranties = process.env.DEMO_WARRANTIES ? Number(process.env.DEMO_WARRANTIES) : undefined;
if (demoWarranties !== undefined && !(Number.isInteger(demoWarranties) && demoWarranties >= 0)) {
  console.error('DEMO_WARRANTIES must be a whole number.');
  process.exit(1);
}
let payouts: ReturnType<typeof payoutsContextFromEnv>;
try {
  payouts = payoutsContextFromEnv(database.db, process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// JOBS_POLL_SECONDS: how late a delayed job (a payout's next look at its provider) may start; default 30.
const jobsPollSeconds = Number(process.env.JOBS_POLL_SECONDS || 30);
if (!(jobsPollSeconds >= 1)) {
  console.error('JOBS_POLL_SECONDS must be a number of seconds, at least 1.');
  process.exit(1);
}
// Webhook secrets are sealed with APP_SECRET, else a key made once in DATA_DIR; before the seed, which
// seals the demo endpoints' secrets with it.
let webhooks: ReturnType<typeof webhooksContextFromEnv>;
try {
  webhooks = webhooksContextFromEnv(process.env, dataDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (webhooks.allowPrivateUrls)
  console.warn(
    'webhooks: WEBHOOKS_ALLOW_PRIVATE_URLS=1 lets endpoints reach local addresses (development only)',
  );
const files = createLocalStorage(process.env.FILES_DIR || path.join(dataDir, 'files'));
if (await seedIfEmpty(database.db, { warranties: demoWarranties, files, webhookSecrets: webhooks.secrets }))
  console.log('database: demo data seeded (README lists the demo accounts)');

const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
// The mailer logs through the app's logger, which exists once the app is built.
const mailer = createMailer({
  db: database.db,
  smtpUrl: process.env.SMTP_URL || undefined,
  from: process.env.MAIL_FROM || undefined,
  log: (fields, msg) => app.log.info(fields, msg),
});
// Jobs log through the app's logger too.
const jobLog: JobLog = {
  info: (fields, msg) => app.log.info(fields, msg),
  warn: (fields, msg) => app.log.warn(fields, msg),
  error: (fields, msg) => app.log.error(fields, msg),
};
let cardProvider: ReturnType<typeof cardProviderFromSettings>;
try {
  cardProvider = cardProviderFromSettings(database.db, {
    provider: process.env.CARD_PROVIDER,
    publishableKey: process.env.CARD_PUBLISHABLE_KEY,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const jobs = createJobs({
  database,
  definitions: jobDefinitions,
  context: { db: database.db, mailer, log: jobLog, cardProvider, payouts, webhooks },
  timings: { pollSeconds: jobsPollSeconds },
});
// Live events log through the app's logger too; on PostgreSQL this opens the LISTEN connection.
let live: Awaited<ReturnType<typeof createLiveBus>>;
try {
  live = await createLiveBus(database, (fields, msg) => app.log.warn(fields, msg));
} catch (error) {
  console.error(`live updates: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const app = await buildApp({
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy: process.env.TRUST_PROXY === '1',
  consoleDir,
  context: {
    db: database.db,
    engine: database.engine,
    files,
    mailer,
    jobs,
    cardProvider,
    payouts,
    live,
    webhooks,
    consoleUrl: process.env.PUBLIC_URL || `http://${shownHost}:${port}/ec`,
    loginRateLimit: process.env.LOGIN_RATE_LIMIT ? Number(process.env.LOGIN_RATE_LIMIT) : undefined,
  },
});
await app.listen({ port, host });
console.log(`Console on http://${shownHost}:${port}/ec/ (API under /api, ${database.engine})`);
// After listening, so the server answers while the queue's schema is installed on a first start.
await jobs.start();
// The webhooks dispatcher at once, rather than at the next minute's occurrence (modules/webhooks/jobs.ts).
await jobs.send('webhooks.dispatch', {});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await live.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
