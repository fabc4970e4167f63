import {
  type CompanyDocument,
  type CompanyDocumentType,
  DOCUMENT_EXPIRY_WARNING_DAYS,
  DOCUMENT_TYPE_LABELS,
  type DocumentStatus,
  type DocumentsNeeded,
} from '@console/contract';
import type { TagType } from '@console/ui';

/** How each document status reads and shows. */
export const DOCUMENT_STATUSES: Record<DocumentStatus, { label: string; tag: TagType }> = {
  uploaded: { label: 'Uploaded', tag: 'info' },
  under_review: { label: 'Under review', tag: 'warning' },
  approved: { label: 'Approved', tag: 'success' },
  rejected: { label: 'Rejected', tag: 'danger' },
  expired: { label: 'Expired', tag: 'danger' },
};

export const documentTypeLabel = (type: CompanyDocumentType) => DOCUMENT_TYPE_LABELS[type];

const DAY_MS = 24 * 3600_000;

/** Whole days from `today` to `day` (both YYYY-MM-DD); negative when `day` has passed. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * What a document's date means on `today`: none, still valid, valid for at most 30 more days, or passed
 * (a passed date of an approved document counts before the nightly job marks it expired).
 */
export function expiryState(
  document: Pick<CompanyDocument, 'expiresOn' | 'status'>,
  today: string,
): 'none' | 'valid' | 'soon' | 'passed' {
  if (document.expiresOn === null) return 'none';
  const days = daysUntil(document.expiresOn, today);
  if (days < 0 || document.status === 'expired') return 'passed';
  return days <= DOCUMENT_EXPIRY_WARNING_DAYS ? 'soon' : 'valid';
}

/** A document's expiry as a user reads it: 'No expiry', '2026-12-07 (in 12 days)', '2026-11-20 (passed)'. */
export function expiryText(document: Pick<CompanyDocument, 'expiresOn' | 'status'>, today: string): string {
  if (document.expiresOn === null) return 'No expiry';
  const days = daysUntil(document.expiresOn, today);
  if (days < 0) return `${document.expiresOn} (passed)`;
  if (days === 0) return `${document.expiresOn} (last day today)`;
  return `${document.expiresOn} (in ${days} day${days === 1 ? '' : 's'})`;
}

/** One line of the "documents needed" panel. */
export interface NeededItem {
  tone: 'danger' | 'warning' | 'info';
  text: string;
}

const list = (types: readonly CompanyDocumentType[]) => types.map(documentTypeLabel).join(', ');

/** The panel's lines, the most urgent first: what is missing, refused, expired, then what is coming. */
export function neededItems(needed: DocumentsNeeded): NeededItem[] {
  const items: NeededItem[] = [];
  if (needed.missing.length)
    items.push({ tone: 'danger', text: `Upload: ${list(needed.missing)} (required).` });
  for (const { type, reason } of needed.rejected)
    items.push({
      tone: 'danger',
      text: `${documentTypeLabel(type)} was rejected${reason ? `: ${reason}` : '.'} Upload a new version.`,
    });
  for (const { type, expiresOn } of needed.expired)
    items.push({
      tone: 'danger',
      text: `${documentTypeLabel(type)} expired${expiresOn ? ` after ${expiresOn}` : ''}. Upload a current one.`,
    });
  for (const { type, expiresOn } of needed.expiringSoon)
    items.push({
      tone: 'warning',
      text: `${documentTypeLabel(type)} expires on ${expiresOn}: upload the renewed one in time.`,
    });
  if (needed.pendingReview.length)
    items.push({ tone: 'info', text: `Waiting for review: ${list(needed.pendingReview)}.` });
  return items;
}

/** A file's size as a user reads it: '812 B', '14 kB', '2.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
