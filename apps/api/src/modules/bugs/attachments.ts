// Screenshots and files of bug reports: uploads (POST /common/upload) of the reporter's company, linked to the
// report (or to the comment they came with) in bug_attachments. The company keeps owning them (its users can
// also read them through /common/download); anyone else reads them only through the report: the admins,
// with GET /admin/bugs/reports/:id/attachments/:fileName, which checks the file is linked to that report.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { bugAttachments, bugComments, bugReports, FileKind, files } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import type { StoredFile } from '../files/service.ts';
import { isAdmin, reportScope } from './rows.ts';

/**
 * The ids of the viewer's company's live uploads named by `fileNames`, in order; a name that is not one of
 * them (another company's file, a deleted one, a file already on a report) is refused on its own field.
 */
export async function companyUploadIds(
  tx: Transaction,
  viewer: Viewer,
  fileNames: string[],
): Promise<string[]> {
  if (!fileNames.length) return [];
  const found = await tx
    .select({ id: files.id, fileName: files.fileName, linked: bugAttachments.id })
    .from(files)
    .leftJoin(bugAttachments, eq(bugAttachments.fileId, files.id))
    .where(
      and(
        inArray(files.fileName, fileNames),
        eq(files.companyId, viewer.companyId),
        eq(files.kind, FileKind.upload),
        isNull(files.deletedAt),
      ),
    );
  const idOf = new Map(found.filter((file) => file.linked === null).map((file) => [file.fileName, file.id]));
  const fields: Record<string, string> = {};
  fileNames.forEach((name, index) => {
    if (!idOf.has(name)) fields[`body.attachments.${index}`] = 'Upload this file again.';
  });
  if (Object.keys(fields).length) throw new ApiError(422, 'An attachment could not be found.', fields);
  if (new Set(fileNames).size !== fileNames.length)
    throw new ApiError(422, 'A file is attached twice.', { 'body.attachments': 'A file is attached twice.' });
  return fileNames.map((name) => idOf.get(name) as string);
}

/** Links files to a report (and to the comment they came with). */
export async function attachFiles(
  tx: Transaction,
  bugReportId: number,
  commentId: number | null,
  fileIds: string[],
  at: Date,
): Promise<void> {
  if (!fileIds.length) return;
  await tx
    .insert(bugAttachments)
    .values(fileIds.map((fileId) => ({ bugReportId, commentId, fileId, createdAt: at })));
}

/**
 * A file of a report the viewer sees, linked to that report; a file of an internal comment only for admins.
 * 404 for anything else (another company's report, a file of another report, an unlinked file).
 */
export async function attachmentFile(
  db: Database,
  viewer: Viewer,
  reportId: number,
  fileName: string,
): Promise<StoredFile> {
  const [row] = await db
    .select({ file: files, visibility: bugComments.visibility })
    .from(bugAttachments)
    .innerJoin(files, eq(files.id, bugAttachments.fileId))
    .innerJoin(bugReports, eq(bugReports.id, bugAttachments.bugReportId))
    .leftJoin(bugComments, eq(bugComments.id, bugAttachments.commentId))
    .where(
      and(
        eq(bugAttachments.bugReportId, reportId),
        eq(files.fileName, fileName),
        isNull(files.deletedAt),
        reportScope(viewer),
      ),
    );
  if (!row || (row.visibility === 'internal' && !isAdmin(viewer)))
    throw new ApiError(404, 'Attachment not found.');
  return row.file;
}
