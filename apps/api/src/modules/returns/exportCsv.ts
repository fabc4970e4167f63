// The returns list as CSV (domain §2.9: exactly the list's filters and order, every matching row, streamed).
import type { Readable } from 'node:stream';
import type { ReturnListQuery, ReverseShipmentRow } from '@console/contract';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { csvStream } from '../csv.ts';
import { allReturns } from './queries.ts';

const HEADER = [
  'RMA',
  'Claim',
  'Brand',
  'Retailer',
  'Direction',
  'Carrier',
  'Tracking',
  'Return by',
  'Overdue',
  'Status',
  'Inspection',
  'Created at',
];

export function returnsCsv(db: Database, viewer: Viewer, query: ReturnListQuery): Readable {
  return csvStream(HEADER, allReturns(db, viewer, query), (row: ReverseShipmentRow) => [
    row.rmaNumber,
    row.claim.number,
    row.brand.name,
    row.retailer.name,
    row.direction,
    row.carrier,
    row.trackingNumber,
    row.returnBy,
    row.overdue ? 'yes' : 'no',
    row.status,
    row.inspectionResult,
    row.createdAt,
  ]);
}
