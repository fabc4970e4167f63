import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import { files } from '../../db/schema.ts';
import { StorageRefusedError } from '../../files/storage.ts';

export type FileKind = 'upload' | 'generated';
export type StoredFile = typeof files.$inferSelect;
/** What storing and finding files needs of the app's context. */
export type FileContext = Pick<AppContext, 'db' | 'files'>;

/** The storage folder of each kind; `<folder>/<fileName>` is also how a resource may be named. */
const folderOf: Record<FileKind, string> = { upload: 'uploads', generated: 'generated' };

export interface NewFile {
  companyId: number;
  userId: number | null;
  kind: FileKind;
  originalName: string;
  /** Lower-case letters and digits only: it becomes part of the stored name. */
  ext: string;
  mime: string;
  bytes: Buffer;
}

/** The link the console downloads a stored file with (signed in: the Authorization header is required). */
export function downloadUrl(fileName: string): string {
  return `/api/common/download?fileName=${fileName}`;
}

/** Stores the bytes under a server-made name and records them for the tenant. */
export async function storeFile(context: FileContext, file: NewFile): Promise<StoredFile> {
  const fileName = `${randomUUID()}.${file.ext}`;
  const storageKey = `${folderOf[file.kind]}/${fileName}`;
  await context.files.put(storageKey, file.bytes);
  try {
    const [row] = await context.db
      .insert(files)
      .values({
        companyId: file.companyId,
        userId: file.userId,
        kind: file.kind,
        fileName,
        originalName: file.originalName,
        storageKey,
        mime: file.mime,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      })
      .returning();
    if (!row) throw new Error('files: row not written');
    return row;
  } catch (error) {
    // No row, no bytes: a file nobody can download would only take space.
    await context.files.delete(storageKey);
    throw error;
  }
}

/**
 * The tenant's live file named by `fileName`, or by its storage path (`uploads/<fileName>`); null otherwise,
 * whether it does not exist, was deleted or belongs to another company.
 */
export async function findFile(
  context: FileContext,
  companyId: number,
  name: { fileName: string; storageKey?: string },
): Promise<StoredFile | null> {
  const [row] = await context.db
    .select()
    .from(files)
    .where(
      and(
        eq(files.fileName, name.fileName),
        eq(files.companyId, companyId),
        isNull(files.deletedAt),
        name.storageKey === undefined ? undefined : eq(files.storageKey, name.storageKey),
      ),
    );
  return row ?? null;
}

/** Marks a file deleted, then removes its bytes. False when another call deleted it first. */
export async function deleteFile(context: FileContext, file: StoredFile): Promise<boolean> {
  const marked = await context.db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(eq(files.id, file.id), isNull(files.deletedAt)))
    .returning({ id: files.id });
  if (!marked.length) return false;
  await context.files.delete(file.storageKey);
  return true;
}

/**
 * A stored file's bytes, or a 404: bytes missing behind a recorded file are logged as an error; a path the
 * storage refuses (a planted symlink) goes to `refused` with the reason, for the caller to log.
 */
export async function readFileBytes(
  context: FileContext,
  file: StoredFile,
  log: FastifyBaseLogger,
  refused: (reason: string) => void,
): Promise<Buffer> {
  try {
    const bytes = await context.files.get(file.storageKey);
    if (bytes) return bytes;
    log.error({ fileName: file.fileName }, 'download: the file is recorded but its bytes are missing');
  } catch (error) {
    if (!(error instanceof StorageRefusedError)) throw error;
    refused(error.message);
  }
  throw new ApiError(404);
}

/** Percent-encoding of RFC 5987 (`filename*`): encodeURIComponent leaves ' ( ) * as they are. */
function encodeHeaderValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A name safe inside a quoted header parameter, for clients that ignore `filename*`. */
function asciiFallback(name: string): string {
  return name.replace(/[^\w.\- ]/g, '_');
}

/**
 * Sends a stored file as an attachment. The CSP sandbox keeps any script in it (an SVG's, say) from running
 * even when opened directly; `download-filename` carries the original name URI-encoded, as the console decodes.
 */
export function sendFile(reply: FastifyReply, file: StoredFile, bytes: Buffer): FastifyReply {
  const encoded = encodeHeaderValue(file.originalName);
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Length', bytes.length)
    .header(
      'Content-Disposition',
      `attachment; filename="${asciiFallback(file.originalName)}"; filename*=UTF-8''${encoded}`,
    )
    .header('download-filename', encoded)
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
