// The retailers list as CSV (domain §2.9: exactly the list's filters and order, every matching row, streamed).
import type { Readable } from 'node:stream';
import type { DealerListQuery, DealerRow } from '@console/contract';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { csvStream } from '../csv.ts';
import { allDealers } from './retailerList.ts';

const HEADER = [
  'Brand',
  'Retailer',
  'Dealer number',
  'Status',
  'Asked by',
  'Since',
  'Status changed',
  'Shops',
  'City',
  'State',
  'Open claims',
  'Badges',
];

const lineOf = (row: DealerRow) => [
  row.brand.name,
  row.retailer.name,
  row.dealerNumber,
  row.status,
  row.initiatedBy,
  row.since,
  row.statusChangedAt,
  row.shops,
  row.city,
  row.state,
  row.openClaims,
  row.badges.map((badge) => badge.label).join('; '),
];

export function dealersCsv(db: Database, viewer: Viewer, query: DealerListQuery): Readable {
  return csvStream(HEADER, allDealers(db, viewer, query), lineOf);
}
