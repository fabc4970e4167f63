// Exactly once under concurrency and retries (domain §3.4), with real concurrent HTTP requests and jobs on
// PGlite and PostgreSQL: each company is paid once, each payout reaches the provider once, and a payout never
// takes more than the available balance.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBalances, payouts, providerSimObjects } from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import type { JobContext } from '../../../jobs/jobs.ts';
import { createMailer } from '../../../mail/createMailer.ts';
import type { TestApp } from '../../../test/testApp.ts';
import { testEngine } from '../../../test/testApp.ts';
import { findMismatches, findUnbalanced } from '../financial/integrity.ts';
import type { LocalPayoutProvider } from '../provider/local/LocalPayoutProvider.ts';
import { ProviderUnavailableError } from '../provider/PayoutProvider.ts';
import { payoutJobs } from './jobs.ts';
import { submitPayout } from './lifecycle.ts';
import { confirmPayoutRun } from './runs.ts';
import { type Auth, confirm, createPayoutsTestApp, payableCompany, preview, runPayouts } from './testKit.ts';

let t: TestApp;
let sim: LocalPayoutProvider;
let admin: Auth;
let auditor: Auth;
let finance: Auth;

beforeAll(async () => {
  ({ t, sim } = await createPayoutsTestApp());
  admin = await t.authAs(DEMO_USERS.admin);
  auditor = await t.authAs(DEMO_USERS.auditor);
  finance = await t.authAs(DEMO_USERS.finance);
}, 60_000);
afterAll(() => t?.close());

const payoutsOf = (companyIds: number[]) =>
  t.db.select().from(payouts).where(inArray(payouts.companyId, companyIds));

/** Provider payouts made under a payout's key. */
const providerPayouts = (payoutId: number) =>
  t.db
    .select()
    .from(providerSimObjects)
    .where(eq(providerSimObjects.idempotencyKey, `payout:${payoutId}`));

async function expectLedgerSound() {
  expect(await findMismatches(t.db)).toEqual([]);
  expect(await findUnbalanced(t.db)).toEqual([]);
}

describe(`payout runs at the same moment (${testEngine})`, () => {
  it('two admins (and a third) confirming with their own keys pay each company once', async () => {
    const companies = await Promise.all([30_000, 45_000, 52_500].map((cents) => payableCompany(t, cents)));
    const companyIds = companies.map((company) => company.companyId);
    const { previewToken } = (await preview(t, admin, companyIds)).json().data;
    const responses = await Promise.all(
      [admin, auditor, finance, admin, auditor, finance].map((auth) =>
        confirm(t, auth, { companyIds, previewToken }, randomUUID()),
      ),
    );
    // A confirmation after another one's payouts sees moved balances (409) or the company already in flight.
    for (const response of responses) expect([200, 409], response.body).toContain(response.statusCode);
    const made = await payoutsOf(companyIds);
    expect(made.map((payout) => payout.companyId).sort()).toEqual([...companyIds].sort());
    expect(made.map((payout) => payout.amountCents).sort((a, b) => a - b)).toEqual([30_000, 45_000, 52_500]);
    const answered = responses
      .filter((response) => response.statusCode === 200)
      .flatMap((response) => response.json().data.payouts.map((row: { id: number }) => row.id));
    expect(new Set(answered)).toEqual(new Set(made.map((payout) => payout.id)));
    await expectLedgerSound();
  });

  it('the same run repeated (the same key, at once and again later) creates nothing new', async () => {
    const companies = await Promise.all([11_000, 12_000].map((cents) => payableCompany(t, cents)));
    const companyIds = companies.map((company) => company.companyId);
    const { previewToken } = (await preview(t, admin, companyIds)).json().data;
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => confirm(t, admin, { companyIds, previewToken }, key)),
    );
    // One runs; the others are told it is in progress (409) or replay its answer.
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const response of responses) expect([200, 409], response.body).toContain(response.statusCode);
    const later = await confirm(t, admin, { companyIds, previewToken }, key);
    expect(later.statusCode).toBe(200);
    expect(await payoutsOf(companyIds)).toHaveLength(2);

    // Past the HTTP layer too (a first attempt that broke after its run was written): the run's keys hold.
    const { runId } = later.json().data;
    const [again, twice] = await Promise.all(
      [1, 2].map(() =>
        confirmPayoutRun(t.db, {
          userId: t.ids.admin,
          key,
          body: { companyIds, previewToken },
          provider: sim.name,
        }),
      ),
    );
    expect(again?.result.runId).toBe(runId);
    expect(twice?.result.payouts.map((row) => row.id).sort()).toEqual(
      again?.result.payouts.map((row) => row.id).sort(),
    );
    expect(await payoutsOf(companyIds)).toHaveLength(2);
    await expectLedgerSound();
  });
});

describe(`sending a payout to the provider (${testEngine})`, () => {
  const jobContext = (): JobContext => ({
    db: t.db,
    mailer: createMailer({ db: t.db, log: () => {} }),
    log: { info() {}, warn() {}, error() {} },
    cardProvider: t.cardProvider,
    payouts: t.payouts,
    jobs: t.jobs,
    webhooks: t.webhooks,
  });
  const submitJob = payoutJobs.find((job) => job.name === 'payouts.submit');

  it('a job that runs twice (at once) makes one provider payout', async () => {
    const company = await payableCompany(t, 14_000);
    const [payout] = (await runPayouts(t, admin, [company.companyId])).payouts;
    const id = payout?.id ?? 0;
    const running = { id: 'test', attempt: 0, signal: new AbortController().signal };
    await Promise.all([
      submitJob?.run({ payoutId: id }, jobContext(), running),
      submitJob?.run({ payoutId: id }, jobContext(), running),
      submitPayout(t.db, sim, id),
    ]);
    expect(await providerPayouts(id)).toHaveLength(1);
    const [stored] = await payoutsOf([company.companyId]);
    expect(stored?.providerPayoutId).toBe((await providerPayouts(id))[0]?.id);
    await expectLedgerSound();
  });

  it('a provider call that times out after acting, retried with the same key, makes one provider payout', async () => {
    const company = await payableCompany(t, 16_000);
    const [payout] = (await runPayouts(t, admin, [company.companyId])).payouts;
    const id = payout?.id ?? 0;
    sim.loseAnswers(1);
    await expect(submitPayout(t.db, sim, id)).rejects.toBeInstanceOf(ProviderUnavailableError);
    const [lost] = await payoutsOf([company.companyId]);
    expect(lost).toMatchObject({ status: 'pending', attempts: 1, providerPayoutId: null });
    expect(lost?.lastError).toMatch(/simulated timeout/);
    expect(await providerPayouts(id)).toHaveLength(1);
    // The provider may have it now: no admin may cancel it.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${id}/cancel`,
      headers: admin,
      payload: { reason: 'Timed out.' },
    });
    expect(cancel.statusCode).toBe(409);

    const retried = await submitPayout(t.db, sim, id);
    expect(retried).toMatchObject({
      attempts: 2,
      lastError: null,
      providerPayoutId: (await providerPayouts(id))[0]?.id,
    });
    expect(await providerPayouts(id)).toHaveLength(1);
    await expectLedgerSound();
  });

  it('a cancel racing the send: either canceled and never sent, or sent and not canceled', async () => {
    for (let round = 0; round < 3; round += 1) {
      const company = await payableCompany(t, 5_000 + round);
      const [payout] = (await runPayouts(t, admin, [company.companyId])).payouts;
      const id = payout?.id ?? 0;
      const [cancel] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/admin/payouts/${id}/cancel`,
          headers: finance,
          payload: { reason: 'Race.' },
        }),
        submitPayout(t.db, sim, id),
      ]);
      const [stored] = await payoutsOf([company.companyId]);
      if (cancel.statusCode === 200) {
        expect(stored?.status).toBe('canceled');
        expect(await providerPayouts(id)).toHaveLength(0);
      } else {
        expect(cancel.statusCode).toBe(409);
        expect(stored?.providerPayoutId).not.toBeNull();
        expect(await providerPayouts(id)).toHaveLength(1);
      }
    }
    await expectLedgerSound();
  });
});

describe(`a payment-log debit racing a payout (${testEngine})`, () => {
  it('never takes the balance below zero: the payout takes what is there, or the debit comes first', async () => {
    for (let round = 0; round < 4; round += 1) {
      const company = await payableCompany(t, 10_000);
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/bee/adminAddPayLog',
        headers: admin,
        payload: {
          companyId: company.companyId,
          direction: 'debit',
          amount: '80.00',
          category: 'correction',
        },
      });
      expect(added.statusCode, added.body).toBe(200);
      const { previewToken } = (await preview(t, finance, [company.companyId])).json().data;
      const [audit, run] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: '/api/bee/auditPayLog',
          headers: auditor,
          payload: { id: added.json().data.id, decision: 'approved' },
        }),
        confirm(t, finance, { companyIds: [company.companyId], previewToken }),
      ]);
      const [balance] = await t.db
        .select()
        .from(companyBalances)
        .where(eq(companyBalances.companyId, company.companyId));
      const paidOut = (await payoutsOf([company.companyId])).reduce(
        (sum, payout) => sum + payout.amountCents,
        0,
      );
      const debited = audit.statusCode === 200 ? 8_000 : 0;
      expect([200, 422]).toContain(audit.statusCode);
      expect([200, 409]).toContain(run.statusCode);
      expect(balance?.availableCents).toBeGreaterThanOrEqual(0);
      expect(paidOut + debited + (balance?.availableCents ?? 0)).toBe(10_000);
      // Whichever went first, the other saw it: a payout of everything refuses the debit, a debit first
      // leaves the payout (if any) the rest.
      if (paidOut === 10_000) expect(debited).toBe(0);
    }
    await expectLedgerSound();
  });
});
