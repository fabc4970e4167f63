// The Transactions report (domain §1.3, §2.10): one row per ledger transaction that moved a company's money,
// read straight from the entries. A row's net is what the transaction did to the company's balance
// (available + pending, and a brand's receivable); money moved into or out of "in transit" is left out, so a
// payout counts once, when it leaves the available balance. Its fee is what the platform earned from the
// company in it (`platform_fees` entries carry the paying company); gross = net + fee.
import {
  type PageQuery,
  pageOffset,
  type TransactionListQuery,
  type TransactionReference,
  type TransactionRow,
  type TransactionTotals,
  type TransactionType,
} from '@console/contract';
import { and, desc, eq, exists, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../../app/envelope.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import {
  brandStatements,
  CompanyType,
  companies,
  LedgerAccount,
  ledgerEntries,
  ledgerTransactions,
  payoutItems,
  payouts,
  warrantyClaims,
} from '../../../db/schema.ts';
import { type LedgerKindName, REPORT_TYPE } from '../kinds.ts';

const DAY_MS = 86_400_000;

/** The ledger kinds that are rows of the report, per report type. */
const KINDS_OF = new Map<TransactionType, LedgerKindName[]>();
for (const [kind, type] of Object.entries(REPORT_TYPE) as [LedgerKindName, TransactionType | null][]) {
  if (type !== null) KINDS_OF.set(type, [...(KINDS_OF.get(type) ?? []), kind]);
}
const REPORTED_KINDS = [...KINDS_OF.values()].flat();

/** The filters of a report: the list's query without its paging, and the company it is about. */
export type TransactionFilters = Omit<TransactionListQuery, 'pageNum' | 'pageSize'>;

/**
 * The company whose transactions the viewer reads: a brand's or a retailer's own (another company's id →
 * 404); an admin names one (`companyId`, 400 without it; 404 for no such company).
 */
export async function reportCompanyId(
  db: Database,
  viewer: Viewer,
  requested: number | undefined,
): Promise<number> {
  if (viewer.userType !== CompanyType.platform) {
    if (requested !== undefined && requested !== viewer.companyId)
      throw new ApiError(404, 'Company not found.');
    return viewer.companyId;
  }
  if (requested === undefined) {
    const message = 'Choose the company whose transactions to show.';
    throw new ApiError(400, message, { 'querystring.companyId': message });
  }
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, requested));
  if (!company) throw new ApiError(404, 'Company not found.');
  return company.id;
}

/** A payout named by the drill-down must be the company's (another company's payout → 404). */
async function checkPayout(db: Database, companyId: number, payoutId: number | undefined): Promise<void> {
  if (payoutId === undefined) return;
  const [payout] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.companyId, companyId)));
  if (!payout) throw new ApiError(404, 'Payout not found.');
}

const released = alias(ledgerTransactions, 'released');
// sum(bigint) is numeric: a string on pg; mapWith makes it a number on both engines.
const sumWhen = (condition: SQL) =>
  sql<number>`coalesce(sum(case when ${condition} then ${ledgerEntries.amountCents} else 0 end), 0)`.mapWith(
    Number,
  );
const BALANCE_ACCOUNTS = [
  LedgerAccount.companyAvailable,
  LedgerAccount.companyPending,
  LedgerAccount.companyReceivable,
];

/**
 * The company's reported transactions matching the filters, one row each with its net, fee and whether it
 * holds pending money; the filters on the transaction apply before the entries are summed.
 */
function companyTransactions(db: Database, companyId: number, filters: TransactionFilters) {
  const conditions: SQL[] = [
    eq(ledgerEntries.companyId, companyId),
    inArray(ledgerTransactions.kind, filters.type ? (KINDS_OF.get(filters.type) ?? []) : REPORTED_KINDS),
  ];
  if (filters.from) conditions.push(gte(ledgerTransactions.postedAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    conditions.push(
      lt(ledgerTransactions.postedAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)),
    );
  }
  if (filters.payoutId !== undefined) {
    // Every transaction the payout took, also after a failure gave them back (its items then released).
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(payoutItems)
          .where(
            and(
              eq(payoutItems.payoutId, filters.payoutId),
              eq(payoutItems.transactionId, ledgerTransactions.id),
              eq(payoutItems.companyId, companyId),
            ),
          ),
      ),
    );
  }
  return db
    .select({
      id: ledgerTransactions.id,
      postedAt: ledgerTransactions.postedAt,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
      referenceType: ledgerTransactions.referenceType,
      referenceId: ledgerTransactions.referenceId,
      availableOn: ledgerTransactions.availableOn,
      // Drizzle names a subquery's computed columns unqualified outside it: these names clash with no table's.
      netCents: sumWhen(inArray(ledgerEntries.account, BALANCE_ACCOUNTS)).as('report_net_cents'),
      feeCents: sumWhen(eq(ledgerEntries.account, LedgerAccount.platformFees)).as('report_fee_cents'),
      holdsPending: sql<boolean>`bool_or(${ledgerEntries.account} = ${LedgerAccount.companyPending})`.as(
        'report_holds_pending',
      ),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(...conditions))
    .groupBy(ledgerTransactions.id)
    .as('company_transactions');
}

/**
 * The company's transactions matching the filters, with the status filter: a transaction is pending while it
 * holds pending money and the release job has not posted `release:<id>` yet.
 */
function reportSource(db: Database, companyId: number, filters: TransactionFilters) {
  const rows = companyTransactions(db, companyId, filters);
  const pending = sql<boolean>`(${rows.holdsPending} and ${released.id} is null)`;
  const where =
    filters.status === 'pending' ? pending : filters.status === 'available' ? sql`not ${pending}` : undefined;
  const joinRelease = eq(released.idempotencyKey, sql`'release:' || ${rows.id}`);
  return { rows, pending, where, joinRelease };
}

/** One page of the report's rows, newest first, with the payout that settled each (references not named yet). */
function reportRows(db: Database, companyId: number, filters: TransactionFilters, page: PageQuery) {
  const { rows, pending, where, joinRelease } = reportSource(db, companyId, filters);
  return db
    .select({
      id: rows.id,
      postedAt: rows.postedAt,
      kind: rows.kind,
      description: rows.description,
      referenceType: rows.referenceType,
      referenceId: rows.referenceId,
      availableOn: rows.availableOn,
      netCents: rows.netCents,
      feeCents: rows.feeCents,
      holdsPending: rows.holdsPending,
      pending,
      payoutId: payouts.id,
      payoutNumber: payouts.number,
    })
    .from(rows)
    .leftJoin(released, joinRelease)
    .leftJoin(
      payoutItems,
      and(
        eq(payoutItems.transactionId, rows.id),
        eq(payoutItems.companyId, companyId),
        eq(payoutItems.released, false),
      ),
    )
    .leftJoin(payouts, eq(payouts.id, payoutItems.payoutId))
    .where(where)
    .orderBy(desc(rows.postedAt), desc(rows.id))
    .limit(page.pageSize)
    .offset(pageOffset(page));
}

type RawRow = Awaited<ReturnType<typeof reportRows>>[number];

/** The label of each referenced record a page shows, read in one query per kind of record. */
async function referenceLabels(db: Database, rows: RawRow[]): Promise<Map<string, string>> {
  const idsOf = (type: string) =>
    rows
      .filter((row) => row.referenceType === type && /^\d+$/.test(row.referenceId))
      .map((row) => Number(row.referenceId));
  const labels = new Map<string, string>();
  const claimIds = idsOf('warranty_claim');
  const payoutIds = idsOf('payout');
  const statementIds = idsOf('brand_statement');
  const [claims, payoutRows, statements] = await Promise.all([
    claimIds.length
      ? db
          .select({ id: warrantyClaims.id, label: warrantyClaims.number })
          .from(warrantyClaims)
          .where(inArray(warrantyClaims.id, claimIds))
      : [],
    payoutIds.length
      ? db
          .select({ id: payouts.id, label: payouts.number })
          .from(payouts)
          .where(inArray(payouts.id, payoutIds))
      : [],
    statementIds.length
      ? db
          .select({ id: brandStatements.id, label: brandStatements.number })
          .from(brandStatements)
          .where(inArray(brandStatements.id, statementIds))
      : [],
  ]);
  for (const [type, found] of [
    ['warranty_claim', claims],
    ['payout', payoutRows],
    ['brand_statement', statements],
  ] as const) {
    for (const { id, label } of found) labels.set(`${type}:${id}`, label);
  }
  for (const row of rows) {
    if (row.referenceType === 'pay_log')
      labels.set(`pay_log:${row.referenceId}`, `Payment log #${row.referenceId}`);
    if (row.referenceType === 'transaction') {
      labels.set(`transaction:${row.referenceId}`, `Transaction #${row.referenceId}`);
    }
  }
  return labels;
}

const LINKED_TYPES: readonly TransactionReference['type'][] = [
  'warranty_claim',
  'pay_log',
  'payout',
  'brand_statement',
  'transaction',
];

function referenceOf(row: RawRow, labels: Map<string, string>): TransactionReference | null {
  const type = LINKED_TYPES.find((linked) => linked === row.referenceType);
  const label = labels.get(`${row.referenceType}:${row.referenceId}`);
  if (!type || label === undefined) return null;
  return { type, id: Number(row.referenceId), label };
}

async function toRows(db: Database, rows: RawRow[]): Promise<TransactionRow[]> {
  const labels = await referenceLabels(db, rows);
  return rows.map((row) => ({
    id: row.id,
    postedAt: row.postedAt.toISOString(),
    type: REPORT_TYPE[row.kind as LedgerKindName] as TransactionType,
    description: row.description,
    reference: referenceOf(row, labels),
    grossCents: row.netCents + row.feeCents,
    feeCents: row.feeCents,
    netCents: row.netCents,
    currency: 'usd',
    status: row.pending ? 'pending' : 'available',
    availableOn: row.holdsPending ? (row.availableOn?.toISOString() ?? null) : null,
    payout:
      row.payoutId === null || row.payoutNumber === null
        ? null
        : { id: row.payoutId, number: row.payoutNumber },
  }));
}

/** One page of the company's transactions matching the filters, newest first. */
export async function transactionRows(
  db: Database,
  companyId: number,
  filters: TransactionFilters,
  page: PageQuery,
): Promise<TransactionRow[]> {
  return toRows(db, await reportRows(db, companyId, filters, page));
}

/** How many transactions match the filters, and their gross, fee and net (every page). */
export async function transactionTotals(
  db: Database,
  companyId: number,
  filters: TransactionFilters,
): Promise<TransactionTotals> {
  const { rows, where, joinRelease } = reportSource(db, companyId, filters);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      feeCents: sql<number>`coalesce(sum(${rows.feeCents}), 0)`.mapWith(Number),
      netCents: sql<number>`coalesce(sum(${rows.netCents}), 0)`.mapWith(Number),
    })
    .from(rows)
    .leftJoin(released, joinRelease)
    .where(where);
  const { count = 0, feeCents = 0, netCents = 0 } = totals ?? {};
  return { count, grossCents: netCents + feeCents, feeCents, netCents };
}

/** GET /api/transactions */
export async function listTransactions(db: Database, viewer: Viewer, query: TransactionListQuery) {
  const { pageNum, pageSize, ...filters } = query;
  const companyId = await reportCompanyId(db, viewer, filters.companyId);
  await checkPayout(db, companyId, filters.payoutId);
  const [rows, totals] = await Promise.all([
    transactionRows(db, companyId, filters, { pageNum, pageSize }),
    transactionTotals(db, companyId, filters),
  ]);
  return { rows, total: totals.count, totals };
}

/** The company and the filters of an export, checked as the list checks them. */
export async function exportScope(db: Database, viewer: Viewer, query: TransactionListQuery) {
  const { pageNum: _page, pageSize: _size, ...filters } = query;
  const companyId = await reportCompanyId(db, viewer, filters.companyId);
  await checkPayout(db, companyId, filters.payoutId);
  return { companyId, filters };
}
