import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { LocalPayoutProvider } from '../provider/local/LocalPayoutProvider.ts';
import { payoutsContextFromEnv } from './settings.ts';

// Reading the settings opens no connection: the provider only keeps the handle.
const db = {} as Database;

describe('payoutsContextFromEnv', () => {
  it('defaults to the local provider, a five-minute hold before sending and a look every ten minutes', () => {
    const context = payoutsContextFromEnv(db, {});
    expect(context.provider).toBeInstanceOf(LocalPayoutProvider);
    expect(context.provider.name).toBe('local');
    expect(context).toMatchObject({ submitDelaySeconds: 300, syncIntervalSeconds: 600 });
  });

  it('takes the timings from the environment (an e2e run makes them seconds)', () => {
    const context = payoutsContextFromEnv(db, {
      PAYOUT_PROVIDER: 'local',
      LOCAL_PAYOUT_IN_TRANSIT_SECONDS: '1',
      LOCAL_PAYOUT_ARRIVAL_SECONDS: '3',
      PAYOUT_SUBMIT_DELAY_SECONDS: '0',
      PAYOUT_SYNC_INTERVAL_SECONDS: '1',
    });
    expect(context).toMatchObject({ submitDelaySeconds: 0, syncIntervalSeconds: 1 });
  });

  it('refuses what it cannot use, naming the variable', () => {
    expect(() => payoutsContextFromEnv(db, { PAYOUT_PROVIDER: 'stripe' })).toThrow(
      'PAYOUT_PROVIDER must be local (got "stripe").',
    );
    expect(() => payoutsContextFromEnv(db, { PAYOUT_SYNC_INTERVAL_SECONDS: '1.5' })).toThrow(
      'PAYOUT_SYNC_INTERVAL_SECONDS must be a whole number of seconds.',
    );
    expect(() => payoutsContextFromEnv(db, { LOCAL_PAYOUT_IN_TRANSIT_SECONDS: '-1' })).toThrow(
      'LOCAL_PAYOUT_IN_TRANSIT_SECONDS must be a whole number of seconds.',
    );
    expect(() =>
      payoutsContextFromEnv(db, { LOCAL_PAYOUT_IN_TRANSIT_SECONDS: '10', LOCAL_PAYOUT_ARRIVAL_SECONDS: '5' }),
    ).toThrow('LOCAL_PAYOUT_ARRIVAL_SECONDS must not be less than LOCAL_PAYOUT_IN_TRANSIT_SECONDS.');
  });
});
