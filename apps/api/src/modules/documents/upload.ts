// A brand's or retailer's owner or manager uploads a document: the new one becomes the current one of its
// kind and the one before is marked superseded (kept, never overwritten), in one transaction.
import type { CompanyDocument, CompanyDocumentBody } from '@console/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { companies, companyDocuments, DocumentStatus, FileKind, statusChanges } from '../../db/schema.ts';
import { type FileContext, findFile } from '../files/service.ts';
import { DOCUMENT_ENTITY, readDocument } from './queries.ts';

export async function uploadDocument(
  context: FileContext,
  viewer: Viewer,
  body: CompanyDocumentBody,
): Promise<CompanyDocument> {
  const { db } = context;
  // The company's own upload; another company's file, or an unknown one, is refused on its field.
  const file = await findFile(context, viewer.companyId, { fileName: body.fileName });
  if (!file || file.kind !== FileKind.upload)
    throw new ApiError(404, 'File not found.', { 'body.fileName': 'Upload this file again.' });
  const id = await db.transaction(async (tx) => {
    // Uploads of one company take turns, so two at once cannot both supersede the same current document.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, viewer.companyId))
      .for('no key update');
    const now = new Date();
    const [previous] = await tx
      .update(companyDocuments)
      .set({ supersededAt: now })
      .where(
        and(
          eq(companyDocuments.companyId, viewer.companyId),
          eq(companyDocuments.type, body.type),
          isNull(companyDocuments.supersededAt),
        ),
      )
      .returning({ id: companyDocuments.id });
    const [created] = await tx
      .insert(companyDocuments)
      .values({
        companyId: viewer.companyId,
        type: body.type,
        fileId: file.id,
        status: DocumentStatus.uploaded,
        expiresOn: body.expiresOn ?? null,
        uploadedBy: viewer.userId,
        uploadedAt: now,
        supersedesId: previous?.id ?? null,
      })
      .returning({ id: companyDocuments.id });
    if (!created) throw new Error('documents: document not written');
    await tx.insert(statusChanges).values({
      entity: DOCUMENT_ENTITY,
      entityId: String(created.id),
      fromStatus: null,
      toStatus: DocumentStatus.uploaded,
      actorUserId: viewer.userId,
      reason: previous ? 'A new version; the earlier one stays in the history.' : null,
      at: now,
    });
    return created.id;
  });
  return readDocument(db, viewer, id);
}
