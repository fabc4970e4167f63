import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerAccount, ledgerTransactions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { postTransaction, projectedBalance } from './ledger.ts';
import { releaseDuePending } from './release.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const DAY_MS = 86_400_000;

async function postPending(key: string, companyId: number, cents: number, availableOn: Date) {
  return t.db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyKey: key,
      kind: 'warranty_compensation',
      referenceType: 'test',
      referenceId: key,
      description: 'pending test',
      createdBy: null,
      entries: [
        { companyId, account: LedgerAccount.companyPending, amountCents: cents },
        { companyId: t.ids.brand, account: LedgerAccount.companyReceivable, amountCents: -cents },
      ],
      availableOn,
    }),
  );
}

describe('releaseDuePending', () => {
  it('moves pending money to available on its date, once, and leaves money not yet due pending', async () => {
    const companyId = t.ids.otherRetailer;
    const now = new Date();
    const before = await projectedBalance(t.db, companyId);
    const due = await postPending('test:due', companyId, 4_000, new Date(now.getTime() - DAY_MS));
    await postPending('test:later', companyId, 900, new Date(now.getTime() + DAY_MS));

    expect(await releaseDuePending(t.db, now)).toBe(1);
    const after = await projectedBalance(t.db, companyId);
    expect(after.availableCents).toBe(before.availableCents + 4_000);
    expect(after.pendingCents).toBe(before.pendingCents + 900);

    // A second sweep (the job running twice) releases nothing more.
    expect(await releaseDuePending(t.db, now)).toBe(0);
    await Promise.all([releaseDuePending(t.db, now), releaseDuePending(t.db, now)]);
    expect(await projectedBalance(t.db, companyId)).toMatchObject({
      availableCents: before.availableCents + 4_000,
      pendingCents: before.pendingCents + 900,
    });
    const releases = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `release:${due}`));
    expect(releases).toHaveLength(1);
    expect(releases[0]?.kind).toBe('release');
  });

  it('leaves no demo compensation pending past its date', async () => {
    expect(await releaseDuePending(t.db, new Date())).toBe(0);
  });
});
