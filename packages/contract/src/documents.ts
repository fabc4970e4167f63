// Company documents (issue 13, domain §2.2 Document, §2.7): what a brand or retailer has uploaded, per kind,
// with every earlier version, the "documents needed" summary, and the admins' review queue.
import { z } from 'zod';
import { type CompanyDocumentType, companyDocumentType } from './company.ts';
import { optionalInput, pageQuery } from './envelope.ts';
import { queryId } from './fields.ts';

/** How each kind of document is named (the `document_type` dictionary has the same labels). */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<CompanyDocumentType, string>> = {
  w9: 'W-9',
  business_license: 'Business license',
  insurance_certificate: 'Insurance certificate',
  dealer_agreement: 'Dealer agreement',
  resale_certificate: 'Resale certificate',
  other: 'Other',
};

/** company_documents.status: uploaded → under_review → approved | rejected; approved → expired on its date. */
export const documentStatus = z.enum(['uploaded', 'under_review', 'approved', 'rejected', 'expired']);
export type DocumentStatus = z.infer<typeof documentStatus>;

/** The statuses that wait for an admin (the review queue). */
export const PENDING_DOCUMENT_STATUSES = ['uploaded', 'under_review'] as const;

/** An approved document expiring within this many days is flagged, so it is renewed in time. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;

export const documentStatusChange = z.object({
  /** Null: the document was uploaded (created in `to`). */
  from: documentStatus.nullable(),
  to: documentStatus,
  /** The acting user's name; null when the system acted (the expiry job). */
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type DocumentStatusChange = z.infer<typeof documentStatusChange>;

/** One uploaded document (one version of its kind). */
export const companyDocument = z.object({
  id: z.number().int(),
  type: companyDocumentType,
  status: documentStatus,
  /** The stored file: `fileName` is the server's name, `originalName` the uploader's. */
  file: z.object({
    fileName: z.string(),
    originalName: z.string(),
    mime: z.string(),
    size: z.number().int(),
  }),
  /** YYYY-MM-DD, the last day it is valid; null for a document that does not expire. */
  expiresOn: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  /** ISO 8601 (UTC). */
  uploadedAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** When a newer upload of the kind took its place; null for the current one. */
  supersededAt: z.string().nullable(),
  statusHistory: z.array(documentStatusChange),
});
export type CompanyDocument = z.infer<typeof companyDocument>;

/** One kind of document of a company: the current version and the earlier ones, newest first. */
export const documentSlot = z.object({
  type: companyDocumentType,
  /** Whether the platform requires it of this kind of company (REQUIRED_DOCUMENT_TYPES). */
  required: z.boolean(),
  current: companyDocument.nullable(),
  earlier: z.array(companyDocument),
});
export type DocumentSlot = z.infer<typeof documentSlot>;

/**
 * What the company still has to do about its documents, as Stripe lists an account's requirements: the
 * required kinds with no document, those waiting for review, refused, expiring soon, and expired.
 */
export const documentsNeeded = z.object({
  /** Every required kind has an approved document that has not expired. */
  verified: z.boolean(),
  missing: z.array(companyDocumentType),
  pendingReview: z.array(companyDocumentType),
  rejected: z.array(z.object({ type: companyDocumentType, reason: z.string().nullable() })),
  /** Approved, and the last valid day is within DOCUMENT_EXPIRY_WARNING_DAYS. */
  expiringSoon: z.array(z.object({ type: companyDocumentType, expiresOn: z.string() })),
  expired: z.array(z.object({ type: companyDocumentType, expiresOn: z.string().nullable() })),
});
export type DocumentsNeeded = z.infer<typeof documentsNeeded>;

/** `GET /company/documents` (and an admin's view of a company's): every kind, and what is needed. */
export const companyDocuments = z.object({
  company: z.object({ id: z.number().int(), name: z.string(), type: z.number().int() }),
  needed: documentsNeeded,
  slots: z.array(documentSlot),
  /** Whether the viewer may upload (the company's owner or a manager). */
  canUpload: z.boolean(),
  /** Whether the viewer may review (an admin). */
  canReview: z.boolean(),
});
export type CompanyDocuments = z.infer<typeof companyDocuments>;

export const documentIdParams = z.object({ id: queryId });

/** `GET /admin/documents`: the documents waiting for review, oldest upload first. */
export const documentReviewQuery = pageQuery.extend({
  companyId: optionalInput(queryId),
  type: optionalInput(companyDocumentType),
  /** One of the waiting statuses; both when absent. */
  status: optionalInput(z.enum(PENDING_DOCUMENT_STATUSES)),
});
export type DocumentReviewQuery = z.infer<typeof documentReviewQuery>;

export const documentReviewRow = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string(), type: z.number().int() }),
  type: companyDocumentType,
  status: documentStatus,
  originalName: z.string(),
  expiresOn: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
});
export type DocumentReviewRow = z.infer<typeof documentReviewRow>;
