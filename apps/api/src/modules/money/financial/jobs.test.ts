import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBalances, ledgerAlerts, ledgerChecks } from '../../../db/schema.ts';
import { jobDefinitions } from '../../../jobs/registry.ts';
import { createTestApp, type TestApp } from '../../../test/testApp.ts';
import { until } from '../../../test/until.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: {} });
}, 60_000);
afterAll(() => t?.close());

describe('money.recompute-balances', () => {
  it('runs nightly at 03:00 UTC', () => {
    expect(jobDefinitions.find((job) => job.name === 'money.recompute-balances')?.schedule).toBe('0 3 * * *');
  });

  it('raises an alert for a drifted projection and leaves the projection as it found it', async () => {
    const { otherRetailer } = t.ids;
    await t.db
      .update(companyBalances)
      .set({ pendingCents: sql`${companyBalances.pendingCents} + 7` })
      .where(eq(companyBalances.companyId, otherRetailer));
    const [before] = await t.db
      .select()
      .from(companyBalances)
      .where(eq(companyBalances.companyId, otherRetailer));

    await t.jobs.send('money.recompute-balances', {});
    const alerts = await until(
      async () => {
        const open = await t.db.select().from(ledgerAlerts).where(isNull(ledgerAlerts.resolvedAt));
        return open.length > 0 ? open : undefined;
      },
      20_000,
      'the job raises an alert',
    );
    expect(alerts).toEqual([
      expect.objectContaining({
        kind: 'balance_drift',
        companyId: otherRetailer,
        details: expect.objectContaining({ account: 'company_pending' }),
      }),
    ]);
    const details = alerts[0]?.details as { projectedCents: number; entriesCents: number } | undefined;
    expect((details?.projectedCents ?? 0) - (details?.entriesCents ?? 0)).toBe(7);
    const [after] = await t.db
      .select()
      .from(companyBalances)
      .where(eq(companyBalances.companyId, otherRetailer));
    expect(after?.pendingCents).toBe(before?.pendingCents);
    expect(await t.db.select().from(ledgerChecks)).toEqual([
      expect.objectContaining({ mismatches: 1, alertsRaised: 1 }),
    ]);
  });
});
