// Images an `<img>` loads without a session (avatars, logos): only a file some record uses as such an image
// is served, so no other upload ever becomes public through these URLs.
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database.ts';
import { FileKind, files } from '../../db/schema.ts';
import type { StoredFile } from './service.ts';

/** The types a public image may have: what an `<img>` shows and no script can hide in (unlike SVG). */
export const PUBLIC_IMAGE_MIMES = ['image/png', 'image/jpeg'];

/**
 * The uploaded image of this name, or null unless `usedAs` holds: a condition on `files` (an `exists` over
 * the records that use it) saying the file is in use as the public image.
 */
export async function findPublicImage(
  db: Database,
  fileName: string,
  usedAs: SQL,
): Promise<StoredFile | null> {
  const [file] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.fileName, fileName),
        eq(files.kind, FileKind.upload),
        isNull(files.deletedAt),
        inArray(files.mime, PUBLIC_IMAGE_MIMES),
        usedAs,
      ),
    )
    .limit(1);
  return file ?? null;
}

/** Sends a public image: shown inline, never run (the CSP sandbox), cached by the browser for an hour. */
export function sendPublicImage(reply: FastifyReply, file: StoredFile, bytes: Buffer): FastifyReply {
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Length', bytes.length)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, max-age=3600')
    .send(bytes);
}
