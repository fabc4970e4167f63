// The claims list as CSV (domain §2.9: exactly the list's filters and order, every matching row, streamed).

import type { Readable } from 'node:stream';
import type { ClaimListQuery, ClaimRow } from '@console/contract';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { csvStream } from '../csv.ts';
import { allClaims } from './queries.ts';

const HEADER = [
  'Claim',
  'Serial',
  'Brand',
  'Retailer',
  'Component',
  'Submitted at',
  'Age (days)',
  'Claimed',
  'Approved',
  'Status',
  'Reason',
  'Assignee',
];

const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

export function claimsCsv(db: Database, viewer: Viewer, query: ClaimListQuery): Readable {
  return csvStream(HEADER, allClaims(db, viewer, query), (row: ClaimRow) => [
    row.number,
    row.serialNumber,
    row.brand.name,
    row.retailer.name,
    row.causalComponentType,
    row.submittedAt,
    row.ageDays,
    dollars(row.claimedTotalCents),
    dollars(row.approvedTotalCents),
    row.status,
    row.reasonCode,
    row.assignee,
  ]);
}
