// Payouts as the lists, the detail and the CSV show them. A brand or retailer sees its own company's only
// (another company's id answers 404); an admin sees every company's, or one company's with `companyId`.
import type { Readable } from 'node:stream';
import {
  type PayoutDetail,
  type PayoutListQuery,
  type PayoutMethod,
  type PayoutRow,
  type PayoutStatus,
  pageOffset,
} from '@console/contract';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import { CompanyType, companies, payoutItems, payouts } from '../../../db/schema.ts';
import { csvStream, everyPage } from '../../csv.ts';
import { statusHistory } from '../../statusHistory.ts';
import { PAYOUT_ENTITY } from './status.ts';

/** The company whose payouts the viewer asks for: an admin's choice (or all), anyone else's own. */
function scopeOf(viewer: Viewer, requested: number | undefined): number | undefined {
  if (viewer.userType === CompanyType.platform) return requested;
  if (requested !== undefined && requested !== viewer.companyId)
    throw new ApiError(404, 'Company not found.');
  return viewer.companyId;
}

function selectRows(db: Database) {
  return db
    .select({
      payout: payouts,
      companyName: companies.name,
      // Every transaction the payout took, released ones too (a failed payout's drill-down shows what it held).
      transactionCount:
        sql<number>`(select count(*) from ${payoutItems} where ${payoutItems.payoutId} = ${payouts.id})`.mapWith(
          Number,
        ),
    })
    .from(payouts)
    .innerJoin(companies, eq(companies.id, payouts.companyId))
    .$dynamic();
}

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

function toRow({ payout, companyName, transactionCount }: SelectedRow): PayoutRow {
  return {
    id: payout.id,
    number: payout.number,
    companyId: payout.companyId,
    companyName,
    amountCents: payout.amountCents,
    feeCents: payout.feeCents,
    currency: 'usd',
    // The table's check constraints hold these to the contract's values.
    method: payout.method as PayoutMethod,
    status: payout.status as PayoutStatus,
    createdAt: payout.createdAt.toISOString(),
    statusChangedAt: payout.statusChangedAt.toISOString(),
    arrivalDate: payout.arrivalDate,
    destinationLast4: payout.destinationLast4,
    failureCode: payout.failureCode,
    failureMessage: payout.failureMessage,
    transactionCount,
  };
}

const DAY_MS = 86_400_000;

function filtersOf(viewer: Viewer, query: PayoutListQuery): SQL | undefined {
  const companyId = scopeOf(viewer, query.companyId);
  const filters: SQL[] = [];
  if (companyId !== undefined) filters.push(eq(payouts.companyId, companyId));
  if (query.status) filters.push(eq(payouts.status, query.status));
  // Dates of creation (UTC), both ends included.
  if (query.from) filters.push(gte(payouts.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(payouts.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return and(...filters);
}

/** GET /api/payouts: newest first. */
export async function listPayouts(
  db: Database,
  viewer: Viewer,
  query: PayoutListQuery,
): Promise<{ rows: PayoutRow[]; total: number }> {
  const where = filtersOf(viewer, query);
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(payouts).where(where),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

/** The rows of these payouts, in the order given. */
export async function payoutRows(db: Database, ids: number[]): Promise<PayoutRow[]> {
  if (ids.length === 0) return [];
  const rows = (await selectRows(db).where(inArray(payouts.id, ids))).map(toRow);
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** GET /api/payouts/:id: the row and its history; unknown or another company's → 404. */
export async function getPayout(db: Database, viewer: Viewer, id: number): Promise<PayoutDetail> {
  const companyId = scopeOf(viewer, undefined);
  const [row] = await selectRows(db)
    .where(and(eq(payouts.id, id), companyId === undefined ? undefined : eq(payouts.companyId, companyId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'Payout not found.');
  const history = await statusHistory<PayoutStatus>(db, PAYOUT_ENTITY, id);
  return {
    ...toRow(row),
    history: history.map((change) => ({ status: change.to, at: change.at, note: change.reason })),
  };
}

const HEADER = [
  'Payout',
  'Company',
  'Created at',
  'Amount',
  'Fee',
  'Currency',
  'Status',
  'Expected arrival',
  'Destination',
  'Failure code',
  'Failure reason',
  'Transactions',
];

const amount = (cents: number) => (cents / 100).toFixed(2);

/** GET /api/payouts/export: the list's filters and order, every matching row. */
export function payoutsCsv(db: Database, viewer: Viewer, query: PayoutListQuery): Readable {
  // Checked before the stream starts, so another company's id is a 404 and not a broken download.
  scopeOf(viewer, query.companyId);
  return csvStream(
    HEADER,
    everyPage((page) => listPayouts(db, viewer, { ...query, ...page })),
    (row: PayoutRow) => [
      row.number,
      row.companyName,
      row.createdAt,
      amount(row.amountCents),
      amount(row.feeCents),
      row.currency.toUpperCase(),
      row.status,
      row.arrivalDate,
      row.destinationLast4 ? `****${row.destinationLast4}` : null,
      row.failureCode,
      row.failureMessage,
      row.transactionCount,
    ],
  );
}
