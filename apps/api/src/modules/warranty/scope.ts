// Who sees what of the catalogue and of warranties (domain §2.8). The scope comes from the session only;
// ids outside it answer 404, exactly like ids that do not exist.
import { and, eq, type SQL } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { brandRetailers, CompanyType, companies, DealerStatus, warranties } from '../../db/schema.ts';

/** users.user_type */
export const UserType = { brand: 1, retailer: 2, admin: 3 } as const;

/** The brands whose catalogue the viewer reads: its own (brand), its linked brands (retailer), all (null, admin). */
export async function catalogueBrandIds(db: Database, viewer: Viewer): Promise<number[] | null> {
  if (viewer.userType === UserType.admin) return null;
  if (viewer.userType === UserType.brand) return [viewer.companyId];
  const links = await db
    .select({ brandId: brandRetailers.brandCompanyId })
    .from(brandRetailers)
    .where(
      and(
        eq(brandRetailers.retailerCompanyId, viewer.companyId),
        eq(brandRetailers.status, DealerStatus.active),
      ),
    );
  return links.map((link) => link.brandId);
}

/**
 * The brand filter of a catalogue list: the asked brand if the viewer sees it (404 otherwise), else every
 * brand the viewer sees (null: no filter).
 */
export async function catalogueBrandFilter(
  db: Database,
  viewer: Viewer,
  brandId: number | undefined,
): Promise<number[] | null> {
  const visible = await catalogueBrandIds(db, viewer);
  if (brandId === undefined) return visible;
  if (visible !== null && !visible.includes(brandId)) throw new ApiError(404, 'Brand not found.');
  return [brandId];
}

/**
 * The brand a catalogue write (or a registration choice) is about: a brand user's own company (another
 * brand id → 404); an admin must name a brand company. `field` names the input in the refusal.
 */
export async function writableBrandId(
  db: Database,
  viewer: Viewer,
  brandCompanyId: number | undefined,
  field = 'body.brandCompanyId',
): Promise<number> {
  if (viewer.userType === UserType.brand) {
    if (brandCompanyId !== undefined && brandCompanyId !== viewer.companyId) {
      throw new ApiError(404, 'Brand not found.', { [field]: 'No such brand.' });
    }
    return viewer.companyId;
  }
  if (brandCompanyId === undefined) {
    throw new ApiError(400, 'Choose the brand.', { [field]: 'Choose the brand.' });
  }
  const [brand] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, brandCompanyId), eq(companies.type, CompanyType.brand)));
  if (!brand) throw new ApiError(404, 'Brand not found.', { [field]: 'No such brand.' });
  return brand.id;
}

/** The warranties the viewer sees: its brand's (brand), the ones it sold (retailer), all (admin). */
export function warrantyScope(viewer: Viewer): SQL | undefined {
  if (viewer.userType === UserType.brand) return eq(warranties.brandCompanyId, viewer.companyId);
  if (viewer.userType === UserType.retailer) return eq(warranties.sellingRetailerCompanyId, viewer.companyId);
  return undefined;
}

/** Whether a retailer company is a dealer of the brand. */
export async function isDealerOf(db: Database, brandId: number, retailerId: number): Promise<boolean> {
  const [link] = await db
    .select({ id: brandRetailers.retailerCompanyId })
    .from(brandRetailers)
    .innerJoin(companies, eq(companies.id, brandRetailers.retailerCompanyId))
    .where(
      and(
        eq(brandRetailers.brandCompanyId, brandId),
        eq(brandRetailers.retailerCompanyId, retailerId),
        eq(brandRetailers.status, DealerStatus.active),
        eq(companies.type, CompanyType.retailer),
      ),
    );
  return Boolean(link);
}
