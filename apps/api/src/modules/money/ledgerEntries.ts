import { type LedgerEntryListQuery, type LedgerEntryRow, pageOffset } from '@console/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { LedgerAccount, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
import { centsToAmount } from './ledger.ts';

const ofCompany = (companyId: number) =>
  and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.account, LedgerAccount.companyAvailable));

/**
 * A company's available-balance entries, newest first, each with the balance right after it. The running
 * sum is taken over all the company's entries before the page is cut, so every page's balances are true.
 */
export async function listLedgerEntries(
  db: Database,
  companyId: number,
  query: LedgerEntryListQuery,
): Promise<{ rows: LedgerEntryRow[]; total: number }> {
  const running = db
    .select({
      id: ledgerEntries.id,
      postedAt: ledgerTransactions.postedAt,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
      referenceType: ledgerTransactions.referenceType,
      referenceId: ledgerTransactions.referenceId,
      cents: ledgerEntries.amountCents,
      balanceCents:
        sql<number>`sum(${ledgerEntries.amountCents}) over (order by ${ledgerTransactions.postedAt}, ${ledgerEntries.id})`
          .mapWith(Number)
          .as('balance_cents'),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(ofCompany(companyId))
    .as('running');
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(running)
      .orderBy(desc(running.postedAt), desc(running.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(ledgerEntries).where(ofCompany(companyId)),
  ]);
  return {
    rows: rows.map(({ cents, balanceCents, postedAt, ...entry }) => ({
      ...entry,
      postedAt: postedAt.toISOString(),
      amount: centsToAmount(cents),
      balanceAfter: centsToAmount(balanceCents),
    })),
    total: counted?.total ?? 0,
  };
}
