import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Engine } from '../db/database.ts';
import type { FileStorage } from '../files/storage.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { LiveBus } from '../live/liveBus.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PayoutsContext } from '../modules/money/payouts/settings.ts';
import type { CardProvider } from '../modules/money/provider/CardProvider.ts';
import type { WebhooksContext } from '../modules/webhooks/settings.ts';

/** The Fastify instance with zod schemas as route types (`app.withTypeProvider<ZodTypeProvider>()`). */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the route modules share: storage, files, mail, jobs and settings. No request state lives here. */
export interface AppContext {
  db: Database;
  engine: Engine;
  mailer: Mailer;
  files: FileStorage;
  /** Background jobs: `jobs.send(name, payload)` queues one (jobs/jobs.ts). */
  jobs: Jobs;
  /** Holds brands' cards and charges their statements (CARD_PROVIDER; the local simulator by default). */
  cardProvider: CardProvider;
  /** The payout provider (server-side only: nothing of it reaches the browser) and the payout jobs' timings. */
  payouts: PayoutsContext;
  /** Live updates to open screens (the flight board): in-process on PGlite, LISTEN/NOTIFY on PostgreSQL. */
  live: LiveBus;
  /** Webhook endpoints' secret box (APP_SECRET or DATA_DIR's key) and delivery settings (modules/webhooks). */
  webhooks: WebhooksContext;
  /** Where the console is served, for links in e-mails (e.g. `http://localhost:8080/ec`). */
  consoleUrl: string;
  /** Sign-in attempts a minute per client address (default 20); the captcha rule applies on top. */
  loginRateLimit?: number;
  /** The text of a new image captcha; tests pass a fixed one. */
  captchaText?: () => string;
}
