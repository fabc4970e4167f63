// A payment log's evidence (a scan of the cheque, the wire advice): the entering admin's own upload through
// POST /common/upload (which refuses more than 5 MB and content that does not match its name), named by the
// server-given file name, never a path; a PDF or an image. Admins download it from the log.
import { PAY_LOG_EVIDENCE_EXTENSIONS } from '@console/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { FileKind, files, payLogs } from '../../db/schema.ts';
import { extensionOf } from '../files/fileTypes.ts';
import { type FileContext, findFile, type StoredFile } from '../files/service.ts';

const FIELD = 'body.evidenceFileName';

/** The id of the viewer's upload named `fileName`, if it may be evidence; refused on its field otherwise. */
export async function evidenceFileId(
  context: FileContext,
  viewer: Viewer,
  fileName: string,
): Promise<string> {
  const file = await findFile(context, viewer.companyId, { fileName });
  if (!file || file.kind !== FileKind.upload) {
    throw new ApiError(404, 'File not found.', { [FIELD]: 'Upload the evidence again.' });
  }
  if (!(PAY_LOG_EVIDENCE_EXTENSIONS as readonly string[]).includes(extensionOf(file.fileName))) {
    const message = 'The evidence must be a PDF or an image (PNG, JPG).';
    throw new ApiError(400, message, { [FIELD]: message });
  }
  return file.id;
}

/** The evidence of a log (admins only, by the route); 404 when the log is unknown or has none. */
export async function evidenceOf(db: Database, logId: number): Promise<StoredFile> {
  const [row] = await db
    .select({ file: files })
    .from(payLogs)
    .innerJoin(files, eq(files.id, payLogs.evidenceFileId))
    .where(and(eq(payLogs.id, logId), isNull(files.deletedAt)));
  if (!row) throw new ApiError(404, 'This payment log has no evidence.');
  return row.file;
}
