// A company's logo: an image of its own uploads, served to browsers without a session (the logo is what
// other companies and the public see of it).
import { and, eq, exists } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { companies, files } from '../../db/schema.ts';
import { findPublicImage } from '../files/publicImage.ts';
import type { StoredFile } from '../files/service.ts';

/** The image behind a public logo URL, or null: only the logo of the company that uploaded it qualifies. */
export function findLogo(db: Database, fileName: string): Promise<StoredFile | null> {
  return findPublicImage(
    db,
    fileName,
    exists(
      db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.logo, files.fileName), eq(companies.id, files.companyId))),
    ),
  );
}
