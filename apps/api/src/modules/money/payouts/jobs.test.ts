// The payout jobs on a running queue, with the local provider's payouts arriving in seconds (as an e2e run
// would set LOCAL_PAYOUT_IN_TRANSIT_SECONDS and LOCAL_PAYOUT_ARRIVAL_SECONDS).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import { jobDefinitions } from '../../../jobs/registry.ts';
import { createTestApp, type TestApp, testEngine } from '../../../test/testApp.ts';
import { until } from '../../../test/until.ts';
import { projectedBalance } from '../ledger.ts';
import { LocalPayoutProvider } from '../provider/local/LocalPayoutProvider.ts';
import { createPayout } from './create.ts';
import { type Auth, payableCompany, runPayouts } from './testKit.ts';

let t: TestApp;
let admin: Auth;

beforeAll(async () => {
  t = await createTestApp({
    jobs: {},
    payouts: (db) => ({
      provider: new LocalPayoutProvider(db, { inTransitAfterSeconds: 1, arrivalAfterSeconds: 2 }),
      submitDelaySeconds: 0,
      syncIntervalSeconds: 1,
    }),
  });
  admin = await t.authAs(DEMO_USERS.admin);
}, 60_000);
afterAll(() => t?.close());

const statusOf = async (id: number) => (await t.db.select().from(payouts).where(eq(payouts.id, id)))[0];

/** Waits until the payout reaches `status`. */
const reaches = (id: number, status: string) =>
  until(
    async () => {
      const payout = await statusOf(id);
      return payout?.status === status ? payout : undefined;
    },
    30_000,
    `the payout reaches ${status}`,
  );

describe(`the payout jobs (${testEngine})`, () => {
  it('send a run’s payout to the provider and follow it until it is paid', async () => {
    const company = await payableCompany(t, 21_000);
    const [payout] = (await runPayouts(t, admin, [company.companyId])).payouts;
    const paid = await reaches(payout?.id ?? 0, 'paid');
    expect(paid).toMatchObject({ attempts: 1, providerPayoutId: expect.stringMatching(/^po_/) });
    expect(await projectedBalance(t.db, company.companyId)).toMatchObject({
      availableCents: 0,
      inTransitCents: 0,
    });
  });

  it('follow a payout to a failing bank account until it fails, with the money back', async () => {
    const company = await payableCompany(t, 4_400, { accountNumber: '000111111116' });
    const [payout] = (await runPayouts(t, admin, [company.companyId])).payouts;
    const failed = await reaches(payout?.id ?? 0, 'failed');
    expect(failed?.failureCode).toBe('no_account');
    expect(await projectedBalance(t.db, company.companyId)).toMatchObject({
      availableCents: 4_400,
      inTransitCents: 0,
    });
  });

  it('sweep up a payout whose job was lost, every five minutes', async () => {
    expect(jobDefinitions.find((job) => job.name === 'payouts.sweep')?.schedule).toBe('*/5 * * * *');
    const company = await payableCompany(t, 3_300);
    const created = await createPayout(t.db, {
      companyId: company.companyId,
      idempotencyKey: `test:lost-job:${company.companyId}`,
      runId: null,
      createdBy: null,
      provider: 'local',
      note: null,
    });
    if (!('payout' in created)) throw new Error('no payout');
    await t.jobs.send('payouts.sweep', {});
    await reaches(created.payout.id, 'paid');
  });
});
