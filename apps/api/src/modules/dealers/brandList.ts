// What a retailer sees of the brands (/brand/index): every active brand on the platform with the retailer's
// own relation to it, if any. Nothing of the brand's other dealers shows here.
import {
  type BrandDealingQuery,
  type BrandDealingRow,
  type DealerInitiator,
  type DealerStatus,
  pageOffset,
} from '@console/contract';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Database } from '../../db/database.ts';
import { brandRetailers, CompanyStatus, CompanyType, companies } from '../../db/schema.ts';
import { badgesFor } from '../company/badges.ts';
import { likeContaining } from '../directory/queries.ts';

function brandFilter(q: string | undefined, brandId?: number): SQL | undefined {
  return and(
    eq(companies.type, CompanyType.brand),
    eq(companies.status, CompanyStatus.active),
    q ? ilike(companies.name, likeContaining(q)) : undefined,
    brandId === undefined ? undefined : eq(companies.id, brandId),
  );
}

function selectBrands(db: Pick<Database, 'select'>, retailerId: number) {
  return db
    .select({ company: companies, relation: brandRetailers })
    .from(companies)
    .leftJoin(
      brandRetailers,
      and(eq(brandRetailers.brandCompanyId, companies.id), eq(brandRetailers.retailerCompanyId, retailerId)),
    )
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectBrands>['execute']>>[number];

function toRow({ company, relation }: Selected): Omit<BrandDealingRow, 'badges'> {
  return {
    id: company.id,
    name: company.name,
    state: company.state,
    website: company.website,
    onsiteService: company.onsiteAvailable,
    relation: relation && {
      // The table's check constraints hold these to the contract's values.
      status: relation.status as DealerStatus,
      initiatedBy: relation.initiatedBy as DealerInitiator,
      dealerNumber: relation.dealerNumber,
      since: relation.since?.toISOString() ?? null,
    },
  };
}

export async function listBrandDealings(
  db: Database,
  retailerId: number,
  query: BrandDealingQuery,
): Promise<{ rows: BrandDealingRow[]; total: number }> {
  const where = brandFilter(query.q);
  const [rows, [counted]] = await Promise.all([
    selectBrands(db, retailerId)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows: await withBadges(db, rows.map(toRow)), total: counted?.total ?? 0 };
}

/** One brand as the retailer's list shows it (what a retailer's action answers); 404 unless an active brand. */
export async function brandDealingOf(
  db: Database,
  retailerId: number,
  brandId: number,
): Promise<BrandDealingRow> {
  const [row] = await selectBrands(db, retailerId).where(brandFilter(undefined, brandId));
  if (!row) throw new ApiError(404, 'Brand not found.');
  const [withBadge] = await withBadges(db, [toRow(row)]);
  if (!withBadge) throw new ApiError(404, 'Brand not found.');
  return withBadge;
}

/** The brands' badges, for a page of rows at once. */
async function withBadges(db: Database, rows: Omit<BrandDealingRow, 'badges'>[]): Promise<BrandDealingRow[]> {
  const badges = await badgesFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, badges: badges.get(row.id) ?? [] }));
}
