// Reading reverse shipments: the role-scoped list (filters, sort, paging; the CSV export reads the same)
// and the detail with items, label, inspection and status history.
import {
  type InspectionResult,
  pageOffset,
  type ReturnListQuery,
  type ReverseShipmentDetail,
  type ReverseShipmentDirection,
  type ReverseShipmentRow,
  type ReverseShipmentStatus,
  todayIso,
} from '@console/contract';
import { and, asc, count, desc, eq, inArray, isNull, lt, not, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  companies,
  files,
  reverseShipmentItems,
  reverseShipments,
  users,
  warrantyClaims,
} from '../../db/schema.ts';
import { personName, statusHistory } from '../statusHistory.ts';
import { UserType } from '../warranty/scope.ts';
import { RETURN_ENTITY } from './request.ts';

/** The returns the viewer sees: its brand's (brand), its own (retailer), all (admin). */
export function returnScope(viewer: Viewer): SQL | undefined {
  if (viewer.userType === UserType.brand) return eq(reverseShipments.brandCompanyId, viewer.companyId);
  if (viewer.userType === UserType.retailer) return eq(reverseShipments.retailerCompanyId, viewer.companyId);
  return undefined;
}

/** The statuses in which the goods have not yet arrived: past return-by, the return is overdue. */
const NOT_ARRIVED: ReverseShipmentStatus[] = ['requested', 'label_issued', 'in_transit'];

function overdueSql(today: string): SQL {
  return and(lt(reverseShipments.returnBy, today), inArray(reverseShipments.status, NOT_ARRIVED)) as SQL;
}

const brand = alias(companies, 'brand');
const retailer = alias(companies, 'retailer');

function selectReturns(db: Database) {
  return db
    .select({
      shipment: reverseShipments,
      claimNumber: warrantyClaims.number,
      brandName: brand.name,
      retailerName: retailer.name,
    })
    .from(reverseShipments)
    .innerJoin(warrantyClaims, eq(warrantyClaims.id, reverseShipments.claimId))
    .innerJoin(brand, eq(brand.id, reverseShipments.brandCompanyId))
    .innerJoin(retailer, eq(retailer.id, reverseShipments.retailerCompanyId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<typeof selectReturns>>[number];

function toRow(
  { shipment, claimNumber, brandName, retailerName }: Selected,
  today: string,
): ReverseShipmentRow {
  // The table's check constraints hold these to the contract's values.
  const status = shipment.status as ReverseShipmentStatus;
  return {
    id: shipment.id,
    rmaNumber: shipment.rmaNumber,
    claim: { id: shipment.claimId, number: claimNumber },
    brand: { id: shipment.brandCompanyId, name: brandName },
    retailer: { id: shipment.retailerCompanyId, name: retailerName },
    direction: shipment.direction as ReverseShipmentDirection,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    returnBy: shipment.returnBy,
    overdue: shipment.returnBy < today && NOT_ARRIVED.includes(status),
    status,
    inspectionResult: shipment.inspectionResult as InspectionResult | null,
    createdAt: shipment.createdAt.toISOString(),
    version: shipment.version,
  };
}

/** The list's filters within the viewer's scope (the CSV export uses exactly these). */
function listFilter(viewer: Viewer, query: ReturnListQuery, today: string): SQL | undefined {
  return and(
    returnScope(viewer),
    query.status ? eq(reverseShipments.status, query.status) : undefined,
    query.overdue === undefined ? undefined : query.overdue ? overdueSql(today) : not(overdueSql(today)),
    query.direction ? eq(reverseShipments.direction, query.direction) : undefined,
    query.claimId ? eq(reverseShipments.claimId, query.claimId) : undefined,
  );
}

const sortColumns = {
  createdAt: reverseShipments.createdAt,
  returnBy: reverseShipments.returnBy,
  rmaNumber: reverseShipments.rmaNumber,
};

function orderOf(sort: ReturnListQuery['sort']): SQL[] {
  const descending = sort.startsWith('-');
  const column = sortColumns[(descending ? sort.slice(1) : sort) as keyof typeof sortColumns];
  const direction = descending ? desc : asc;
  return [direction(column), direction(reverseShipments.id)];
}

export async function listReturns(
  db: Database,
  viewer: Viewer,
  query: ReturnListQuery,
): Promise<{ rows: ReverseShipmentRow[]; total: number }> {
  const today = todayIso();
  const where = listFilter(viewer, query, today);
  const [rows, [counted]] = await Promise.all([
    selectReturns(db)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(reverseShipments).where(where),
  ]);
  return { rows: rows.map((row) => toRow(row, today)), total: counted?.total ?? 0 };
}

/** Every return the list's filters match, in its order, a batch at a time (the CSV export). */
export async function* allReturns(
  db: Database,
  viewer: Viewer,
  query: ReturnListQuery,
  batchSize = 1000,
): AsyncGenerator<ReverseShipmentRow[]> {
  const today = todayIso();
  const where = listFilter(viewer, query, today);
  for (let offset = 0; ; offset += batchSize) {
    const rows = await selectReturns(db)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(batchSize)
      .offset(offset);
    if (rows.length) yield rows.map((row) => toRow(row, today));
    if (rows.length < batchSize) return;
  }
}

const inspector = alias(users, 'inspector');

/** One return the viewer sees, with its items and history; unknown or outside the viewer's scope → 404. */
export async function getReturn(db: Database, viewer: Viewer, id: number): Promise<ReverseShipmentDetail> {
  const [selected] = await selectReturns(db).where(and(eq(reverseShipments.id, id), returnScope(viewer)));
  if (!selected) throw new ApiError(404, 'Return not found.');
  const { shipment } = selected;
  const [items, [label], [inspectedBy], history] = await Promise.all([
    db
      .select()
      .from(reverseShipmentItems)
      .where(eq(reverseShipmentItems.shipmentId, id))
      .orderBy(asc(reverseShipmentItems.id)),
    shipment.labelFileId
      ? db.select({ fileName: files.fileName }).from(files).where(eq(files.id, shipment.labelFileId))
      : Promise.resolve([]),
    shipment.inspectedByUserId
      ? db
          .select({ firstName: inspector.firstName, lastName: inspector.lastName, email: inspector.email })
          .from(inspector)
          .where(eq(inspector.id, shipment.inspectedByUserId))
      : Promise.resolve([]),
    statusHistory<ReverseShipmentStatus>(db, RETURN_ENTITY, id),
  ]);
  return {
    ...toRow(selected, todayIso()),
    shipFrom: shipment.shipFrom,
    shipTo: shipment.shipTo,
    items: items.map((item) => ({
      id: item.id,
      partNumber: item.partNumber,
      serialNumber: item.serialNumber,
      description: item.description,
      quantity: item.quantity,
      receivedQuantity: item.receivedQuantity,
    })),
    labelFileName: label?.fileName ?? null,
    inspectionNotes: shipment.inspectionNotes,
    receivedAt: shipment.receivedAt?.toISOString() ?? null,
    inspectedAt: shipment.inspectedAt?.toISOString() ?? null,
    inspectedBy: inspectedBy ? personName(inspectedBy) : null,
    history: history,
  };
}

/** The label file of a return the viewer sees (the brand's upload, read by the retailer); otherwise 404. */
export async function labelFile(db: Database, viewer: Viewer, id: number) {
  const [row] = await db
    .select({ file: files })
    .from(reverseShipments)
    .innerJoin(files, eq(files.id, reverseShipments.labelFileId))
    .where(and(eq(reverseShipments.id, id), returnScope(viewer), isNull(files.deletedAt)));
  if (!row) throw new ApiError(404, 'Label not found.');
  return row.file;
}
