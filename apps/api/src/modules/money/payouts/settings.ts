// The payout settings of a server, from its environment (README "Configuration"), and the provider they
// choose. Only the local provider exists; a Stripe Connect implementation would be one more case here.
import type { Database } from '../../../db/database.ts';
import { DEFAULT_LOCAL_PAYOUT_TIMINGS, LocalPayoutProvider } from '../provider/local/LocalPayoutProvider.ts';
import type { PayoutProvider } from '../provider/PayoutProvider.ts';

/** What the payouts area needs from the app: its provider and how soon its jobs act. */
export interface PayoutsContext {
  provider: PayoutProvider;
  /** Seconds a new payout waits before it goes to the provider; an admin may cancel it meanwhile. */
  submitDelaySeconds: number;
  /** Seconds between looks at a payout the provider has not finished. */
  syncIntervalSeconds: number;
}

export const DEFAULT_SUBMIT_DELAY_SECONDS = 300;
export const DEFAULT_SYNC_INTERVAL_SECONDS = 600;

type Env = Record<string, string | undefined>;

/** A whole number of seconds from the environment, or the default; a bad value stops the server with its name. */
function seconds(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of seconds.`);
  return value;
}

/**
 * The payouts context a server runs with. PAYOUT_PROVIDER chooses the provider (`local`, the default);
 * LOCAL_PAYOUT_IN_TRANSIT_SECONDS and LOCAL_PAYOUT_ARRIVAL_SECONDS time the local provider's payouts;
 * PAYOUT_SUBMIT_DELAY_SECONDS and PAYOUT_SYNC_INTERVAL_SECONDS time the jobs.
 */
export function payoutsContextFromEnv(db: Database, env: Env): PayoutsContext {
  const provider = env.PAYOUT_PROVIDER || 'local';
  if (provider !== 'local') throw new Error(`PAYOUT_PROVIDER must be local (got "${provider}").`);
  const inTransitAfterSeconds = seconds(
    env,
    'LOCAL_PAYOUT_IN_TRANSIT_SECONDS',
    DEFAULT_LOCAL_PAYOUT_TIMINGS.inTransitAfterSeconds,
  );
  const arrivalAfterSeconds = seconds(
    env,
    'LOCAL_PAYOUT_ARRIVAL_SECONDS',
    DEFAULT_LOCAL_PAYOUT_TIMINGS.arrivalAfterSeconds,
  );
  if (arrivalAfterSeconds < inTransitAfterSeconds) {
    throw new Error('LOCAL_PAYOUT_ARRIVAL_SECONDS must not be less than LOCAL_PAYOUT_IN_TRANSIT_SECONDS.');
  }
  return {
    provider: new LocalPayoutProvider(db, { inTransitAfterSeconds, arrivalAfterSeconds }),
    submitDelaySeconds: seconds(env, 'PAYOUT_SUBMIT_DELAY_SECONDS', DEFAULT_SUBMIT_DELAY_SECONDS),
    syncIntervalSeconds: Math.max(
      1,
      seconds(env, 'PAYOUT_SYNC_INTERVAL_SECONDS', DEFAULT_SYNC_INTERVAL_SECONDS),
    ),
  };
}
