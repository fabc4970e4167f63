// The ledger's integrity: every transaction's entries sum to zero, and every projected balance
// (`company_balances`) equals the sum of its entries. The nightly recompute raises `ledger_alerts` for what
// it finds and never corrects the projection: a drift means a bug or a hand edit someone must look at.
import type {
  BalanceMismatch,
  LedgerAlertRow,
  LedgerIntegrity,
  UnbalancedTransaction,
} from '@console/contract';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  companies,
  ledgerAlerts,
  ledgerChecks,
  ledgerEntries,
  ledgerTransactions,
  type PROJECTED_ACCOUNTS,
} from '../../../db/schema.ts';

export const LedgerAlertKind = {
  balanceDrift: 'balance_drift',
  unbalancedTransaction: 'unbalanced_transaction',
} as const;

/** The projection's column of each projected account. */
const PROJECTED_COLUMN = {
  company_available: sql.raw('available_cents'),
  company_pending: sql.raw('pending_cents'),
  company_payout_in_transit: sql.raw('in_transit_cents'),
  company_receivable: sql.raw('receivable_cents'),
} satisfies Record<keyof typeof PROJECTED_ACCOUNTS, unknown>;

interface MismatchRow {
  company_id: number;
  company_name: string;
  account: string;
  projected_cents: string | number;
  entries_cents: string | number;
}

/**
 * Every (company, projected account) whose projection differs from its entries' sum, a company with entries
 * but no projection row counting as projected 0. One statement, so it reads one snapshot: a posting commits
 * its entries and its projection together and is seen whole or not at all.
 */
export async function findMismatches(db: Database): Promise<BalanceMismatch[]> {
  const accounts = Object.keys(PROJECTED_COLUMN) as (keyof typeof PROJECTED_COLUMN)[];
  const sums = sql.join(
    accounts.map(
      (account) =>
        sql`select e.company_id, ${account}::text as account, coalesce(sum(e.amount_cents), 0)::bigint as entries_cents
          from ${ledgerEntries} e where e.account = ${account} and e.company_id is not null group by e.company_id`,
    ),
    sql` union all `,
  );
  const projected = sql.join(
    accounts.map(
      (account) =>
        sql`select b.company_id, ${account}::text as account, b.${PROJECTED_COLUMN[account]} as projected_cents
          from company_balances b`,
    ),
    sql` union all `,
  );
  const result = await db.execute(sql`
    select coalesce(s.company_id, p.company_id) as company_id, c.name as company_name,
      coalesce(s.account, p.account) as account,
      coalesce(p.projected_cents, 0) as projected_cents, coalesce(s.entries_cents, 0) as entries_cents
    from (${sums}) s
    full join (${projected}) p on p.company_id = s.company_id and p.account = s.account
    join ${companies} c on c.id = coalesce(s.company_id, p.company_id)
    where coalesce(p.projected_cents, 0) <> coalesce(s.entries_cents, 0)
    order by 1, 3`);
  // Both engines answer { rows }; bigint sums come back as strings on pg.
  const { rows } = result as unknown as { rows: MismatchRow[] };
  return rows.map((row) => ({
    companyId: Number(row.company_id),
    companyName: row.company_name,
    account: row.account,
    projectedCents: Number(row.projected_cents),
    entriesCents: Number(row.entries_cents),
  }));
}

/** Transactions whose entries do not sum to zero (posting refuses them; only a hand edit makes one). */
export async function findUnbalanced(db: Database): Promise<UnbalancedTransaction[]> {
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      idempotencyKey: ledgerTransactions.idempotencyKey,
      sumCents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number),
    })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .groupBy(ledgerTransactions.id)
    .having(sql`coalesce(sum(${ledgerEntries.amountCents}), 0) <> 0`)
    .orderBy(ledgerTransactions.id);
  return rows;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** −1234 → '-$12.34' */
const money = (cents: number) => usd.format(cents / 100);

interface AlertDetails {
  account?: string;
  projectedCents?: number;
  entriesCents?: number;
  sumCents?: number;
}

/** An alert in words, from what the check stored. */
function alertMessage(
  kind: string,
  companyName: string | null,
  transactionId: number | null,
  details: AlertDetails,
): string {
  if (kind === LedgerAlertKind.unbalancedTransaction) {
    return `Transaction ${transactionId}: its entries sum to ${money(details.sumCents ?? 0)}, not $0.00.`;
  }
  return `${companyName ?? 'A company'} ${details.account}: projected ${money(details.projectedCents ?? 0)}, entries ${money(details.entriesCents ?? 0)}.`;
}

/** The alerts nobody resolved yet, newest first. */
export async function openAlerts(db: Database): Promise<LedgerAlertRow[]> {
  const rows = await db
    .select({
      id: ledgerAlerts.id,
      kind: ledgerAlerts.kind,
      companyId: ledgerAlerts.companyId,
      companyName: companies.name,
      transactionId: ledgerAlerts.transactionId,
      details: ledgerAlerts.details,
      detectedAt: ledgerAlerts.detectedAt,
    })
    .from(ledgerAlerts)
    .leftJoin(companies, eq(companies.id, ledgerAlerts.companyId))
    .where(isNull(ledgerAlerts.resolvedAt))
    .orderBy(desc(ledgerAlerts.detectedAt), desc(ledgerAlerts.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === LedgerAlertKind.unbalancedTransaction ? 'unbalanced_transaction' : 'balance_drift',
    companyId: row.companyId,
    companyName: row.companyName,
    transactionId: row.transactionId,
    message: alertMessage(row.kind, row.companyName, row.transactionId, row.details as AlertDetails),
    detectedAt: row.detectedAt.toISOString(),
  }));
}

/** What makes two findings the same, so a drift still open raises no second alert each night. */
const findingKey = (kind: string, companyId: number | null, transactionId: number | null, account?: string) =>
  `${kind}|${companyId ?? ''}|${transactionId ?? ''}|${account ?? ''}`;

export interface RecomputeResult {
  mismatches: number;
  unbalanced: number;
  alertsRaised: number;
}

/**
 * The nightly recompute: sums every projected account from its entries, compares, and raises an alert per
 * new finding (one already open is left as it is). The projection is never corrected here.
 */
export async function recomputeBalances(db: Database): Promise<RecomputeResult> {
  const [mismatches, unbalanced] = [await findMismatches(db), await findUnbalanced(db)];
  return db.transaction(async (tx) => {
    const open = await tx
      .select({
        kind: ledgerAlerts.kind,
        companyId: ledgerAlerts.companyId,
        transactionId: ledgerAlerts.transactionId,
        account: sql<string | null>`${ledgerAlerts.details} ->> 'account'`,
      })
      .from(ledgerAlerts)
      .where(isNull(ledgerAlerts.resolvedAt));
    const known = new Set(
      open.map((alert) =>
        findingKey(alert.kind, alert.companyId, alert.transactionId, alert.account ?? undefined),
      ),
    );
    const findings = [
      ...mismatches.map((m) => ({
        kind: LedgerAlertKind.balanceDrift,
        companyId: m.companyId,
        transactionId: null,
        details: { account: m.account, projectedCents: m.projectedCents, entriesCents: m.entriesCents },
      })),
      ...unbalanced.map((u) => ({
        kind: LedgerAlertKind.unbalancedTransaction,
        companyId: null,
        transactionId: u.transactionId,
        details: { account: undefined, sumCents: u.sumCents },
      })),
    ];
    const fresh = findings.filter(
      (f) => !known.has(findingKey(f.kind, f.companyId, f.transactionId, f.details.account)),
    );
    if (fresh.length > 0) await tx.insert(ledgerAlerts).values(fresh);
    const [{ transactions } = { transactions: 0 }] = await tx
      .select({ transactions: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerTransactions);
    await tx.insert(ledgerChecks).values({
      transactions,
      mismatches: mismatches.length,
      unbalanced: unbalanced.length,
      alertsRaised: fresh.length,
    });
    return { mismatches: mismatches.length, unbalanced: unbalanced.length, alertsRaised: fresh.length };
  });
}

/** GET /api/admin/ledgerIntegrity: the same checks now, the open alerts, the last nightly run. */
export async function ledgerIntegrity(db: Database): Promise<LedgerIntegrity> {
  const checkedAt = new Date();
  const [mismatches, unbalanced, alerts] = [
    await findMismatches(db),
    await findUnbalanced(db),
    await openAlerts(db),
  ];
  const [{ transactions } = { transactions: 0 }] = await db
    .select({ transactions: sql<number>`count(*)`.mapWith(Number) })
    .from(ledgerTransactions);
  const [last] = await db
    .select({ checkedAt: ledgerChecks.checkedAt })
    .from(ledgerChecks)
    .orderBy(desc(ledgerChecks.id))
    .limit(1);
  return {
    checkedAt: checkedAt.toISOString(),
    transactions,
    unbalanced,
    mismatches,
    openAlerts: alerts,
    lastRecomputeAt: last?.checkedAt.toISOString() ?? null,
  };
}
