// The warranties list as CSV (domain §2.9: exactly the list's filters, every matching row, streamed).
import { Readable } from 'node:stream';
import type { WarrantyListQuery, WarrantyRow } from '@console/contract';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { csvLine } from '../csv.ts';
import { allWarranties } from './queries.ts';

const HEADER = [
  'Serial',
  'SKU',
  'Model',
  'Model year',
  'Brand',
  'Retailer',
  'Owner',
  'Owner e-mail',
  'Owner phone',
  'Purchase date',
  'Status',
  'Next coverage end',
  'Registered at',
  'Registered by',
];

function lineOf(row: WarrantyRow): string {
  return csvLine([
    row.serialNumber,
    row.product.sku,
    row.product.name,
    row.product.modelYear,
    row.brand.name,
    row.sellingRetailer.name,
    row.owner.name,
    row.owner.email,
    row.owner.phone,
    row.purchaseDate,
    row.status,
    row.nextCoverageEnd,
    row.registeredAt,
    row.registeredBy,
  ]);
}

/** The CSV as a stream, a batch of rows per chunk. */
export function warrantiesCsv(db: Database, viewer: Viewer, query: WarrantyListQuery): Readable {
  async function* chunks() {
    yield csvLine(HEADER);
    for await (const rows of allWarranties(db, viewer, query)) yield rows.map(lineOf).join('');
  }
  return Readable.from(chunks());
}
