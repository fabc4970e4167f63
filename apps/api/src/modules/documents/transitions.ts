// The document state machine (domain §2.7): uploaded → under_review → approved | rejected; approved →
// expired on its date. A document is changed only inside a transaction holding its row lock, so of two
// admins deciding at once the second finds the new status and is refused. Every change writes a
// status_changes row. A superseded document is history: nobody reviews it any more.
import type { DocumentStatus } from '@console/contract';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { companyDocuments, statusChanges } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { DOCUMENT_ENTITY } from './queries.ts';

export type DocumentRecord = typeof companyDocuments.$inferSelect;

/**
 * The statuses each admin action leaves from. A decision on a document nobody has taken under review yet
 * takes it under review first, in the same transaction, so its history shows both steps.
 */
export const DOCUMENT_TRANSITIONS = {
  startReview: ['uploaded'],
  decide: ['uploaded', 'under_review'],
} as const satisfies Record<string, readonly DocumentStatus[]>;

export type DocumentAction = keyof typeof DOCUMENT_TRANSITIONS;

const actionLabel: Record<DocumentAction, string> = {
  startReview: 'be taken under review',
  decide: 'be approved or rejected',
};

const statusWords = (status: string) => status.replaceAll('_', ' ');

/** The document, locked for the rest of the transaction; 404 when there is none. */
export async function lockDocument(tx: Transaction, id: number): Promise<DocumentRecord> {
  const [document] = await tx
    .select()
    .from(companyDocuments)
    .where(eq(companyDocuments.id, id))
    .for('update');
  if (!document) throw new ApiError(404, 'Document not found.');
  return document;
}

/** 409 `invalid_transition` unless the document is current and in a status `action` leaves from. */
export function checkDocumentTransition(document: DocumentRecord, action: DocumentAction): void {
  if (document.supersededAt !== null) {
    throw new ApiError(
      409,
      'A newer upload of this document has replaced it: review the current one instead.',
      undefined,
      'invalid_transition',
    );
  }
  const from: readonly string[] = DOCUMENT_TRANSITIONS[action];
  if (from.includes(document.status)) return;
  throw new ApiError(
    409,
    `This document is ${statusWords(document.status)}: it cannot ${actionLabel[action]} ` +
      `(allowed only from ${from.map(statusWords).join(' or ')}).`,
    undefined,
    'invalid_transition',
  );
}

export interface DocumentChange {
  to: DocumentStatus;
  set?: Partial<typeof companyDocuments.$inferInsert>;
  reason?: string | null;
}

/** Writes a change to a document the caller holds locked (its status and the history row); the new row. */
export async function applyDocumentChange(
  tx: Transaction,
  document: DocumentRecord,
  change: DocumentChange,
  actorUserId: number | null,
  at = new Date(),
): Promise<DocumentRecord> {
  const [updated] = await tx
    .update(companyDocuments)
    .set({ ...change.set, status: change.to })
    .where(eq(companyDocuments.id, document.id))
    .returning();
  if (!updated) throw new Error(`documents: document ${document.id} vanished under its lock`);
  await tx.insert(statusChanges).values({
    entity: DOCUMENT_ENTITY,
    entityId: String(document.id),
    fromStatus: document.status,
    toStatus: change.to,
    actorUserId,
    reason: change.reason ?? null,
    at,
  });
  return updated;
}
