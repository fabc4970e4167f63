import type { DashboardTrend } from '@console/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { LedgerAccount, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
import { centsToAmount } from '../money/ledger.ts';

const TREND_MONTHS = 6;

/** The first instant (UTC wall time) of the current calendar month in UTC. */
const currentMonth = sql`date_trunc('month', now() at time zone 'UTC')`;
const firstMonth = sql`(${currentMonth} - ${TREND_MONTHS - 1} * interval '1 month')`;

/**
 * Net movement of available balances per UTC calendar month, the last six months oldest first, a month
 * without entries as 0: one company's, or (companyId undefined) all companies' together.
 */
export async function balanceTrend(db: Database, companyId: number | undefined): Promise<DashboardTrend> {
  const moves = db
    .select({ postedAt: ledgerTransactions.postedAt, cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.account, LedgerAccount.companyAvailable),
        companyId === undefined ? undefined : eq(ledgerEntries.companyId, companyId),
        gte(ledgerTransactions.postedAt, sql`${firstMonth} at time zone 'UTC'`),
      ),
    )
    .as('moves');
  const points = await db
    .select({
      month: sql<string>`to_char(m.month, 'YYYY-MM')`,
      // sum(bigint) is numeric: a string on pg; mapWith makes it a number on both engines.
      cents: sql<number>`coalesce(sum(${moves.cents}), 0)`.mapWith(Number),
    })
    .from(sql`generate_series(${firstMonth}, ${currentMonth}, interval '1 month') as m(month)`)
    .leftJoin(moves, sql`date_trunc('month', ${moves.postedAt} at time zone 'UTC') = m.month`)
    .groupBy(sql`m.month`)
    .orderBy(sql`m.month`);
  return {
    label:
      companyId === undefined ? 'Net change of all available balances' : 'Net change of available balance',
    points: points.map((point) => ({ month: point.month, amount: centsToAmount(point.cents) })),
  };
}
