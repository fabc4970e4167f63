// Who may use the onsite area: the users of a brand that offers onsite service. Everyone else (another
// brand, a retailer, a platform admin) gets the same sentence, so the console can say why.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../app/envelope.ts';
import { viewerOf } from '../../../auth/plugin.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import { CompanyType, companies } from '../../../db/schema.ts';

export const ONSITE_NOT_ENABLED = 'Onsite service is not enabled for this company.';

/** Refuses (403) a viewer who is not a user of a brand with onsite service. */
export async function requireOnsiteBrand(db: Pick<Database, 'select'>, viewer: Viewer): Promise<void> {
  if (viewer.userType !== CompanyType.brand) throw new ApiError(403, ONSITE_NOT_ENABLED);
  const [company] = await db
    .select({ onsiteAvailable: companies.onsiteAvailable })
    .from(companies)
    .where(eq(companies.id, viewer.companyId));
  if (!company?.onsiteAvailable) throw new ApiError(403, ONSITE_NOT_ENABLED);
}

/** The same check as a route's `onRequest` hook (after the session is read, before the body is validated). */
export function onsiteBrandsOnly(db: Pick<Database, 'select'>) {
  return async (request: FastifyRequest) => requireOnsiteBrand(db, viewerOf(request));
}
