// The admins' review of documents (domain §2.7, §2.8 "approve documents"): the queue of documents waiting,
// taking one under review, and the decision, which is audited and e-mailed to the company's owners.
import type {
  CompanyDocument,
  CompanyDocumentReviewBody,
  CompanyDocumentType,
  DocumentReviewQuery,
  DocumentReviewRow,
  DocumentStatus,
} from '@console/contract';
import { PENDING_DOCUMENT_STATUSES, pageOffset } from '@console/contract';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app/context.ts';
import { CompanyRole } from '../../auth/roles.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { companies, companyDocuments, files, UserStatus, users } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit.ts';
import { personName } from '../statusHistory.ts';
import { documentDecisionMail } from './mails.ts';
import { readDocument } from './queries.ts';
import { applyDocumentChange, checkDocumentTransition, lockDocument } from './transitions.ts';

/** Current documents waiting for an admin, oldest upload first. */
export async function listReviewQueue(
  db: Database,
  query: DocumentReviewQuery,
): Promise<{ rows: DocumentReviewRow[]; total: number }> {
  const where = and(
    isNull(companyDocuments.supersededAt),
    query.status
      ? eq(companyDocuments.status, query.status)
      : inArray(companyDocuments.status, [...PENDING_DOCUMENT_STATUSES]),
    query.companyId ? eq(companyDocuments.companyId, query.companyId) : undefined,
    query.type ? eq(companyDocuments.type, query.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        document: companyDocuments,
        company: { id: companies.id, name: companies.name, type: companies.type },
        originalName: files.originalName,
        uploader: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(companyDocuments)
      .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
      .innerJoin(files, eq(files.id, companyDocuments.fileId))
      .leftJoin(users, eq(users.id, companyDocuments.uploadedBy))
      .where(where)
      .orderBy(asc(companyDocuments.uploadedAt), asc(companyDocuments.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(companyDocuments).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map(({ document, company, originalName, uploader }) => ({
      id: document.id,
      company,
      type: document.type as CompanyDocumentType,
      status: document.status as DocumentStatus,
      originalName,
      expiresOn: document.expiresOn,
      uploadedBy: uploader ? personName(uploader) : null,
      uploadedAt: document.uploadedAt.toISOString(),
    })),
  };
}

export async function startReview(db: Database, viewer: Viewer, id: number): Promise<CompanyDocument> {
  await db.transaction(async (tx) => {
    const document = await lockDocument(tx, id);
    checkDocumentTransition(document, 'startReview');
    await applyDocumentChange(tx, document, { to: 'under_review' }, viewer.userId);
  });
  return readDocument(db, viewer, id);
}

/**
 * Approves or rejects a current document waiting for review. The decision and its audit row are written in
 * one transaction; the owners' e-mail goes out once it is committed.
 */
export async function decideDocument(
  context: Pick<AppContext, 'db' | 'mailer' | 'consoleUrl'>,
  viewer: Viewer,
  id: number,
  body: CompanyDocumentReviewBody,
  ip: string,
): Promise<CompanyDocument> {
  const { db } = context;
  const to: DocumentStatus = body.decision === 'approve' ? 'approved' : 'rejected';
  const reason = body.decision === 'reject' ? (body.reason ?? null) : null;
  const decided = await db.transaction(async (tx) => {
    let document = await lockDocument(tx, id);
    checkDocumentTransition(document, 'decide');
    const before = document.status;
    const at = new Date();
    if (document.status === 'uploaded')
      document = await applyDocumentChange(tx, document, { to: 'under_review' }, viewer.userId, at);
    document = await applyDocumentChange(
      tx,
      document,
      { to, reason, set: { reviewedBy: viewer.userId, reviewedAt: at, rejectionReason: reason } },
      viewer.userId,
      at,
    );
    await recordAudit(tx, {
      actor: viewer,
      ip,
      companyId: document.companyId,
      action: `document.${to}`,
      entity: 'company_document',
      entityId: document.id,
      before: { status: before },
      after: reason ? { status: to, reason } : { status: to },
    });
    return document;
  });
  await mailOwners(context, decided.companyId, {
    type: decided.type as CompanyDocumentType,
    decision: body.decision,
    reason,
  });
  return readDocument(db, viewer, id);
}

async function mailOwners(
  context: Pick<AppContext, 'db' | 'mailer' | 'consoleUrl'>,
  companyId: number,
  decision: { type: CompanyDocumentType; decision: 'approve' | 'reject'; reason: string | null },
): Promise<void> {
  const owners = await context.db
    .select({ email: users.email, firstName: users.firstName, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.userRole, CompanyRole.owner),
        eq(users.status, UserStatus.active),
      ),
    );
  for (const owner of owners) {
    await context.mailer.send(
      documentDecisionMail({
        to: owner.email,
        firstName: owner.firstName,
        companyName: owner.companyName,
        link: `${context.consoleUrl}/company/documents`,
        ...decision,
      }),
    );
  }
}
