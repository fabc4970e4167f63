// A company's logo: an image of its own uploads, served to browsers without a session (the logo is what
// other companies and the public see of it).
import { and, eq, exists, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { companies, FileKind, files } from '../../db/schema.ts';
import type { StoredFile } from '../files/service.ts';

/** The types a logo may have: what an `<img>` shows and no script can hide in (unlike SVG). */
export const LOGO_MIMES = ['image/png', 'image/jpeg'];

/**
 * The image file behind a public logo URL, or null. Only a file that the company which uploaded it has as
 * its logo qualifies, so no other upload ever becomes public through that URL.
 */
export async function findLogo(db: Database, fileName: string): Promise<StoredFile | null> {
  const [file] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.fileName, fileName),
        eq(files.kind, FileKind.upload),
        isNull(files.deletedAt),
        inArray(files.mime, LOGO_MIMES),
        exists(
          db
            .select({ id: companies.id })
            .from(companies)
            .where(and(eq(companies.logo, files.fileName), eq(companies.id, files.companyId))),
        ),
      ),
    )
    .limit(1);
  return file ?? null;
}
