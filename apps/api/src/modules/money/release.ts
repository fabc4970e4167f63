// Pending money becomes available on its transaction's `available_on`: one `release:<id>` posting per
// transaction (repeat-safe), moving each company's pending entries to available.
import { and, eq, exists, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { LedgerAccount, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
import { LedgerKind } from './kinds.ts';
import { postTransaction } from './ledger.ts';

const released = alias(ledgerTransactions, 'released');

/** Releases every transaction whose pending money is due by `now`; returns how many it released. */
export async function releaseDuePending(db: Database, now: Date, limit = 500): Promise<number> {
  const due = await db
    .select({ id: ledgerTransactions.id, availableOn: ledgerTransactions.availableOn })
    .from(ledgerTransactions)
    .where(
      and(
        isNotNull(ledgerTransactions.availableOn),
        lte(ledgerTransactions.availableOn, now),
        exists(
          db
            .select({ id: ledgerEntries.id })
            .from(ledgerEntries)
            .where(
              and(
                eq(ledgerEntries.transactionId, ledgerTransactions.id),
                eq(ledgerEntries.account, LedgerAccount.companyPending),
              ),
            ),
        ),
        notExists(
          db
            .select({ id: released.id })
            .from(released)
            .where(eq(released.idempotencyKey, sql`'release:' || ${ledgerTransactions.id}`)),
        ),
      ),
    )
    .orderBy(ledgerTransactions.availableOn, ledgerTransactions.id)
    .limit(limit);
  for (const transaction of due) {
    await db.transaction(async (tx) => {
      const pending = await tx
        .select({ companyId: ledgerEntries.companyId, amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.transactionId, transaction.id),
            eq(ledgerEntries.account, LedgerAccount.companyPending),
          ),
        );
      const entries = pending.flatMap(({ companyId, amountCents }) => [
        { companyId, account: LedgerAccount.companyPending, amountCents: -amountCents },
        { companyId, account: LedgerAccount.companyAvailable, amountCents },
      ]);
      await postTransaction(tx, {
        idempotencyKey: `release:${transaction.id}`,
        kind: LedgerKind.release,
        referenceType: 'transaction',
        referenceId: String(transaction.id),
        description: `Transaction ${transaction.id}: pending money available`,
        createdBy: null,
        entries,
        postedAt: transaction.availableOn ?? now,
      });
    });
  }
  return due.length;
}
