// What the webhooks area needs from the app (README "Configuration"): the box its signing secrets are
// sealed in, whether private and plain-http URLs are allowed (development and tests only), and the DNS
// resolver deliveries use (tests stub it to make a name resolve to a private address).
import { WEBHOOK_RETRY_DELAYS_SECONDS, WEBHOOK_TIMEOUT_MS } from '@console/contract';
import { type Resolve, systemResolve } from './addresses.ts';
import { createSecretBox, keyFromText, type SecretBox, serverSecretKey } from './secretBox.ts';

export interface WebhooksContext {
  secrets: SecretBox;
  /** WEBHOOKS_ALLOW_PRIVATE_URLS=1: http:// and local or private addresses are accepted. Never in production. */
  allowPrivateUrls: boolean;
  resolve: Resolve;
  /** A 2xx within this long is a success (WEBHOOK_TIMEOUT_MS; tests shorten it). */
  timeoutMs: number;
  /** Seconds before each retry (WEBHOOK_RETRY_DELAYS_SECONDS; WEBHOOKS_RETRY_DELAYS_SECONDS for e2e only). */
  retryDelaysSeconds: readonly number[];
}

type Env = Record<string, string | undefined>;

/** WEBHOOKS_RETRY_DELAYS_SECONDS: `5,300,…` (whole seconds), so an end-to-end test sees retries in seconds. */
function retryDelays(raw: string | undefined): readonly number[] {
  if (!raw) return WEBHOOK_RETRY_DELAYS_SECONDS;
  const delays = raw.split(',').map((part) => Number(part.trim()));
  if (!delays.length || delays.some((delay) => !Number.isInteger(delay) || delay < 0))
    throw new Error(
      'WEBHOOKS_RETRY_DELAYS_SECONDS must be whole seconds separated by commas, e.g. 5,300,1800.',
    );
  return delays;
}

/**
 * The server's webhooks context: the key from APP_SECRET or DATA_DIR's key file; WEBHOOKS_ALLOW_PRIVATE_URLS
 * and WEBHOOKS_RETRY_DELAYS_SECONDS for development and tests.
 */
export function webhooksContextFromEnv(env: Env, dataDir: string): WebhooksContext {
  const allow = env.WEBHOOKS_ALLOW_PRIVATE_URLS ?? '';
  if (!['', '0', '1'].includes(allow)) throw new Error('WEBHOOKS_ALLOW_PRIVATE_URLS must be 1 or 0.');
  return {
    retryDelaysSeconds: retryDelays(env.WEBHOOKS_RETRY_DELAYS_SECONDS),
    secrets: createSecretBox(serverSecretKey(env.APP_SECRET || undefined, dataDir)),
    allowPrivateUrls: allow === '1',
    resolve: systemResolve,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
  };
}

/** The key tests and their seeded template share (a test app must open the template's sealed secrets). */
export const TEST_SECRET_BOX = createSecretBox(keyFromText('console test key'));

/** The tests' context: local receivers allowed (they listen on 127.0.0.1). */
export function testWebhooksContext(overrides: Partial<WebhooksContext> = {}): WebhooksContext {
  return {
    secrets: TEST_SECRET_BOX,
    allowPrivateUrls: true,
    resolve: systemResolve,
    timeoutMs: 2_000,
    retryDelaysSeconds: WEBHOOK_RETRY_DELAYS_SECONDS,
    ...overrides,
  };
}
