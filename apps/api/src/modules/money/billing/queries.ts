// Reading statements: a brand reads its own, an admin every brand's; another brand's statement is not found.
import {
  type BillingSummary,
  pageOffset,
  type StatementDetail,
  type StatementListQuery,
  type StatementPreview,
  type StatementRow,
  type StatementStatus,
} from '@console/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../../app/envelope.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import {
  brandStatementLines,
  brandStatements,
  companies,
  ledgerTransactions,
  paymentMethods,
  StatementStatus as Status,
  statementCharges,
  users,
  warrantyClaims,
} from '../../../db/schema.ts';
import { defaultCard } from './cards.ts';
import { brandNamed, monthStart, unbilledCompensation } from './issue.ts';

const ADMIN = 3;
const retailer = alias(companies, 'retailer');

const NOT_FOUND = 'This statement was not found.';

/** The statements the viewer may read: a brand's own; every brand's for an admin. */
function scopeOf(viewer: Pick<Viewer, 'userType' | 'companyId'>): SQL | undefined {
  return viewer.userType === ADMIN ? undefined : eq(brandStatements.brandCompanyId, viewer.companyId);
}

const lineCount =
  sql<number>`(select count(*) from ${brandStatementLines} where ${brandStatementLines.statementId} = ${brandStatements.id})`.mapWith(
    Number,
  );
const charging = sql<boolean>`exists (select 1 from ${statementCharges} where ${statementCharges.statementId} = ${brandStatements.id} and ${statementCharges.status} = 'pending')`;

const rowColumns = {
  id: brandStatements.id,
  number: brandStatements.number,
  brandId: brandStatements.brandCompanyId,
  brandName: companies.name,
  period: brandStatements.period,
  issuedBy: brandStatements.issuedBy,
  coversThrough: brandStatements.coversThrough,
  totalCents: brandStatements.totalCents,
  status: brandStatements.status,
  issuedAt: brandStatements.issuedAt,
  paidAt: brandStatements.paidAt,
  attempts: brandStatements.attempts,
  lastErrorCode: brandStatements.lastErrorCode,
  lastError: brandStatements.lastError,
  nextAttemptAt: brandStatements.nextAttemptAt,
  lineCount,
  charging,
};

interface RowRecord {
  id: number;
  number: string;
  brandId: number;
  brandName: string;
  period: string;
  issuedBy: number | null;
  coversThrough: Date;
  totalCents: number;
  status: string;
  issuedAt: Date | null;
  paidAt: Date | null;
  attempts: number;
  lastErrorCode: string | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  lineCount: number;
  charging: boolean;
}

function toRow(record: RowRecord): StatementRow {
  return {
    id: record.id,
    number: record.number,
    brandId: record.brandId,
    brandName: record.brandName,
    period: record.period,
    kind: record.issuedBy === null ? 'monthly' : 'on_demand',
    coversThrough: record.coversThrough.toISOString(),
    totalCents: record.totalCents,
    currency: 'usd',
    status: record.status as StatementStatus,
    issuedAt: (record.issuedAt ?? record.coversThrough).toISOString(),
    paidAt: record.paidAt?.toISOString() ?? null,
    attempts: record.attempts,
    lineCount: record.lineCount,
    lastFailureCode: record.status === Status.paid ? null : record.lastErrorCode,
    lastFailure: record.status === Status.paid ? null : record.lastError,
    nextAttemptAt: record.nextAttemptAt?.toISOString() ?? null,
    charging: Boolean(record.charging),
  };
}

/** GET /api/statements: newest first, with the list's filters. */
export async function listStatements(
  db: Database,
  viewer: Pick<Viewer, 'userType' | 'companyId'>,
  query: StatementListQuery,
): Promise<{ rows: StatementRow[]; total: number }> {
  const where = and(
    scopeOf(viewer),
    query.brandId ? eq(brandStatements.brandCompanyId, query.brandId) : undefined,
    query.status ? eq(brandStatements.status, query.status) : undefined,
    query.period ? eq(brandStatements.period, query.period) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(brandStatements)
      .innerJoin(companies, eq(companies.id, brandStatements.brandCompanyId))
      .where(where)
      .orderBy(desc(brandStatements.issuedAt), desc(brandStatements.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(brandStatements).where(where),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

/** GET /api/statements/:id: the row, its lines per claim and every charge attempt. */
export async function getStatement(
  db: Database,
  viewer: Pick<Viewer, 'userType' | 'companyId'>,
  id: number,
): Promise<StatementDetail> {
  const [record] = await db
    .select({ ...rowColumns, issuedByFirst: users.firstName, issuedByLast: users.lastName })
    .from(brandStatements)
    .innerJoin(companies, eq(companies.id, brandStatements.brandCompanyId))
    .leftJoin(users, eq(users.id, brandStatements.issuedBy))
    .where(and(eq(brandStatements.id, id), scopeOf(viewer)));
  if (!record) throw new ApiError(404, NOT_FOUND);
  const [lines, charges] = await Promise.all([
    db
      .select({
        claimId: brandStatementLines.claimId,
        claimNumber: warrantyClaims.number,
        retailerName: retailer.name,
        description: brandStatementLines.description,
        amountCents: brandStatementLines.amountCents,
        compensatedAt: ledgerTransactions.postedAt,
      })
      .from(brandStatementLines)
      .innerJoin(warrantyClaims, eq(warrantyClaims.id, brandStatementLines.claimId))
      .innerJoin(retailer, eq(retailer.id, warrantyClaims.retailerCompanyId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, brandStatementLines.transactionId))
      .where(eq(brandStatementLines.statementId, id))
      .orderBy(asc(ledgerTransactions.postedAt), asc(brandStatementLines.id)),
    db
      .select({
        attempt: statementCharges.attempt,
        status: statementCharges.status,
        amountCents: statementCharges.amountCents,
        cardBrand: paymentMethods.cardBrand,
        last4: paymentMethods.last4,
        failureCode: statementCharges.failureCode,
        failureMessage: statementCharges.failureMessage,
        createdAt: statementCharges.createdAt,
        settledAt: statementCharges.settledAt,
      })
      .from(statementCharges)
      .leftJoin(paymentMethods, eq(paymentMethods.id, statementCharges.paymentMethodId))
      .where(eq(statementCharges.statementId, id))
      .orderBy(asc(statementCharges.attempt)),
  ]);
  const { issuedByFirst, issuedByLast, ...row } = record;
  const issuedBy = row.issuedBy === null ? null : `${issuedByFirst ?? ''} ${issuedByLast ?? ''}`.trim();
  return {
    ...toRow(row),
    issuedBy,
    lines: lines.map((line) => ({ ...line, compensatedAt: line.compensatedAt.toISOString() })),
    charges: charges.map(({ cardBrand, last4, ...charge }) => ({
      ...charge,
      status: charge.status as StatementDetail['charges'][number]['status'],
      card: cardBrand && last4 ? { cardBrand, last4 } : null,
      createdAt: charge.createdAt.toISOString(),
      settledAt: charge.settledAt?.toISOString() ?? null,
    })),
  };
}

/** The first day of next month (UTC), 'YYYY-MM-DD': when the monthly statement is issued. */
function nextStatementOn(now: Date): string {
  const start = monthStart(now);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** GET /api/billing/summary: what the brand owes that is on no statement yet, and what is unpaid. */
export async function billingSummary(
  db: Database,
  brandId: number,
  now = new Date(),
): Promise<BillingSummary> {
  const [unbilled, [outstanding]] = await Promise.all([
    unbilledCompensation(db, brandId, now),
    db
      .select({ cents: sql<number>`coalesce(sum(${brandStatements.totalCents}), 0)`.mapWith(Number) })
      .from(brandStatements)
      .where(
        and(
          eq(brandStatements.brandCompanyId, brandId),
          inArray(brandStatements.status, [Status.issued, Status.failed]),
        ),
      ),
  ]);
  return {
    unbilledCents: unbilled.reduce((sum, line) => sum + line.amountCents, 0),
    unbilledClaims: unbilled.length,
    nextStatementOn: nextStatementOn(now),
    outstandingCents: outstanding?.cents ?? 0,
  };
}

/** GET /api/admin/statements/preview: what an admin's "Issue now" would bill the brand. */
export async function statementPreview(
  db: Database,
  brandId: number,
  now = new Date(),
): Promise<StatementPreview> {
  const brandName = await brandNamed(db, brandId);
  const [unbilled, card] = await Promise.all([
    unbilledCompensation(db, brandId, now),
    defaultCard(db, brandId),
  ]);
  return {
    brandId,
    brandName,
    unbilledCents: unbilled.reduce((sum, line) => sum + line.amountCents, 0),
    unbilledClaims: unbilled.length,
    hasCard: card !== undefined,
  };
}
