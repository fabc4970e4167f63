// Issuing brand statements: the claims a brand's compensation paid (its `company_receivable` entries) that
// are on no statement yet become the lines of one statement, each claim on one statement only. The monthly
// job issues the previous month's on the 1st (one per brand and month, whatever runs twice); an admin may
// issue one now for what the brand owes so far.
import { and, count, eq, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../../app/envelope.ts';
import type { Database } from '../../../db/database.ts';
import {
  brandStatementLines,
  brandStatements,
  CompanyType,
  companies,
  LedgerAccount,
  ledgerEntries,
  ledgerTransactions,
  StatementStatus,
  warrantyClaims,
} from '../../../db/schema.ts';
import type { Transaction } from '../../../db/types.ts';
import { LedgerKind } from '../kinds.ts';

const billedLine = alias(brandStatementLines, 'billed_line');

export interface UnbilledLine {
  claimId: number;
  claimNumber: string;
  transactionId: number;
  amountCents: number;
  description: string;
  postedAt: Date;
}

/** The brand's compensation posted before `before` that no statement carries yet, oldest first. */
export async function unbilledCompensation(
  db: Database,
  brandId: number,
  before: Date,
): Promise<UnbilledLine[]> {
  return db
    .select({
      claimId: warrantyClaims.id,
      claimNumber: warrantyClaims.number,
      transactionId: ledgerTransactions.id,
      // The brand's receivable entry is negative (owed): the line is what it owes.
      amountCents: sql<number>`-${ledgerEntries.amountCents}`.mapWith(Number),
      description: ledgerTransactions.description,
      postedAt: ledgerTransactions.postedAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(warrantyClaims, eq(warrantyClaims.id, sql`${ledgerTransactions.referenceId}::integer`))
    .where(
      and(
        eq(ledgerEntries.companyId, brandId),
        eq(ledgerEntries.account, LedgerAccount.companyReceivable),
        eq(ledgerTransactions.kind, LedgerKind.claimCompensation),
        eq(ledgerTransactions.referenceType, 'warranty_claim'),
        lt(ledgerTransactions.postedAt, before),
        notExists(
          db.select({ id: billedLine.id }).from(billedLine).where(eq(billedLine.claimId, warrantyClaims.id)),
        ),
      ),
    )
    .orderBy(ledgerTransactions.postedAt, ledgerTransactions.id);
}

/** 'YYYY-MM' of an instant (UTC). */
export function periodOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The first instant of the month `at` falls in (UTC). */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** The month before the one `at` falls in, and where it ends: what the monthly job bills on the 1st. */
export function previousMonth(at: Date): { period: string; coversThrough: Date } {
  const coversThrough = monthStart(at);
  return { period: periodOf(new Date(coversThrough.getTime() - 1)), coversThrough };
}

export interface IssueRequest {
  brandId: number;
  period: string;
  coversThrough: Date;
  /** The admin issuing it now; null: the monthly job. */
  issuedBy: number | null;
  issuedAt: Date;
}

/**
 * Issues one statement inside `tx`, holding the brand's row so that issues for one brand run one at a time;
 * its charge is due at once. Answers the statement's id, or null when there is nothing to bill (or the
 * month's statement exists already: a repeated monthly run issues nothing).
 */
export async function issueStatement(tx: Transaction, request: IssueRequest): Promise<number | null> {
  const { brandId, period, issuedBy } = request;
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, brandId)).for('update');
  if (issuedBy === null) {
    const [monthly] = await tx
      .select({ id: brandStatements.id })
      .from(brandStatements)
      .where(
        and(
          eq(brandStatements.brandCompanyId, brandId),
          eq(brandStatements.period, period),
          isNull(brandStatements.issuedBy),
        ),
      );
    if (monthly) return null;
  }
  const lines = await unbilledCompensation(tx, brandId, request.coversThrough);
  if (lines.length === 0) return null;
  const [earlier] = await tx
    .select({ n: count() })
    .from(brandStatements)
    .where(
      and(
        eq(brandStatements.brandCompanyId, brandId),
        eq(brandStatements.period, period),
        isNotNull(brandStatements.issuedBy),
      ),
    );
  const base = `ST-${period.replace('-', '')}-${brandId}`;
  const [statement] = await tx
    .insert(brandStatements)
    .values({
      number: issuedBy === null ? base : `${base}-${(earlier?.n ?? 0) + 1}`,
      brandCompanyId: brandId,
      period,
      coversThrough: request.coversThrough,
      totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
      status: StatementStatus.issued,
      issuedAt: request.issuedAt,
      issuedBy,
      nextAttemptAt: request.issuedAt,
    })
    .returning({ id: brandStatements.id });
  if (!statement) throw new Error('billing: statement not written');
  await tx.insert(brandStatementLines).values(
    lines.map((line) => ({
      statementId: statement.id,
      claimId: line.claimId,
      transactionId: line.transactionId,
      amountCents: line.amountCents,
      description: line.description,
    })),
  );
  return statement.id;
}

/** Brands with compensation posted before `before` that is on no statement yet. */
async function brandsWithUnbilled(db: Database, before: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ brandId: ledgerEntries.companyId })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(companies, eq(companies.id, ledgerEntries.companyId))
    .where(
      and(
        eq(companies.type, CompanyType.brand),
        eq(ledgerEntries.account, LedgerAccount.companyReceivable),
        eq(ledgerTransactions.kind, LedgerKind.claimCompensation),
        lt(ledgerTransactions.postedAt, before),
        notExists(
          db
            .select({ id: billedLine.id })
            .from(billedLine)
            .where(eq(billedLine.transactionId, ledgerTransactions.id)),
        ),
      ),
    );
  return rows.flatMap((row) => (row.brandId === null ? [] : [row.brandId]));
}

/**
 * The monthly run (the 1st, `billing.issue-statements`): per brand with compensation not yet billed, the
 * previous month's statement. Answers the ids issued (none on a repeat).
 */
export async function issueMonthlyStatements(db: Database, now: Date): Promise<number[]> {
  const { period, coversThrough } = previousMonth(now);
  const issued: number[] = [];
  for (const brandId of await brandsWithUnbilled(db, coversThrough)) {
    const id = await db.transaction((tx) =>
      issueStatement(tx, { brandId, period, coversThrough, issuedBy: null, issuedAt: now }),
    );
    if (id !== null) issued.push(id);
  }
  return issued;
}

/** A brand by id (404 for anything else: a retailer, an unknown id). */
export async function brandNamed(db: Database, brandId: number): Promise<string> {
  const [brand] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, brandId), eq(companies.type, CompanyType.brand)));
  if (!brand) throw new ApiError(404, 'This brand was not found.');
  return brand.name;
}

/** An admin's "Issue now": a statement of everything the brand owes so far; 422 when that is nothing. */
export async function issueStatementNow(
  db: Database,
  brandId: number,
  adminUserId: number,
  now = new Date(),
): Promise<number> {
  const brandName = await brandNamed(db, brandId);
  const id = await db.transaction((tx) =>
    issueStatement(tx, {
      brandId,
      period: periodOf(now),
      coversThrough: now,
      issuedBy: adminUserId,
      issuedAt: now,
    }),
  );
  if (id === null) {
    throw new ApiError(
      422,
      `${brandName} owes nothing that is not on a statement already.`,
      undefined,
      'nothing_to_bill',
    );
  }
  return id;
}
