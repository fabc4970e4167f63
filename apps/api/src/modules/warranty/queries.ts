// Reading warranties: the role-scoped list (filters, sort, paging), the CSV export's rows, the detail and
// the proof of purchase.
import {
  type ClaimStatus,
  type ComponentType,
  pageOffset,
  todayIso,
  type WarrantyDetail,
  type WarrantyListQuery,
  type WarrantyRow,
  type WarrantySource,
  type WarrantyStatus,
  type WarrantyTransferLink,
} from '@console/contract';
import { and, asc, count, desc, eq, gte, isNull, like, lte, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  companies,
  files,
  products,
  WarrantyStatus as Status,
  users,
  warranties,
  warrantyClaims,
  warrantyCoverages,
  warrantyTerms,
} from '../../db/schema.ts';
import type { StoredFile } from '../files/service.ts';
import { statusHistory } from '../statusHistory.ts';
import { addDays } from './coverage.ts';
import { coverageEndingBetween, nextCoverageEndFrom } from './nextCoverageEnd.ts';
import { UserType, warrantyScope } from './scope.ts';
import { WARRANTY_ENTITY, WARRANTY_TRANSITIONS, type WarrantyRecord } from './transitions.ts';

const brand = alias(companies, 'brand');
const retailer = alias(companies, 'retailer');

function selectRows(db: Database, today: string) {
  return db
    .select({
      warranty: warranties,
      productSku: products.sku,
      productName: products.name,
      productModelYear: products.modelYear,
      brandName: brand.name,
      retailerName: retailer.name,
      registeredByFirstName: users.firstName,
      registeredByLastName: users.lastName,
      registeredByEmail: users.email,
      nextCoverageEnd: nextCoverageEndFrom(today),
    })
    .from(warranties)
    .innerJoin(products, eq(products.id, warranties.productId))
    .innerJoin(brand, eq(brand.id, warranties.brandCompanyId))
    .innerJoin(retailer, eq(retailer.id, warranties.sellingRetailerCompanyId))
    .innerJoin(users, eq(users.id, warranties.registeredByUserId))
    .$dynamic();
}

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(row: SelectedRow): WarrantyRow {
  const { warranty } = row;
  return {
    id: warranty.id,
    serialNumber: warranty.serialNumber,
    product: {
      id: warranty.productId,
      sku: row.productSku,
      name: row.productName,
      modelYear: row.productModelYear,
    },
    brand: { id: warranty.brandCompanyId, name: row.brandName },
    sellingRetailer: { id: warranty.sellingRetailerCompanyId, name: row.retailerName },
    purchaseDate: warranty.purchaseDate,
    owner: { name: warranty.ownerName, email: warranty.ownerEmail, phone: warranty.ownerPhone },
    // The table's check constraints hold these to the contract's values.
    status: warranty.status as WarrantyStatus,
    source: warranty.source as WarrantySource,
    nextCoverageEnd: row.nextCoverageEnd,
    registeredAt: warranty.registeredAt.toISOString(),
    registeredBy: `${row.registeredByFirstName} ${row.registeredByLastName}`.trim() || row.registeredByEmail,
  };
}

/** LIKE's wildcards and escape character, escaped so a search matches them literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The list's filters within the viewer's scope (the CSV export uses exactly these). */
function listFilter(viewer: Viewer, query: WarrantyListQuery, today: string): SQL | undefined {
  const filters: (SQL | undefined)[] = [warrantyScope(viewer)];
  // Without a status, a transferred record (the unit's history; its new owner's registration is the live
  // one, with the same serial) stays out of the list: `status=transferred` lists those.
  filters.push(
    query.status ? eq(warranties.status, query.status) : ne(warranties.status, Status.transferred),
  );
  if (query.brandId) filters.push(eq(warranties.brandCompanyId, query.brandId));
  if (query.productId) filters.push(eq(warranties.productId, query.productId));
  if (query.retailerId) filters.push(eq(warranties.sellingRetailerCompanyId, query.retailerId));
  if (query.purchasedFrom) filters.push(gte(warranties.purchaseDate, query.purchasedFrom));
  if (query.purchasedTo) filters.push(lte(warranties.purchaseDate, query.purchasedTo));
  if (query.serial) filters.push(like(warranties.serialNumber, `%${likeLiteral(query.serial)}%`));
  if (query.expiringWithinDays) {
    const until = addDays(today, query.expiringWithinDays);
    filters.push(eq(warranties.status, Status.active), coverageEndingBetween(today, until));
  }
  return and(...filters);
}

const sortColumns = {
  purchaseDate: warranties.purchaseDate,
  registeredAt: warranties.registeredAt,
  serialNumber: warranties.serialNumber,
} as const;

/** `field` ascending, `-field` descending; the id breaks ties in the same direction, so pages never overlap. */
function orderOf(sort: WarrantyListQuery['sort']): SQL[] {
  const descending = sort.startsWith('-');
  const column = sortColumns[(descending ? sort.slice(1) : sort) as keyof typeof sortColumns];
  const direction = descending ? desc : asc;
  return [direction(column), direction(warranties.id)];
}

/**
 * One page of rows in the list's order. The page's ids are picked from the warranties table alone, and only
 * they are joined to their product, companies and user: joining every matching row before sorting cost
 * most of the time of a large list.
 */
function selectPage(
  db: Database,
  today: string,
  where: SQL | undefined,
  sort: WarrantyListQuery['sort'],
  limit: number,
  offset: number,
) {
  const page = db
    .select({ id: warranties.id })
    .from(warranties)
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(limit)
    .offset(offset)
    .as('page');
  return selectRows(db, today)
    .innerJoin(page, eq(page.id, warranties.id))
    .orderBy(...orderOf(sort));
}

export async function listWarranties(
  db: Database,
  viewer: Viewer,
  query: WarrantyListQuery,
): Promise<{ rows: WarrantyRow[]; total: number }> {
  const today = todayIso();
  const where = listFilter(viewer, query, today);
  const [rows, [counted]] = await Promise.all([
    selectPage(db, today, where, query.sort, query.pageSize, pageOffset(query)),
    db.select({ total: count() }).from(warranties).where(where),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

/** Every row of the list's filters, in the list's order, a batch at a time (for the CSV export). */
export async function* allWarranties(
  db: Database,
  viewer: Viewer,
  query: WarrantyListQuery,
  batchSize = 1000,
): AsyncGenerator<WarrantyRow[]> {
  const today = todayIso();
  const where = listFilter(viewer, query, today);
  for (let offset = 0; ; offset += batchSize) {
    const rows = await selectPage(db, today, where, query.sort, batchSize, offset);
    if (rows.length) yield rows.map(toRow);
    if (rows.length < batchSize) return;
  }
}

/** What the viewer may do with the warranty now (domain §2.7, §2.8); the console only shows or hides. */
function actionsFor(viewer: Viewer, warranty: WarrantyRecord, transferable: boolean): WarrantyDetail['can'] {
  const leaves = (action: keyof typeof WARRANTY_TRANSITIONS) =>
    (WARRANTY_TRANSITIONS[action] as readonly string[]).includes(warranty.status);
  return {
    void: viewer.userType === UserType.admin && leaves('void'),
    // Brands transfer their own units (the scope already holds them to those); retailers ask the brand.
    transfer: viewer.userType !== UserType.retailer && leaves('transfer') && transferable,
    claim:
      viewer.userType === UserType.retailer &&
      warranty.sellingRetailerCompanyId === viewer.companyId &&
      warranty.status === Status.active,
  };
}

/** The record this one replaced and, for a transferred record, the one that replaced it. */
async function transferLinks(db: Database, warranty: WarrantyRecord): Promise<WarrantyTransferLink[]> {
  const links: WarrantyTransferLink[] = [];
  if (warranty.transferredFromId !== null) {
    links.push({
      fromWarrantyId: warranty.transferredFromId,
      toWarrantyId: warranty.id,
      at: warranty.registeredAt.toISOString(),
    });
  }
  if (warranty.status === Status.transferred) {
    const [next] = await db
      .select({ id: warranties.id, registeredAt: warranties.registeredAt })
      .from(warranties)
      .where(eq(warranties.transferredFromId, warranty.id));
    if (next) {
      links.push({ fromWarrantyId: warranty.id, toWarrantyId: next.id, at: next.registeredAt.toISOString() });
    }
  }
  return links;
}

/**
 * One warranty with its frozen coverages, history, transfer links, the claims on it the viewer sees and
 * what the viewer may do; unknown or outside the viewer's scope → 404.
 */
export async function getWarranty(db: Database, viewer: Viewer, id: number): Promise<WarrantyDetail> {
  const today = todayIso();
  const [row] = await selectRows(db, today).where(and(eq(warranties.id, id), warrantyScope(viewer)));
  if (!row) throw new ApiError(404, 'Warranty not found.');
  const { warranty } = row;
  const [coverages, [proof], history, claims, transfers] = await Promise.all([
    db
      .select({ coverage: warrantyCoverages, transferable: warrantyTerms.transferable })
      .from(warrantyCoverages)
      .innerJoin(warrantyTerms, eq(warrantyTerms.id, warrantyCoverages.termId))
      .where(eq(warrantyCoverages.warrantyId, id))
      .orderBy(asc(warrantyCoverages.id)),
    warranty.proofOfPurchaseFileId
      ? db
          .select({ fileName: files.fileName })
          .from(files)
          .where(eq(files.id, warranty.proofOfPurchaseFileId))
      : Promise.resolve([]),
    statusHistory<WarrantyStatus>(db, WARRANTY_ENTITY, id),
    db
      .select()
      .from(warrantyClaims)
      .where(
        and(
          eq(warrantyClaims.warrantyId, id),
          // A retailer sees the claims it submitted; whoever else sees the warranty sees all of its claims.
          viewer.userType === UserType.retailer
            ? eq(warrantyClaims.retailerCompanyId, viewer.companyId)
            : undefined,
        ),
      )
      .orderBy(desc(warrantyClaims.submittedAt), desc(warrantyClaims.id)),
    transferLinks(db, warranty),
  ]);
  return {
    ...toRow(row),
    batterySerial: warranty.batterySerial,
    motorSerial: warranty.motorSerial,
    proofOfPurchaseFileName: proof?.fileName ?? null,
    coverages: coverages.map(({ coverage }) => ({
      componentType: coverage.componentType as ComponentType,
      termCode: coverage.termCode,
      startsOn: coverage.startsOn,
      endsOn: coverage.endsOn,
      laborCoveredPct: coverage.laborCoveredPct,
      partsCoveredPct: coverage.partsCoveredPct,
    })),
    statusHistory: history,
    transfers,
    claims: claims.map((claim) => ({
      id: claim.id,
      number: claim.number,
      // The table's check constraint holds it to the contract's statuses.
      status: claim.status as ClaimStatus,
      failureDate: claim.failureDate,
      causalComponentType: claim.causalComponentType as ComponentType,
      claimedTotalCents: claim.claimedTotalCents,
      approvedTotalCents: claim.approvedTotalCents,
      submittedAt: claim.submittedAt.toISOString(),
    })),
    can: actionsFor(
      viewer,
      warranty,
      coverages.some((c) => c.transferable),
    ),
  };
}

/** The proof of purchase file of a warranty the viewer sees; 404 when there is none or it was deleted. */
export async function proofOfPurchase(db: Database, viewer: Viewer, id: number): Promise<StoredFile> {
  const [found] = await db
    .select({ file: files })
    .from(warranties)
    .innerJoin(files, eq(files.id, warranties.proofOfPurchaseFileId))
    .where(and(eq(warranties.id, id), warrantyScope(viewer), isNull(files.deletedAt)));
  if (!found) throw new ApiError(404, 'No proof of purchase for this warranty.');
  return found.file;
}
