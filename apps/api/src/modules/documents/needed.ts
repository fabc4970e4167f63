// The "documents needed" summary (domain §1.7, after Stripe's requirement lists): computed from a company's
// current document of each kind, never stored, so it is right the moment a document changes.
import {
  type CompanyDocumentType,
  companyDocumentType,
  DOCUMENT_EXPIRY_WARNING_DAYS,
  type DocumentStatus,
  type DocumentsNeeded,
} from '@console/contract';
import { addDays } from '../warranty/coverage.ts';

/** The current (not superseded) document of a kind, as the summary needs it. */
export interface CurrentDocument {
  type: CompanyDocumentType;
  status: DocumentStatus;
  expiresOn: string | null;
  rejectionReason: string | null;
}

/**
 * What a company still has to do about its documents on `today`. An approved document whose last valid day
 * has passed counts as expired even before the nightly job marks it so.
 */
export function documentsNeeded(
  required: readonly CompanyDocumentType[],
  current: readonly CurrentDocument[],
  today: string,
): DocumentsNeeded {
  const warnUntil = addDays(today, DOCUMENT_EXPIRY_WARNING_DAYS);
  const byType = new Map(current.map((document) => [document.type, document]));
  const needed: DocumentsNeeded = {
    verified: false,
    missing: [],
    pendingReview: [],
    rejected: [],
    expiringSoon: [],
    expired: [],
  };
  let inGoodStanding = 0;
  // In the contract's order of kinds, so the panel reads the same every time.
  for (const type of companyDocumentType.options) {
    const document = byType.get(type);
    const isRequired = required.includes(type);
    if (!document) {
      if (isRequired) needed.missing.push(type);
      continue;
    }
    const lapsed = document.expiresOn !== null && document.expiresOn < today;
    if (document.status === 'uploaded' || document.status === 'under_review') needed.pendingReview.push(type);
    else if (document.status === 'rejected') needed.rejected.push({ type, reason: document.rejectionReason });
    else if (document.status === 'expired' || lapsed)
      needed.expired.push({ type, expiresOn: document.expiresOn });
    else {
      if (isRequired) inGoodStanding += 1;
      if (document.expiresOn !== null && document.expiresOn <= warnUntil)
        needed.expiringSoon.push({ type, expiresOn: document.expiresOn });
    }
  }
  needed.verified = inGoodStanding === required.length;
  return needed;
}
