// Payment logs (domain §2.5, §2.7): an admin records a manual credit or debit for a company; a different
// admin approves it (posting exactly one ledger transaction) or rejects it. An approved log is never edited:
// a correction is a new log of the opposite direction that names it (`corrects_id`).
import {
  addDays,
  type PayLogAddBody,
  type PayLogAuditBody,
  type PayLogCategory,
  type PayLogDetail,
  type PayLogDirection,
  type PayLogLink,
  type PayLogListQuery,
  type PayLogRow,
  type PayLogStatus as PayLogStatusName,
  pageOffset,
} from '@console/contract';
import { and, asc, count, desc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { CompanyType, companies, files, PayLogStatus, payLogs, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import type { FileContext } from '../files/service.ts';
import { LedgerKind } from './kinds.ts';
import { centsToAmount, companyMovement, InsufficientBalanceError, postTransaction } from './ledger.ts';
import { checkCorrection, lockCorrected, uncorrectedCents } from './payLogsCorrection.ts';
import { evidenceFileId } from './payLogsEvidence.ts';

export const ADMIN_USER_TYPE = 3;

const creator = alias(users, 'creator');
const auditor = alias(users, 'auditor');
const correction = alias(payLogs, 'correction');

const personName = (firstName: string, lastName: string, email: string) =>
  `${firstName} ${lastName}`.trim() || email;

/** What is left to correct of each log: its amount less its approved and pending corrections (0 unless approved). */
const correctableCents = sql<number>`case when ${payLogs.status} = ${PayLogStatus.approved}
  then ${payLogs.amountCents} - coalesce((select sum(${correction.amountCents}) from ${payLogs} as "correction"
    where ${correction.correctsId} = ${payLogs.id} and ${correction.status} <> ${PayLogStatus.rejected}), 0)
  else 0 end`.mapWith(Number);

function selectRows(db: Database | Transaction) {
  return db
    .select({
      log: payLogs,
      companyName: companies.name,
      correctableCents,
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

function toRow({ log, companyName, correctableCents, ...people }: SelectedRow): PayLogRow {
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
    createdById: log.createdBy,
    auditedById: log.auditedBy,
    correctsId: log.correctsId,
    correctableCents: Math.max(0, correctableCents),
    hasEvidence: log.evidenceFileId !== null,
  };
}

/** Admins see every company's logs; anyone else only their own company's (another company's id → 404). */
export function visibleCompanyId(viewer: Viewer, requested: number | undefined): number | undefined {
  if (viewer.userType === ADMIN_USER_TYPE) return requested;
  if (requested !== undefined && requested !== viewer.companyId)
    throw new ApiError(404, 'Company not found.');
  return viewer.companyId;
}

function listFilters(viewer: Viewer, query: PayLogListQuery): SQL | undefined {
  const companyId = visibleCompanyId(viewer, query.companyId);
  return and(
    companyId === undefined ? undefined : eq(payLogs.companyId, companyId),
    query.status ? eq(payLogs.status, query.status) : undefined,
    query.category ? eq(payLogs.category, query.category) : undefined,
    query.direction ? eq(payLogs.direction, query.direction) : undefined,
    query.from ? gte(payLogs.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(payLogs.createdAt, new Date(`${addDays(query.to, 1)}T00:00:00Z`)) : undefined,
  );
}

export async function listPayLogs(
  db: Database,
  viewer: Viewer,
  query: PayLogListQuery,
): Promise<{ rows: PayLogRow[]; total: number }> {
  const where = listFilters(viewer, query);
  const order =
    query.sort === 'createdAt'
      ? [asc(payLogs.createdAt), asc(payLogs.id)]
      : [desc(payLogs.createdAt), desc(payLogs.id)];
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(payLogs).where(where),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

/** One log as the viewer may see it; unknown or another company's → 404. */
export async function getPayLog(db: Database | Transaction, viewer: Viewer, id: number): Promise<PayLogRow> {
  const companyId = visibleCompanyId(viewer, undefined);
  const [row] = await selectRows(db)
    .where(and(eq(payLogs.id, id), companyId === undefined ? undefined : eq(payLogs.companyId, companyId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'Payment log not found.');
  return toRow(row);
}

async function chainLinks(db: Database, where: SQL): Promise<PayLogLink[]> {
  const rows = await db
    .select({
      log: payLogs,
      creatorFirstName: creator.firstName,
      creatorLastName: creator.lastName,
      creatorEmail: creator.email,
    })
    .from(payLogs)
    .innerJoin(creator, eq(creator.id, payLogs.createdBy))
    .where(where)
    .orderBy(asc(payLogs.createdAt), asc(payLogs.id));
  return rows.map(({ log, ...person }) => ({
    id: log.id,
    direction: log.direction as PayLogDirection,
    amountCents: log.amountCents,
    status: log.status as PayLogStatusName,
    createdAt: log.createdAt.toISOString(),
    createdBy: personName(person.creatorFirstName, person.creatorLastName, person.creatorEmail),
  }));
}

/**
 * One log with its evidence and its correction chain both ways (the log it corrects, the logs correcting it).
 * The evidence is an admin's upload: only admins learn its name.
 */
export async function getPayLogDetail(db: Database, viewer: Viewer, id: number): Promise<PayLogDetail> {
  const row = await getPayLog(db, viewer, id);
  const [stored] = await db
    .select({
      ledgerTransactionId: payLogs.ledgerTransactionId,
      originalName: files.originalName,
      size: files.size,
      mime: files.mime,
    })
    .from(payLogs)
    .leftJoin(files, eq(files.id, payLogs.evidenceFileId))
    .where(eq(payLogs.id, id));
  const [corrects = null, corrections] = await Promise.all([
    row.correctsId === null ? [] : chainLinks(db, eq(payLogs.id, row.correctsId)),
    chainLinks(db, eq(payLogs.correctsId, id)),
  ]).then(([parent, children]) => [parent[0], children] as const);
  const evidence =
    stored?.originalName && viewer.userType === ADMIN_USER_TYPE
      ? { originalName: stored.originalName, size: stored.size ?? 0, mime: stored.mime ?? '' }
      : null;
  return {
    ...row,
    evidence,
    corrects,
    corrections,
    ledgerTransactionId: stored?.ledgerTransactionId ?? null,
  };
}

/**
 * A new log awaiting audit. The company is a brand or a retailer; the evidence is the admin's own upload of
 * an allowed type; a correction is checked against the log it corrects, which stays locked until the new log
 * is written, so two corrections at once cannot together take more than is left.
 */
export async function addPayLog(
  context: FileContext,
  viewer: Viewer,
  body: PayLogAddBody,
): Promise<PayLogDetail> {
  const { db } = context;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, body.companyId), ne(companies.type, CompanyType.platform)));
  if (!company) {
    throw new ApiError(404, 'Company not found.', { 'body.companyId': 'Choose a brand or a retailer.' });
  }
  const evidence = body.evidenceFileName
    ? await evidenceFileId(context, viewer, body.evidenceFileName)
    : null;
  const id = await db.transaction(async (tx) => {
    if (body.correctsId !== undefined) {
      const corrected = await lockCorrected(tx, body.correctsId);
      checkCorrection(corrected, body, await uncorrectedCents(tx, corrected));
    }
    const [created] = await tx
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
        evidenceFileId: evidence,
        correctsId: body.correctsId ?? null,
      })
      .returning({ id: payLogs.id });
    if (!created) throw new Error('pay log not written');
    return created.id;
  });
  return getPayLogDetail(db, viewer, id);
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
 * parallel calls post at most once. Repeating the decision already taken answers the unchanged log. A
 * correction's approval also locks the log it corrects and checks again that its corrections stay within it.
 */
export async function auditPayLog(
  db: Database,
  viewer: Viewer,
  body: PayLogAuditBody,
): Promise<PayLogDetail> {
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
    const approving = body.decision === 'approved';
    if (approving && log.correctsId !== null) {
      const corrected = await lockCorrected(tx, log.correctsId);
      // Pending corrections were within it when entered; only approved ones are counted here, so this
      // refuses only if something went round the entry check.
      if (log.amountCents > (await uncorrectedCents(tx, corrected, { approvedOnly: true, except: log.id }))) {
        throw new ApiError(409, 'The corrections of this payment log would be more than its amount.');
      }
    }
    const auditedAt = new Date();
    const ledgerTransactionId = approving
      ? await postPayLogApproval(tx, log, viewer.userId, auditedAt)
      : null;
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
  return getPayLogDetail(db, viewer, body.id);
}
