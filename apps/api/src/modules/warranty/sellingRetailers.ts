import type { NamedCompany } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { brandRetailers, CompanyType, companies, DealerStatus } from '../../db/schema.ts';
import { UserType, writableBrandId } from './scope.ts';

/**
 * The retailers a registration may name as the seller: a retailer's own company; a brand's dealers; for an
 * admin, the dealers of the brand it names (another brand's id from a brand answers 404).
 */
export async function sellingRetailers(
  db: Database,
  viewer: Viewer,
  brandId: number | undefined,
): Promise<NamedCompany[]> {
  if (viewer.userType === UserType.retailer) {
    const [own] = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, viewer.companyId));
    if (!own) throw new ApiError(404, 'Company not found.');
    return [own];
  }
  const brand = await writableBrandId(db, viewer, brandId, 'query.brandId');
  return db
    .select({ id: companies.id, name: companies.name })
    .from(brandRetailers)
    .innerJoin(companies, eq(companies.id, brandRetailers.retailerCompanyId))
    .where(
      and(
        eq(brandRetailers.brandCompanyId, brand),
        eq(brandRetailers.status, DealerStatus.active),
        eq(companies.type, CompanyType.retailer),
      ),
    )
    .orderBy(asc(companies.name));
}
