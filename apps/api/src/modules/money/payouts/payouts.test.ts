import type { PayoutDetail, PayoutRow } from '@console/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyBalances,
  connectedAccounts,
  LedgerAccount,
  ledgerEntries,
  ledgerTransactions,
  payoutItems,
  providerSimObjects,
} from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import type { TestApp } from '../../../test/testApp.ts';
import { testEngine } from '../../../test/testApp.ts';
import { findMismatches, findUnbalanced } from '../financial/integrity.ts';
import { companyAvailableCents, projectedBalance } from '../ledger.ts';
import type { LocalPayoutProvider } from '../provider/local/LocalPayoutProvider.ts';
import { releaseDuePending } from '../release.ts';
import { submitPayout, syncPayout } from './lifecycle.ts';
import {
  type Auth,
  createPayoutsTestApp,
  credit,
  payableCompany,
  pendingCredit,
  preview,
  runPayouts,
  type SimClock,
} from './testKit.ts';

let t: TestApp;
let clock: SimClock;
let sim: LocalPayoutProvider;
let admin: Auth;
let finance: Auth;

beforeAll(async () => {
  ({ t, clock, sim } = await createPayoutsTestApp());
  admin = await t.authAs(DEMO_USERS.admin);
  finance = await t.authAs(DEMO_USERS.finance);
}, 60_000);
afterAll(() => t?.close());

const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });

async function items(payoutId: number) {
  return t.db
    .select({
      transactionId: payoutItems.transactionId,
      cents: payoutItems.amountCents,
      released: payoutItems.released,
    })
    .from(payoutItems)
    .where(eq(payoutItems.payoutId, payoutId))
    .orderBy(payoutItems.transactionId);
}

async function postingsOf(payoutId: number) {
  return t.db
    .select({
      key: ledgerTransactions.idempotencyKey,
      account: ledgerEntries.account,
      cents: ledgerEntries.amountCents,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(
      and(
        eq(ledgerTransactions.referenceType, 'payout'),
        eq(ledgerTransactions.referenceId, String(payoutId)),
      ),
    )
    .orderBy(ledgerTransactions.id, ledgerEntries.id);
}

async function detail(auth: Auth, id: number): Promise<PayoutDetail> {
  const response = await get(auth, `/api/payouts/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Sends the payout to the provider, then moves the provider's clock past arrival and follows it. */
async function toArrival(payoutId: number) {
  await submitPayout(t.db, sim, payoutId);
  clock.advance(61);
  await syncPayout(t.db, sim, payoutId);
  clock.advance(60);
  return syncPayout(t.db, sim, payoutId);
}

async function expectLedgerSound() {
  expect(await findMismatches(t.db)).toEqual([]);
  expect(await findUnbalanced(t.db)).toEqual([]);
}

describe(`what a payout settles (${testEngine})`, () => {
  it('is every unsettled available transaction, debits too; pending money waits for its release', async () => {
    const { companyId } = await payableCompany(t, 0);
    const first = await credit(t, companyId, 40_000);
    const second = await credit(t, companyId, 12_500);
    const debit = await credit(t, companyId, -2_500);
    const pending = await pendingCredit(t, companyId, 9_000);

    const [paid] = (await runPayouts(t, admin, [companyId])).payouts;
    expect(paid).toMatchObject({ companyId, amountCents: 50_000, status: 'pending', transactionCount: 3 });
    expect(await items(paid?.id ?? 0)).toEqual([
      { transactionId: first, cents: 40_000, released: false },
      { transactionId: second, cents: 12_500, released: false },
      { transactionId: debit, cents: -2_500, released: false },
    ]);
    // Created before any provider call: the money is in transit and the payout keyed for the provider.
    expect(await projectedBalance(t.db, companyId)).toMatchObject({
      availableCents: 0,
      pendingCents: 9_000,
      inTransitCents: 50_000,
    });
    expect(await postingsOf(paid?.id ?? 0)).toEqual([
      { key: `payout:${paid?.id}:create`, account: LedgerAccount.companyAvailable, cents: -50_000 },
      { key: `payout:${paid?.id}:create`, account: LedgerAccount.companyPayoutInTransit, cents: 50_000 },
    ]);

    // Until the first payout has gone to the provider, the company waits; then, released, the compensation
    // is the next payout's.
    await releaseDuePending(t.db, new Date());
    expect((await preview(t, admin, [companyId])).json().data.skipped).toEqual([
      expect.objectContaining({ reason: 'payout_in_flight' }),
    ]);
    await submitPayout(t.db, sim, paid?.id ?? 0);
    const [next] = (await runPayouts(t, admin, [companyId])).payouts;
    expect(next).toMatchObject({ amountCents: 9_000, transactionCount: 1 });
    expect(await items(next?.id ?? 0)).toEqual([{ transactionId: pending, cents: 9_000, released: false }]);
    await expectLedgerSound();
  });

  it('is refused (books_disagree) when the projected balance differs from the transactions’ sum', async () => {
    const { companyId } = await payableCompany(t, 30_000);
    await t.db
      .update(companyBalances)
      .set({ availableCents: sql`${companyBalances.availableCents} + 100` })
      .where(eq(companyBalances.companyId, companyId));
    const response = await preview(t, finance, [companyId]);
    expect(response.json().data).toMatchObject({
      payouts: [],
      skipped: [
        {
          companyId,
          availableCents: 30_100,
          reason: 'books_disagree',
          message:
            'The available balance ($301.00) differs from the sum of its unsettled transactions ($300.00): check the ledger before paying.',
        },
      ],
    });
    await t.db
      .update(companyBalances)
      .set({ availableCents: sql`${companyBalances.availableCents} - 100` })
      .where(eq(companyBalances.companyId, companyId));
    expect((await preview(t, finance, [companyId])).json().data.payouts).toHaveLength(1);
  });
});

describe(`a payout's life (${testEngine})`, () => {
  it('goes to the provider keyed by its id, in transit, then paid: in transit → paid out, history kept', async () => {
    const { companyId, owner } = await payableCompany(t, 25_000);
    const [created] = (await runPayouts(t, admin, [companyId])).payouts;
    const id = created?.id ?? 0;

    const submitted = await submitPayout(t.db, sim, id);
    expect(submitted).toMatchObject({
      status: 'pending',
      attempts: 1,
      providerPayoutId: expect.stringMatching(/^po_/),
    });
    const [object] = await t.db
      .select()
      .from(providerSimObjects)
      .where(eq(providerSimObjects.id, submitted?.providerPayoutId ?? ''));
    expect(object?.idempotencyKey).toBe(`payout:${id}`);

    clock.advance(61);
    expect((await syncPayout(t.db, sim, id))?.status).toBe('in_transit');
    clock.advance(60);
    expect((await syncPayout(t.db, sim, id))?.status).toBe('paid');
    // A paid payout is not asked about again.
    expect((await syncPayout(t.db, sim, id))?.status).toBe('paid');

    expect(await projectedBalance(t.db, companyId)).toMatchObject({ availableCents: 0, inTransitCents: 0 });
    expect((await postingsOf(id)).slice(2)).toEqual([
      { key: `payout:${id}:paid`, account: LedgerAccount.companyPayoutInTransit, cents: -25_000 },
      { key: `payout:${id}:paid`, account: LedgerAccount.platformCash, cents: 25_000 },
    ]);
    const seen = await detail(owner, id);
    expect(seen).toMatchObject({
      status: 'paid',
      amountCents: 25_000,
      destinationLast4: '6789',
      arrivalDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      failureCode: null,
      transactionCount: 1,
    });
    expect(seen.history.map((change) => change.status)).toEqual(['pending', 'in_transit', 'paid']);
    expect(seen.history[0]?.note).toMatch(/^Payout run #\d+$/);
    await expectLedgerSound();
  });

  it('fails with the code and words the retailer can act on: money back, items released, bank account due again', async () => {
    const { companyId, owner } = await payableCompany(t, 31_000, { accountNumber: '000111111113' });
    const first = await credit(t, companyId, 4_000);
    const [created] = (await runPayouts(t, admin, [companyId])).payouts;
    const id = created?.id ?? 0;
    const failed = await toArrival(id);
    expect(failed).toMatchObject({
      status: 'failed',
      failureCode: 'account_closed',
      failureMessage:
        'The bank says the bank account ending in 1113 is closed. Add an open bank account in your payout set-up. The money is back in your available balance and goes out with the next payout.',
    });
    expect(await projectedBalance(t.db, companyId)).toMatchObject({
      availableCents: 35_000,
      inTransitCents: 0,
    });
    expect((await postingsOf(id)).slice(2)).toEqual([
      { key: `payout:${id}:failure`, account: LedgerAccount.companyPayoutInTransit, cents: -35_000 },
      { key: `payout:${id}:failure`, account: LedgerAccount.companyAvailable, cents: 35_000 },
    ]);
    expect((await items(id)).every((item) => item.released)).toBe(true);
    expect((await detail(owner, id)).history.map((change) => change.status)).toEqual([
      'pending',
      'in_transit',
      'failed',
    ]);

    // Our copy of the account says what the provider now says: a bank account is due again.
    const setup = (await get(owner, '/api/payouts/setup')).json().data;
    expect(setup.account).toMatchObject({
      payoutsEnabled: false,
      requirementsDue: ['external_account'],
      requirementsPastDue: ['external_account'],
    });
    expect(setup.nextPayoutBlocker).toBe(
      'A payout could not reach your bank account: add a bank account to be paid again.',
    );
    expect((await preview(t, admin, [companyId])).json().data.skipped[0].reason).toBe('payouts_not_enabled');

    // A good bank account, and the next payout settles the same transactions again.
    const fixed = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/setup/requirement',
      headers: owner,
      payload: { requirement: 'external_account', routingNumber: '121000248', accountNumber: '000555556789' },
    });
    expect(fixed.json().data.account).toMatchObject({ payoutsEnabled: true, destinationLast4: '6789' });
    const [again] = (await runPayouts(t, admin, [companyId])).payouts;
    expect(again).toMatchObject({ amountCents: 35_000, transactionCount: 2 });
    expect((await items(again?.id ?? 0)).map((item) => item.transactionId)).toContain(first);
    expect((await toArrival(again?.id ?? 0))?.status).toBe('paid');
    await expectLedgerSound();
  });

  it('fails at once when the provider refuses it, with the reversal', async () => {
    const { companyId } = await payableCompany(t, 8_800);
    const [created] = (await runPayouts(t, admin, [companyId])).payouts;
    // The provider disabled payouts meanwhile (our copy still says enabled).
    const [account] = await t.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.companyId, companyId));
    await t.db
      .update(providerSimObjects)
      .set({ data: sql`${providerSimObjects.data} || '{"tosAcceptedAt": null}'::jsonb` })
      .where(eq(providerSimObjects.id, account?.providerAccountId ?? ''));
    const failed = await submitPayout(t.db, sim, created?.id ?? 0);
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'payouts_not_allowed' });
    expect(await projectedBalance(t.db, companyId)).toMatchObject({
      availableCents: 8_800,
      inTransitCents: 0,
    });
    const [copy] = await t.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.companyId, companyId));
    expect(copy).toMatchObject({ payoutsEnabled: false, requirementsDue: ['tos_acceptance'] });
    await expectLedgerSound();
  });

  it('follows a payout the provider canceled on its side: the money back, its transactions unsettled', async () => {
    const { companyId, owner } = await payableCompany(t, 7_300);
    const [created] = (await runPayouts(t, admin, [companyId])).payouts;
    const id = created?.id ?? 0;
    await submitPayout(t.db, sim, id);
    // A provider that cancels payouts itself (Stripe can); the local one never does.
    const canceling = Object.assign(Object.create(sim) as LocalPayoutProvider, {
      retrievePayout: async (providerPayoutId: string) => ({
        ...(await sim.retrievePayout(providerPayoutId)),
        status: 'canceled' as const,
      }),
    });
    expect((await syncPayout(t.db, canceling, id))?.status).toBe('canceled');
    expect(await projectedBalance(t.db, companyId)).toMatchObject({
      availableCents: 7_300,
      inTransitCents: 0,
    });
    expect((await items(id)).every((item) => item.released)).toBe(true);
    expect((await detail(owner, id)).history.at(-1)).toMatchObject({
      status: 'canceled',
      note: 'Canceled at the provider.',
    });
    await expectLedgerSound();
  });

  it('may be canceled by a finance admin while not yet sent, with the reversal; not once sent', async () => {
    const { companyId, owner } = await payableCompany(t, 12_000);
    const [created] = (await runPayouts(t, admin, [companyId])).payouts;
    const cancel = (auth: Auth, id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/payouts/${id}/cancel`,
        headers: auth,
        payload: { reason: 'Run by mistake.' },
      });
    for (const email of [DEMO_USERS.support, DEMO_USERS.retailer, DEMO_USERS.brand]) {
      expect((await cancel(await t.authAs(email), created?.id ?? 0)).statusCode, email).toBe(403);
    }
    expect((await cancel(finance, 0x7fffffff)).statusCode).toBe(404);
    const canceled = await cancel(finance, created?.id ?? 0);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data).toMatchObject({ status: 'canceled', failureCode: null });
    expect(canceled.json().data.history.at(-1)).toMatchObject({
      status: 'canceled',
      note: 'Run by mistake.',
    });
    expect(await projectedBalance(t.db, companyId)).toMatchObject({
      availableCents: 12_000,
      inTransitCents: 0,
    });
    expect((await postingsOf(created?.id ?? 0)).map((posting) => posting.key)).toContain(
      `payout:${created?.id}:cancel`,
    );
    // Canceled, it is never sent.
    expect((await submitPayout(t.db, sim, created?.id ?? 0))?.providerPayoutId).toBeNull();
    expect((await cancel(finance, created?.id ?? 0)).statusCode).toBe(409);

    const [next] = (await runPayouts(t, admin, [companyId])).payouts;
    await submitPayout(t.db, sim, next?.id ?? 0);
    const late = await cancel(admin, next?.id ?? 0);
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toMatch(/has already gone to the provider/);
    expect((await detail(owner, next?.id ?? 0)).status).toBe('pending');
    await expectLedgerSound();
  });
});

describe(`GET /api/payouts, /export, /:id (${testEngine})`, () => {
  it("lists the viewer's company's payouts newest first, with filters; admins any company's", async () => {
    const { companyId, owner } = await payableCompany(t, 5_000);
    const [older] = (await runPayouts(t, admin, [companyId])).payouts;
    await toArrival(older?.id ?? 0);
    await credit(t, companyId, 7_000);
    const [newer] = (await runPayouts(t, admin, [companyId])).payouts;

    const own = await get(owner, '/api/payouts');
    expect(own.statusCode).toBe(200);
    expect(own.json().data.total).toBe(2);
    expect(own.json().data.rows.map((row: PayoutRow) => row.id)).toEqual([newer?.id, older?.id]);
    expect(
      (await get(owner, '/api/payouts?status=paid')).json().data.rows.map((r: PayoutRow) => r.id),
    ).toEqual([older?.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(owner, `/api/payouts?from=${today}&to=${today}`)).json().data.total).toBe(2);
    expect((await get(owner, '/api/payouts?to=2020-01-01')).json().data.total).toBe(0);
    expect((await get(owner, `/api/payouts?companyId=${companyId}`)).json().data.total).toBe(2);

    const byAdmin = await get(admin, `/api/payouts?companyId=${companyId}`);
    expect(byAdmin.json().data.total).toBe(2);
    const all = await get(admin, '/api/payouts?pageSize=100');
    expect(all.json().data.total).toBeGreaterThanOrEqual(2);
  });

  it("answers 404 for another company's payout or company, and keeps the CSV to the same scope", async () => {
    const mine = await payableCompany(t, 5_500);
    const theirs = await payableCompany(t, 6_600);
    const [payout] = (await runPayouts(t, admin, [theirs.companyId])).payouts;
    expect((await get(mine.owner, `/api/payouts/${payout?.id}`)).statusCode).toBe(404);
    expect((await get(mine.owner, `/api/payouts?companyId=${theirs.companyId}`)).statusCode).toBe(404);
    expect((await get(mine.owner, `/api/payouts/export?companyId=${theirs.companyId}`)).statusCode).toBe(404);
    expect((await get(mine.owner, '/api/payouts')).json().data.total).toBe(0);
    expect((await get(theirs.owner, `/api/payouts/${payout?.id}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/payouts/${payout?.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/payouts' })).statusCode).toBe(401);

    const csv = await get(theirs.owner, '/api/payouts/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Payout,Company,Created at,Amount,Fee,Currency,Status,Expected arrival,Destination,Failure code,Failure reason,Transactions',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',66.00,0.00,USD,pending,,****6789,,,1');
  });

  it('refuses bad filters on the field', async () => {
    const response = await get(admin, '/api/payouts?status=lost&from=yesterday');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields)).toEqual(
      expect.arrayContaining(['querystring.status', 'querystring.from']),
    );
  });
});

describe(`the available balance and its entries (${testEngine})`, () => {
  it('still match after every payout above', async () => {
    const { companyId } = await payableCompany(t, 2_600);
    await runPayouts(t, admin, [companyId]);
    expect((await projectedBalance(t.db, companyId)).availableCents).toBe(
      await companyAvailableCents(t.db, companyId),
    );
    await expectLedgerSound();
  });
});
