// Reading company documents: a company's every document by kind (the current one and those it superseded),
// and one document's file for whoever may see it (the company's own users, and admins).
import {
  type CompanyDocument,
  type CompanyDocuments,
  type CompanyDocumentType,
  companyDocumentType,
  type DocumentStatus,
  type DocumentsNeeded,
  REQUIRED_DOCUMENT_TYPES,
  todayIso,
} from '@console/contract';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../app/envelope.ts';
import { CompanyRole } from '../../auth/roles.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { CompanyType, companies, companyDocuments, files, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import type { StoredFile } from '../files/service.ts';
import { personName, statusHistories } from '../statusHistory.ts';
import { documentsNeeded } from './needed.ts';

/** status_changes.entity of company documents. */
export const DOCUMENT_ENTITY = 'company_document';

/** Admins see every company's documents; a brand's or retailer's user only their own company's. */
export function documentScope(viewer: Viewer): SQL | undefined {
  return viewer.userType === CompanyType.platform
    ? undefined
    : eq(companyDocuments.companyId, viewer.companyId);
}

const uploaders = alias(users, 'uploaders');
const reviewers = alias(users, 'reviewers');

/** The documents matching `where`, newest upload first, each with its file, people and status history. */
export async function readDocuments(
  db: Database | Transaction,
  where: SQL | undefined,
): Promise<CompanyDocument[]> {
  const rows = await db
    .select({
      document: companyDocuments,
      file: {
        fileName: files.fileName,
        originalName: files.originalName,
        mime: files.mime,
        size: files.size,
      },
      uploader: { firstName: uploaders.firstName, lastName: uploaders.lastName, email: uploaders.email },
      reviewer: { firstName: reviewers.firstName, lastName: reviewers.lastName, email: reviewers.email },
    })
    .from(companyDocuments)
    .innerJoin(files, eq(files.id, companyDocuments.fileId))
    .leftJoin(uploaders, eq(uploaders.id, companyDocuments.uploadedBy))
    .leftJoin(reviewers, eq(reviewers.id, companyDocuments.reviewedBy))
    .where(where)
    .orderBy(desc(companyDocuments.uploadedAt), desc(companyDocuments.id));
  const histories = await statusHistories<DocumentStatus>(
    db,
    DOCUMENT_ENTITY,
    rows.map((row) => row.document.id),
  );
  return rows.map(({ document, file, uploader, reviewer }) => ({
    id: document.id,
    type: document.type as CompanyDocumentType,
    status: document.status as DocumentStatus,
    file,
    expiresOn: document.expiresOn,
    uploadedBy: uploader ? personName(uploader) : null,
    uploadedAt: document.uploadedAt.toISOString(),
    reviewedBy: reviewer ? personName(reviewer) : null,
    reviewedAt: document.reviewedAt?.toISOString() ?? null,
    rejectionReason: document.rejectionReason,
    supersededAt: document.supersededAt?.toISOString() ?? null,
    statusHistory: histories.get(String(document.id)) ?? [],
  }));
}

/** One document the viewer sees, as the API answers it; 404 otherwise. */
export async function readDocument(
  db: Database | Transaction,
  viewer: Viewer,
  id: number,
): Promise<CompanyDocument> {
  const [document] = await readDocuments(db, and(eq(companyDocuments.id, id), documentScope(viewer)));
  if (!document) throw new ApiError(404, 'Document not found.');
  return document;
}

interface CompanyRef {
  id: number;
  name: string;
  type: number;
}

function requiredTypes(companyType: number): readonly CompanyDocumentType[] {
  return companyType === CompanyType.brand || companyType === CompanyType.retailer
    ? REQUIRED_DOCUMENT_TYPES[companyType]
    : [];
}

/**
 * Every kind of document of a company (the required kinds first), with what is still needed. The viewer
 * decides what the page offers: its owner or a manager uploads, an admin reviews.
 */
export async function companyDocumentsOf(
  db: Database,
  viewer: Viewer,
  company: CompanyRef,
): Promise<CompanyDocuments> {
  const documents = await readDocuments(db, eq(companyDocuments.companyId, company.id));
  const required = requiredTypes(company.type);
  const kinds = [...companyDocumentType.options].sort(
    (a, b) => Number(required.includes(b)) - Number(required.includes(a)),
  );
  const slots = kinds.map((type) => {
    const ofType = documents.filter((document) => document.type === type);
    return {
      type,
      required: required.includes(type),
      current: ofType.find((document) => document.supersededAt === null) ?? null,
      earlier: ofType.filter((document) => document.supersededAt !== null),
    };
  });
  const isAdmin = viewer.userType === CompanyType.platform;
  return {
    company,
    needed: documentsNeeded(
      required,
      slots.flatMap((slot) => (slot.current ? [slot.current] : [])),
      todayIso(),
    ),
    slots,
    canUpload: !isAdmin && viewer.userRole <= CompanyRole.manager,
    canReview: isAdmin,
  };
}

/**
 * What a company still has to do about its documents (the same summary as its documents page), from its
 * current documents alone: for other areas' checks (the quick start guide, a "documents verified" badge).
 */
export async function documentsNeededOf(
  db: Database | Transaction,
  company: Pick<CompanyRef, 'id' | 'type'>,
): Promise<DocumentsNeeded> {
  const current = await db
    .select({
      type: companyDocuments.type,
      status: companyDocuments.status,
      expiresOn: companyDocuments.expiresOn,
      rejectionReason: companyDocuments.rejectionReason,
    })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, company.id), isNull(companyDocuments.supersededAt)));
  return documentsNeeded(
    requiredTypes(company.type),
    current.map((document) => ({
      ...document,
      type: document.type as CompanyDocumentType,
      status: document.status as DocumentStatus,
    })),
    todayIso(),
  );
}

/** A brand or retailer by id (an admin's view of it); 404 for the platform or an unknown id. */
export async function findCompany(db: Database | Transaction, id: number): Promise<CompanyRef> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, type: companies.type })
    .from(companies)
    .where(eq(companies.id, id));
  if (!company || requiredTypes(company.type).length === 0) throw new ApiError(404, 'Company not found.');
  return company;
}

/** The stored file of a document the viewer sees (its company's users, admins); 404 otherwise. */
export async function documentFile(db: Database, viewer: Viewer, id: number): Promise<StoredFile> {
  const [row] = await db
    .select({ file: files })
    .from(companyDocuments)
    .innerJoin(files, eq(files.id, companyDocuments.fileId))
    .where(and(eq(companyDocuments.id, id), documentScope(viewer)));
  if (!row) throw new ApiError(404, 'Document not found.');
  return row.file;
}
