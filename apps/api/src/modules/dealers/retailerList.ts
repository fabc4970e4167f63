// A brand's retailers (/company/retailers; an admin reads every brand's): each relation with the retailer's
// state, active shops and open claims on the brand's units. The CSV export reads exactly the same rows.
import {
  type DealerInitiator,
  type DealerListQuery,
  type DealerRow,
  type DealerStatus,
  pageOffset,
} from '@console/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { brandRetailers, companies, shops, warrantyClaims } from '../../db/schema.ts';
import { badgesFor } from '../company/badges.ts';
import { likeContaining } from '../directory/queries.ts';
import { UserType } from '../warranty/scope.ts';

const brand = alias(companies, 'brand');
const retailer = alias(companies, 'retailer');

/**
 * Claims still in play for the dealer: not decided, or decided and waiting for their return or payment.
 * Compensated, rejected, cancelled and closed claims are settled.
 */
const OPEN_CLAIM_STATUSES = sql.raw(
  "('draft', 'submitted', 'under_review', 'needs_info', 'approved', 'partially_approved', 'awaiting_return')",
);

/** The brands whose relations the viewer reads: its own (brand, another id → 404) or the asked one (admin). */
function brandScope(viewer: Viewer, brandId: number | undefined): SQL | undefined {
  if (viewer.userType === UserType.brand) {
    if (brandId !== undefined && brandId !== viewer.companyId) throw new ApiError(404, 'Brand not found.');
    return eq(brandRetailers.brandCompanyId, viewer.companyId);
  }
  if (viewer.userType === UserType.admin)
    return brandId === undefined ? undefined : eq(brandRetailers.brandCompanyId, brandId);
  throw new ApiError(403, "A brand's retailers are for the brand.");
}

function listFilter(viewer: Viewer, query: DealerListQuery): SQL | undefined {
  return and(
    brandScope(viewer, query.brandId),
    query.status ? eq(brandRetailers.status, query.status) : undefined,
    query.initiatedBy ? eq(brandRetailers.initiatedBy, query.initiatedBy) : undefined,
    query.state ? eq(retailer.state, query.state) : undefined,
    query.q
      ? or(
          ilike(retailer.name, likeContaining(query.q)),
          ilike(brandRetailers.dealerNumber, likeContaining(query.q)),
        )
      : undefined,
  );
}

function orderOf(sort: DealerListQuery['sort']): SQL[] {
  const descending = sort.startsWith('-');
  const direction = descending ? desc : asc;
  const key = descending ? sort.slice(1) : sort;
  const tieBreak = [
    asc(retailer.name),
    asc(brandRetailers.retailerCompanyId),
    asc(brandRetailers.brandCompanyId),
  ];
  // Relations never active (no since) and dealers without a number sort last either way.
  if (key === 'since')
    return [sql`${brandRetailers.since} is null`, direction(brandRetailers.since), ...tieBreak];
  if (key === 'dealerNumber')
    return [sql`${brandRetailers.dealerNumber} is null`, direction(brandRetailers.dealerNumber), ...tieBreak];
  return [direction(retailer.name), ...tieBreak.slice(1)];
}

function selectDealers(db: Pick<Database, 'select'>) {
  const activeShops = db
    .select({ n: count() })
    .from(shops)
    .where(and(eq(shops.companyId, brandRetailers.retailerCompanyId), eq(shops.active, true)));
  const openClaims = db
    .select({ n: count() })
    .from(warrantyClaims)
    .where(
      and(
        eq(warrantyClaims.brandCompanyId, brandRetailers.brandCompanyId),
        eq(warrantyClaims.retailerCompanyId, brandRetailers.retailerCompanyId),
        sql`${warrantyClaims.status} in ${OPEN_CLAIM_STATUSES}`,
      ),
    );
  return db
    .select({
      relation: brandRetailers,
      brandName: brand.name,
      retailerName: retailer.name,
      state: retailer.state,
      city: retailer.city,
      // count(*) is a bigint: a string on pg, so read it as a number on both engines.
      shops: sql<number>`(${activeShops})`.mapWith(Number),
      openClaims: sql<number>`(${openClaims})`.mapWith(Number),
    })
    .from(brandRetailers)
    .innerJoin(brand, eq(brand.id, brandRetailers.brandCompanyId))
    .innerJoin(retailer, eq(retailer.id, brandRetailers.retailerCompanyId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectDealers>['execute']>>[number];

function toRow({ relation, brandName, retailerName, ...rest }: Selected): Omit<DealerRow, 'badges'> {
  return {
    brand: { id: relation.brandCompanyId, name: brandName },
    retailer: { id: relation.retailerCompanyId, name: retailerName },
    dealerNumber: relation.dealerNumber,
    // The table's check constraints hold these to the contract's values.
    status: relation.status as DealerStatus,
    initiatedBy: relation.initiatedBy as DealerInitiator,
    since: relation.since?.toISOString() ?? null,
    statusChangedAt: relation.statusChangedAt.toISOString(),
    ...rest,
  };
}

export async function listDealers(
  db: Database,
  viewer: Viewer,
  query: DealerListQuery,
): Promise<{ rows: DealerRow[]; total: number }> {
  const where = listFilter(viewer, query);
  const [rows, [counted]] = await Promise.all([
    selectDealers(db)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(brandRetailers)
      .innerJoin(retailer, eq(retailer.id, brandRetailers.retailerCompanyId))
      .where(where),
  ]);
  return { rows: await withBadges(db, rows.map(toRow)), total: counted?.total ?? 0 };
}

/** The retailers' badges, for a page of rows at once. */
async function withBadges(db: Database, rows: Omit<DealerRow, 'badges'>[]): Promise<DealerRow[]> {
  const badges = await badgesFor(
    db,
    rows.map((row) => row.retailer.id),
  );
  return rows.map((row) => ({ ...row, badges: badges.get(row.retailer.id) ?? [] }));
}

/**
 * Every row of the list's filters, in its order, a batch at a time (the CSV export). The scope is checked
 * at once, so a refusal comes before the answer starts.
 */
export function allDealers(
  db: Database,
  viewer: Viewer,
  query: DealerListQuery,
  batchSize = 500,
): AsyncGenerator<DealerRow[]> {
  const where = listFilter(viewer, query);
  async function* batches() {
    for (let offset = 0; ; offset += batchSize) {
      const rows = await selectDealers(db)
        .where(where)
        .orderBy(...orderOf(query.sort))
        .limit(batchSize)
        .offset(offset);
      if (rows.length) yield await withBadges(db, rows.map(toRow));
      if (rows.length < batchSize) return;
    }
  }
  return batches();
}

/** One relation as the list shows it (what a brand's action answers). */
export async function dealerRowOf(db: Database, brandId: number, retailerId: number): Promise<DealerRow> {
  const [row] = await selectDealers(db).where(
    and(eq(brandRetailers.brandCompanyId, brandId), eq(brandRetailers.retailerCompanyId, retailerId)),
  );
  if (!row) throw new ApiError(404, 'Retailer not found.');
  const [withBadge] = await withBadges(db, [toRow(row)]);
  if (!withBadge) throw new ApiError(404, 'Retailer not found.');
  return withBadge;
}
