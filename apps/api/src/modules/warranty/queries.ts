// Reading warranties: the role-scoped list (filters, sort, paging), the CSV export's rows and the detail.
import {
  type ComponentType,
  pageOffset,
  todayIso,
  type WarrantyDetail,
  type WarrantyListQuery,
  type WarrantyRow,
  type WarrantySource,
  type WarrantyStatus,
} from '@console/contract';
import { and, asc, count, desc, eq, gte, like, lte, type SQL, sql } from 'drizzle-orm';
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
  warrantyCoverages,
} from '../../db/schema.ts';
import { addDays } from './coverage.ts';
import { warrantyScope } from './scope.ts';

const brand = alias(companies, 'brand');
const retailer = alias(companies, 'retailer');

/** The earliest coverage end from `today` on (lifetime coverages have none). */
const nextCoverageEnd = (today: string) =>
  sql<string | null>`(select min(${warrantyCoverages.endsOn}) from ${warrantyCoverages}
    where ${warrantyCoverages.warrantyId} = ${warranties.id} and ${warrantyCoverages.endsOn} >= ${today})`;

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
      nextCoverageEnd: nextCoverageEnd(today),
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
  if (query.status) filters.push(eq(warranties.status, query.status));
  if (query.brandId) filters.push(eq(warranties.brandCompanyId, query.brandId));
  if (query.productId) filters.push(eq(warranties.productId, query.productId));
  if (query.retailerId) filters.push(eq(warranties.sellingRetailerCompanyId, query.retailerId));
  if (query.purchasedFrom) filters.push(gte(warranties.purchaseDate, query.purchasedFrom));
  if (query.purchasedTo) filters.push(lte(warranties.purchaseDate, query.purchasedTo));
  if (query.serial) filters.push(like(warranties.serialNumber, `%${likeLiteral(query.serial)}%`));
  if (query.expiringWithinDays) {
    const until = addDays(today, query.expiringWithinDays);
    filters.push(
      eq(warranties.status, Status.active),
      sql`exists (select 1 from ${warrantyCoverages} where ${warrantyCoverages.warrantyId} = ${warranties.id}
        and ${warrantyCoverages.endsOn} between ${today} and ${until})`,
    );
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

export async function listWarranties(
  db: Database,
  viewer: Viewer,
  query: WarrantyListQuery,
): Promise<{ rows: WarrantyRow[]; total: number }> {
  const today = todayIso();
  const where = listFilter(viewer, query, today);
  const [rows, [counted]] = await Promise.all([
    selectRows(db, today)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
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
    const rows = await selectRows(db, today)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(batchSize)
      .offset(offset);
    if (rows.length) yield rows.map(toRow);
    if (rows.length < batchSize) return;
  }
}

/** One warranty with its frozen coverages; unknown or outside the viewer's scope → 404. */
export async function getWarranty(db: Database, viewer: Viewer, id: number): Promise<WarrantyDetail> {
  const today = todayIso();
  const [row] = await selectRows(db, today).where(and(eq(warranties.id, id), warrantyScope(viewer)));
  if (!row) throw new ApiError(404, 'Warranty not found.');
  const [coverages, [proof]] = await Promise.all([
    db
      .select()
      .from(warrantyCoverages)
      .where(eq(warrantyCoverages.warrantyId, id))
      .orderBy(asc(warrantyCoverages.id)),
    row.warranty.proofOfPurchaseFileId
      ? db
          .select({ fileName: files.fileName })
          .from(files)
          .where(eq(files.id, row.warranty.proofOfPurchaseFileId))
      : Promise.resolve([]),
  ]);
  return {
    ...toRow(row),
    batterySerial: row.warranty.batterySerial,
    motorSerial: row.warranty.motorSerial,
    proofOfPurchaseFileName: proof?.fileName ?? null,
    coverages: coverages.map((coverage) => ({
      componentType: coverage.componentType as ComponentType,
      termCode: coverage.termCode,
      startsOn: coverage.startsOn,
      endsOn: coverage.endsOn,
      laborCoveredPct: coverage.laborCoveredPct,
      partsCoveredPct: coverage.partsCoveredPct,
    })),
  };
}
