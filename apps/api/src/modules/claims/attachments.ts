// Claim attachments (domain §1.2: photos, video, diagnostic exports): uploads of the submitting retailer,
// added at submission or when it answers a request for information, and read by whoever sees the claim
// (the detail lists them, see queries.ts).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { claimAttachments, FileKind, files, warrantyClaims } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import type { StoredFile } from '../files/service.ts';
import { claimScope } from './queries.ts';

/**
 * The ids of the caller's company's uploads named by `fileNames`; a name that is not one of them (another
 * company's file, a deleted one) is refused on its own field.
 */
export async function uploadIds(
  db: Database | Transaction,
  viewer: Viewer,
  fileNames: string[] | undefined,
): Promise<string[]> {
  if (!fileNames?.length) return [];
  const found = await db
    .select({ id: files.id, fileName: files.fileName })
    .from(files)
    .where(
      and(
        inArray(files.fileName, fileNames),
        eq(files.companyId, viewer.companyId),
        eq(files.kind, FileKind.upload),
        isNull(files.deletedAt),
      ),
    );
  const idOf = new Map(found.map((file) => [file.fileName, file.id]));
  const missing = fileNames.findIndex((name) => !idOf.has(name));
  if (missing >= 0) {
    throw new ApiError(404, 'Attachment not found.', {
      [`body.attachmentFileIds.${missing}`]: 'Upload this file again.',
    });
  }
  return fileNames.map((name) => idOf.get(name) as string);
}

/** Attaches files to a claim; a file already attached stays as it was. */
export async function attachFiles(
  tx: Transaction,
  claimId: number,
  fileIds: string[],
  userId: number,
  at: Date,
): Promise<void> {
  if (!fileIds.length) return;
  await tx
    .insert(claimAttachments)
    .values(fileIds.map((fileId) => ({ claimId, fileId, addedByUserId: userId, addedAt: at })))
    .onConflictDoNothing();
}

/** An attachment of a claim the viewer sees, whichever company uploaded it; otherwise 404. */
export async function attachmentFile(
  db: Database,
  viewer: Viewer,
  claimId: number,
  fileName: string,
): Promise<StoredFile> {
  const [row] = await db
    .select({ file: files })
    .from(claimAttachments)
    .innerJoin(files, eq(files.id, claimAttachments.fileId))
    .innerJoin(warrantyClaims, eq(warrantyClaims.id, claimAttachments.claimId))
    .where(
      and(
        eq(claimAttachments.claimId, claimId),
        eq(files.fileName, fileName),
        isNull(files.deletedAt),
        claimScope(viewer),
      ),
    );
  if (!row) throw new ApiError(404, 'Attachment not found.');
  return row.file;
}
