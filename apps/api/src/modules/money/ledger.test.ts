import { moneyAmount } from '@console/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBalances, LedgerAccount, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import {
  centsToAmount,
  companyAvailableCents,
  companyMovement,
  InsufficientBalanceError,
  postTransaction,
  projectedBalance,
} from './ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const posting = (key: string, entries: Parameters<typeof postTransaction>[1]['entries']) => ({
  idempotencyKey: key,
  kind: 'manual_adjustment',
  referenceType: 'test',
  referenceId: key,
  description: 'test posting',
  createdBy: null,
  entries,
});

async function transactionsWithKey(key: string) {
  return t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
}

describe('postTransaction', () => {
  it('posts a balanced transaction once; a repeat of the key returns the same id and posts nothing', async () => {
    const companyId = t.ids.otherRetailer;
    const before = await companyAvailableCents(t.db, companyId);
    const entries = companyMovement(companyId, 'credit', 1_234);
    const first = await t.db.transaction((tx) => postTransaction(tx, posting('test:repeat', entries)));
    const second = await t.db.transaction((tx) => postTransaction(tx, posting('test:repeat', entries)));
    expect(second).toBe(first);
    expect(await transactionsWithKey('test:repeat')).toHaveLength(1);
    const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, first));
    expect(rows).toHaveLength(2);
    expect(await companyAvailableCents(t.db, companyId)).toBe(before + 1_234);
  });

  it('refuses a repeat of a key with different entries', async () => {
    const companyId = t.ids.otherRetailer;
    await t.db.transaction((tx) =>
      postTransaction(tx, posting('test:mismatch', companyMovement(companyId, 'credit', 500))),
    );
    await expect(
      t.db.transaction((tx) =>
        postTransaction(tx, posting('test:mismatch', companyMovement(companyId, 'credit', 501))),
      ),
    ).rejects.toThrow(/different entries/);
  });

  it('refuses unbalanced, fractional, zero and single-entry postings, writing nothing', async () => {
    const companyId = t.ids.otherRetailer;
    const before = await companyAvailableCents(t.db, companyId);
    const cases: [string, Parameters<typeof postTransaction>[1]['entries'], RegExp][] = [
      [
        'test:unbalanced',
        [
          { companyId, account: LedgerAccount.companyAvailable, amountCents: 100 },
          { companyId: null, account: LedgerAccount.platformCash, amountCents: -99 },
        ],
        /sum to zero/,
      ],
      [
        'test:fraction',
        [
          { companyId, account: LedgerAccount.companyAvailable, amountCents: 10.5 },
          { companyId: null, account: LedgerAccount.platformCash, amountCents: -10.5 },
        ],
        /integer cents/,
      ],
      [
        'test:zero',
        [
          { companyId, account: LedgerAccount.companyAvailable, amountCents: 0 },
          { companyId: null, account: LedgerAccount.platformCash, amountCents: 0 },
        ],
        /integer cents/,
      ],
      [
        'test:single',
        [{ companyId, account: LedgerAccount.companyAvailable, amountCents: 0 }],
        /two entries/,
      ],
    ];
    for (const [key, entries, message] of cases) {
      await expect(t.db.transaction((tx) => postTransaction(tx, posting(key, entries)))).rejects.toThrow(
        message,
      );
      expect(await transactionsWithKey(key)).toHaveLength(0);
    }
    expect(await companyAvailableCents(t.db, companyId)).toBe(before);
  });
});

describe('balances', () => {
  it('are numbers equal to the sum of the company_available entries', async () => {
    const rows = await t.db
      .select({ amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.companyId, t.ids.brand),
          eq(ledgerEntries.account, LedgerAccount.companyAvailable),
        ),
      );
    const expected = rows.reduce((sum, row) => sum + row.amountCents, 0);
    const balance = await companyAvailableCents(t.db, t.ids.brand);
    expect(typeof balance).toBe('number');
    expect(balance).toBe(expected);
    expect(balance).toBe(1_234_567);
    expect(await companyAvailableCents(t.db, t.ids.platform)).toBe(0);
  });

  it('the whole ledger, and every transaction in it, sums to zero', async () => {
    const unbalanced = await t.db
      .select({ transactionId: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
    expect(unbalanced).toHaveLength(0);
    const [total] = await t.db
      .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number) })
      .from(ledgerEntries);
    expect(total?.cents).toBe(0);
  });
});

describe('the projected balances', () => {
  it('equal the sums of every company account entry, for every company', async () => {
    const sums = await t.db
      .select({
        companyId: ledgerEntries.companyId,
        account: ledgerEntries.account,
        cents: sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number),
      })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.companyId} is not null and ${ledgerEntries.account} like 'company\\_%'`)
      .groupBy(ledgerEntries.companyId, ledgerEntries.account);
    expect(sums.length).toBeGreaterThan(0);
    const projected = new Map((await t.db.select().from(companyBalances)).map((row) => [row.companyId, row]));
    const column = {
      company_available: 'availableCents',
      company_pending: 'pendingCents',
      company_payout_in_transit: 'inTransitCents',
      company_receivable: 'receivableCents',
    } as const;
    for (const sum of sums) {
      const row = projected.get(sum.companyId as number);
      expect(row?.[column[sum.account as keyof typeof column]], `${sum.companyId} ${sum.account}`).toBe(
        sum.cents,
      );
    }
  });

  it('move with each posting, in the same transaction, and version up', async () => {
    const companyId = t.ids.otherRetailer;
    const before = await projectedBalance(t.db, companyId);
    await t.db.transaction((tx) =>
      postTransaction(tx, {
        ...posting('test:pending', [
          { companyId, account: LedgerAccount.companyPending, amountCents: 700 },
          { companyId, account: LedgerAccount.companyAvailable, amountCents: 300 },
          { companyId: null, account: LedgerAccount.platformCash, amountCents: -1_000 },
        ]),
        availableOn: new Date('2030-01-02T00:00:00Z'),
      }),
    );
    const after = await projectedBalance(t.db, companyId);
    expect(after.pendingCents).toBe(before.pendingCents + 700);
    expect(after.availableCents).toBe(before.availableCents + 300);
    expect(after.version).toBe(before.version + 1);
    const [posted] = await transactionsWithKey('test:pending');
    expect(posted?.availableOn?.toISOString()).toBe('2030-01-02T00:00:00.000Z');
  });

  it('never go below zero: a posting that would overdraw posts nothing', async () => {
    const companyId = t.ids.otherRetailer;
    const before = await projectedBalance(t.db, companyId);
    await expect(
      t.db.transaction((tx) =>
        postTransaction(
          tx,
          posting('test:overdraw', companyMovement(companyId, 'debit', before.availableCents + 1)),
        ),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await transactionsWithKey('test:overdraw')).toHaveLength(0);
    expect(await projectedBalance(t.db, companyId)).toEqual(before);
  });

  it('let only one of two concurrent debits through when the balance covers one', async () => {
    const companyId = t.ids.otherRetailer;
    const { availableCents } = await projectedBalance(t.db, companyId);
    const debit = Math.floor(availableCents * 0.6);
    const results = await Promise.allSettled(
      ['a', 'b'].map((key) =>
        t.db.transaction((tx) =>
          postTransaction(tx, posting(`test:race:${key}`, companyMovement(companyId, 'debit', debit))),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(InsufficientBalanceError);
    expect((await projectedBalance(t.db, companyId)).availableCents).toBe(availableCents - debit);
    expect(await companyAvailableCents(t.db, companyId)).toBe(availableCents - debit);
  });
});

describe('money amounts', () => {
  it('read decimals as integer cents from the digits', () => {
    const cents = (value: unknown) => moneyAmount.safeParse(value);
    expect(cents('10.5').data).toBe(1_050);
    expect(cents('0.29').data).toBe(29);
    expect(cents(0.29).data).toBe(29);
    expect(cents(10.5).data).toBe(1_050);
    expect(cents('1000000').data).toBe(100_000_000);
    expect(cents('1000000.00').data).toBe(100_000_000);
    expect(cents(' 12.30 ').data).toBe(1_230);
    for (const bad of [
      '12.345',
      '0',
      '0.00',
      '1,000',
      '-5',
      '1e3',
      '.5',
      '',
      'ten',
      '1000000.01',
      0.1 + 0.2,
      -1,
    ]) {
      expect(cents(bad).success, String(bad)).toBe(false);
    }
  });

  it('are returned as decimal numbers', () => {
    expect(centsToAmount(123_450)).toBe(1234.5);
    expect(centsToAmount(1_234_567)).toBe(12345.67);
    expect(centsToAmount(29)).toBe(0.29);
    expect(centsToAmount(-65_433)).toBe(-654.33);
  });
});
