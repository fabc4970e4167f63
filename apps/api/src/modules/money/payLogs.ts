// Payment logs (domain §2.5, §2.7): an admin records a manual credit or debit for a company; a different
// admin approves it (posting exactly one ledger transaction) or rejects it.
import {
  type PayLogAddBody,
  type PayLogAuditBody,
  type PayLogCategory,
  type PayLogDirection,
  type PayLogListQuery,
  type PayLogRow,
  type PayLogStatus as PayLogStatusName,
  pageOffset,
} from '@console/contract';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { CompanyType, companies, PayLogStatus, payLogs, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { LedgerKind } from './kinds.ts';
import { centsToAmount, companyMovement, InsufficientBalanceError, postTransaction } from './ledger.ts';

export const ADMIN_USER_TYPE = 3;

const creator = alias(users, 'creator');
const auditor = alias(users, 'auditor');

const personName = (firstName: string, lastName: string, email: string) =>
  `${firstName} ${lastName}`.trim() || email;

function selectRows(db: Database) {
  return db
    .select({
      log: payLogs,
      companyName: companies.name,
      creatorFirstName: creator.firstName,
      creatorLastName: creator.lastName,
      creatorEmail: creator.email,
      auditorFirstName: auditor.firstName,
      auditorLastName: auditor.lastName,
      auditorEmail: auditor.email,
    })
    .from(payLogs)
    .innerJoin(companies, eq(companies.id, payLogs.companyId))
    .innerJoin(creator, eq(creator.id, payLogs.createdBy))
    .leftJoin(auditor, eq(auditor.id, payLogs.auditedBy))
    .$dynamic();
}

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

function toRow({ log, companyName, ...people }: SelectedRow): PayLogRow {
  return {
    id: log.id,
    companyId: log.companyId,
    companyName,
    // The table's check constraints hold these to the contract's values.
    direction: log.direction as PayLogDirection,
    amount: centsToAmount(log.amountCents),
    amountCents: log.amountCents,
    category: log.category as PayLogCategory,
    externalReference: log.externalReference,
    note: log.note,
    status: log.status as PayLogStatusName,
    createdBy: personName(people.creatorFirstName, people.creatorLastName, people.creatorEmail),
    auditedBy:
      people.auditorEmail === null
        ? null
        : personName(people.auditorFirstName ?? '', people.auditorLastName ?? '', people.auditorEmail),
    auditedAt: log.auditedAt?.toISOString() ?? null,
    auditNote: log.auditNote,
    createdAt: log.createdAt.toISOString(),
  };
}

/** Admins see every company's logs; anyone else only their own company's (another company's id → 404). */
function visibleCompanyId(viewer: Viewer, requested: number | undefined): number | undefined {
  if (viewer.userType === ADMIN_USER_TYPE) return requested;
  if (requested !== undefined && requested !== viewer.companyId)
    throw new ApiError(404, 'Company not found.');
  return viewer.companyId;
}

export async function listPayLogs(
  db: Database,
  viewer: Viewer,
  query: PayLogListQuery,
): Promise<{ rows: PayLogRow[]; total: number }> {
  const companyId = visibleCompanyId(viewer, query.companyId);
  const filters: SQL[] = [];
  if (companyId !== undefined) filters.push(eq(payLogs.companyId, companyId));
  if (query.status) filters.push(eq(payLogs.status, query.status));
  if (query.category) filters.push(eq(payLogs.category, query.category));
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(payLogs.createdAt), desc(payLogs.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(payLogs).where(where),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

/** One log as the viewer may see it; unknown or another company's → 404. */
export async function getPayLog(db: Database, viewer: Viewer, id: number): Promise<PayLogRow> {
  const companyId = visibleCompanyId(viewer, undefined);
  const [row] = await selectRows(db)
    .where(and(eq(payLogs.id, id), companyId === undefined ? undefined : eq(payLogs.companyId, companyId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'Payment log not found.');
  return toRow(row);
}

export async function addPayLog(db: Database, viewer: Viewer, body: PayLogAddBody): Promise<PayLogRow> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, body.companyId), ne(companies.type, CompanyType.platform)));
  if (!company) throw new ApiError(404, 'Company not found.');
  const [created] = await db
    .insert(payLogs)
    .values({
      companyId: company.id,
      direction: body.direction,
      amountCents: body.amount,
      category: body.category,
      externalReference: body.externalReference || null,
      note: body.note || null,
      status: PayLogStatus.pendingAudit,
      createdBy: viewer.userId,
    })
    .returning({ id: payLogs.id });
  if (!created) throw new Error('pay log not written');
  return getPayLog(db, viewer, created.id);
}

type ApprovedLog = Pick<
  typeof payLogs.$inferSelect,
  'id' | 'companyId' | 'direction' | 'amountCents' | 'category'
>;

/**
 * Posts the ledger transaction of an approved log (key `pay_log:<id>:approval`) and returns its id. A debit
 * must be covered by the company's available balance: the ledger's compare-and-set on the projected balance
 * refuses it otherwise, so two debits approved at once cannot both pass.
 */
export async function postPayLogApproval(
  tx: Transaction,
  log: ApprovedLog,
  auditorId: number,
  postedAt: Date,
): Promise<number> {
  const direction = log.direction as PayLogDirection;
  try {
    return await postTransaction(tx, {
      idempotencyKey: `pay_log:${log.id}:approval`,
      kind: LedgerKind.paymentLog,
      referenceType: 'pay_log',
      referenceId: String(log.id),
      description: `Payment log #${log.id}: ${direction} (${log.category.replaceAll('_', ' ')})`,
      createdBy: auditorId,
      entries: companyMovement(log.companyId, direction, log.amountCents),
      postedAt,
    });
  } catch (error) {
    if (error instanceof InsufficientBalanceError) {
      throw new ApiError(422, 'The company balance is lower than this debit.');
    }
    throw error;
  }
}

/**
 * A different admin approves or rejects a pending log, in one transaction with the log row locked, so
 * parallel calls post at most once. Repeating the decision already taken answers the unchanged log.
 */
export async function auditPayLog(db: Database, viewer: Viewer, body: PayLogAuditBody): Promise<PayLogRow> {
  await db.transaction(async (tx) => {
    const [log] = await tx.select().from(payLogs).where(eq(payLogs.id, body.id)).for('update');
    if (!log) throw new ApiError(404, 'Payment log not found.');
    if (log.createdBy === viewer.userId) {
      throw new ApiError(403, 'A payment log must be audited by a different administrator.');
    }
    if (log.status !== PayLogStatus.pendingAudit) {
      if (log.status === body.decision) return;
      throw new ApiError(409, 'This payment log has already been audited.');
    }
    const auditedAt = new Date();
    const ledgerTransactionId =
      body.decision === 'approved' ? await postPayLogApproval(tx, log, viewer.userId, auditedAt) : null;
    await tx
      .update(payLogs)
      .set({
        status: body.decision,
        auditedBy: viewer.userId,
        auditedAt,
        auditNote: body.note || null,
        ledgerTransactionId,
      })
      .where(eq(payLogs.id, log.id));
  });
  return getPayLog(db, viewer, body.id);
}
