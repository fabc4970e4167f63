import type { PayoutDetail, PayoutRow } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectedAccounts,
  LedgerAccount,
  ledgerEntries,
  ledgerTransactions,
  payoutItems,
  payouts,
} from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../../test/testApp.ts';
import { findMismatches, findUnbalanced } from '../financial/integrity.ts';
import { projectedBalance } from '../ledger.ts';
import type { Auth } from './testKit.ts';

let t: TestApp;
let harbor: Auth;
let admin: Auth;

beforeAll(async () => {
  t = await createTestApp();
  harbor = await t.authAs(DEMO_USERS.retailer);
  admin = await t.authAs(DEMO_USERS.admin);
}, 60_000);
afterAll(() => t?.close());

const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });

describe(`the demo payouts (${testEngine})`, () => {
  it('give Harbor Cycles more than a page of payouts in every status', async () => {
    const page = (await get(harbor, '/api/payouts?pageSize=100')).json().data;
    expect(page.total).toBeGreaterThan(20);
    const rows: PayoutRow[] = page.rows;
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['pending', 'in_transit', 'paid', 'failed', 'canceled']),
    );
    expect(rows.filter((row) => row.status === 'in_transit')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
    const created = rows.map((row) => Date.parse(row.createdAt));
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(120 * 86_400_000);

    const failed = rows.find((row) => row.status === 'failed');
    expect(failed).toMatchObject({
      failureCode: 'no_account',
      failureMessage: expect.stringContaining('1116'),
    });
    const detail: PayoutDetail = (await get(harbor, `/api/payouts/${failed?.id}`)).json().data;
    expect(detail.history.map((change) => change.status)).toEqual(['pending', 'in_transit', 'failed']);
    const [reversal] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `payout:${failed?.id}:failure`));
    expect(reversal?.kind).toBe('payout_failure');
    const canceled = rows.find((row) => row.status === 'canceled');
    expect((await get(harbor, `/api/payouts/${canceled?.id}`)).json().data.history.at(-1)).toMatchObject({
      status: 'canceled',
      note: expect.stringContaining('request'),
    });
  });

  it('settle real transactions of Harbor: each paid payout exactly its items, each item settled once', async () => {
    const paid = await t.db
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.companyId, t.ids.retailer),
          inArray(payouts.status, ['paid', 'in_transit', 'pending']),
        ),
      );
    const live = await t.db
      .select({
        payoutId: payoutItems.payoutId,
        transactionId: payoutItems.transactionId,
        cents: payoutItems.amountCents,
      })
      .from(payoutItems)
      .where(and(eq(payoutItems.companyId, t.ids.retailer), eq(payoutItems.released, false)));
    for (const payout of paid) {
      const mine = live.filter((item) => item.payoutId === payout.id);
      expect(mine.length, payout.number).toBeGreaterThan(0);
      expect(
        mine.reduce((sum, item) => sum + item.cents, 0),
        payout.number,
      ).toBe(payout.amountCents);
    }
    expect(new Set(live.map((item) => item.transactionId)).size).toBe(live.length);
    const touched = await t.db
      .selectDistinct({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.companyId, t.ids.retailer),
          inArray(ledgerEntries.account, [LedgerAccount.companyAvailable, LedgerAccount.companyPending]),
          inArray(
            ledgerEntries.transactionId,
            live.map((item) => item.transactionId),
          ),
        ),
      );
    expect(touched).toHaveLength(live.length);
  });

  it('keep the ledger whole', async () => {
    expect(await findMismatches(t.db)).toEqual([]);
    expect(await findUnbalanced(t.db)).toEqual([]);
  });

  it('leave Harbor money an admin can preview and pay, its set-up enabled to a bank ending in 4 digits', async () => {
    const setup = (await get(harbor, '/api/payouts/setup')).json().data;
    expect(setup.account).toMatchObject({
      payoutsEnabled: true,
      destinationLast4: expect.stringMatching(/^\d{4}$/),
    });
    expect(setup.nextPayoutBlocker).toBeNull();
    const { availableCents } = await projectedBalance(t.db, t.ids.retailer);
    expect(availableCents).toBeGreaterThanOrEqual(2_500);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payoutRuns/preview',
      headers: admin,
      payload: { companyIds: [t.ids.retailer] },
    });
    expect(preview.json().data.payouts).toEqual([
      expect.objectContaining({ companyId: t.ids.retailer, amountCents: availableCents }),
    ]);
  });

  it('have set-ups in every state: Summit with requirements due, generated retailers enabled and not started', async () => {
    const accounts = await t.db.select().from(connectedAccounts);
    const summit = accounts.find((account) => account.companyId === t.ids.otherRetailer);
    expect(summit).toMatchObject({
      payoutsEnabled: false,
      requirementsDue: ['representative', 'external_account'],
    });
    const generated = accounts.filter((account) => t.ids.moreRetailers.includes(account.companyId));
    expect(generated.filter((account) => account.payoutsEnabled).length).toBeGreaterThan(3);
    expect(generated.some((account) => !account.payoutsEnabled)).toBe(true);
    expect(accounts.some((account) => account.companyId === t.ids.moreRetailers[0])).toBe(false);

    const runs = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payoutRuns/preview',
      headers: admin,
      payload: {},
    });
    const reasons = new Set(runs.json().data.skipped.map((row: { reason: string }) => row.reason));
    expect(reasons.has('payouts_not_enabled')).toBe(true);
    expect(reasons.has('books_disagree')).toBe(false);
    expect(runs.json().data.payouts.length).toBeGreaterThan(3);
  });
});
