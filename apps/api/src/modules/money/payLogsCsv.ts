// The payment log history as CSV (domain §2.9: exactly the list's filters and order, every matching row).
import type { Readable } from 'node:stream';
import type { PayLogListQuery, PayLogRow } from '@console/contract';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { csvStream, everyPage } from '../csv.ts';
import { listPayLogs, visibleCompanyId } from './payLogs.ts';

const HEADER = [
  'No.',
  'Entered at',
  'Company',
  'Direction',
  'Amount (USD)',
  'Category',
  'External reference',
  'Status',
  'Entered by',
  'Audited by',
  'Audited at',
  'Audit note',
  'Corrects',
  'Note',
];

/** The CSV stream; another company's id is refused (404) before anything is sent. */
export function payLogsCsv(db: Database, viewer: Viewer, query: PayLogListQuery): Readable {
  const scoped = { ...query, companyId: visibleCompanyId(viewer, query.companyId) };
  return csvStream(
    HEADER,
    everyPage((page) => listPayLogs(db, viewer, { ...scoped, ...page })),
    (row: PayLogRow) => [
      row.id,
      row.createdAt,
      row.companyName,
      row.direction,
      (row.amountCents / 100).toFixed(2),
      row.category,
      row.externalReference,
      row.status,
      row.createdBy,
      row.auditedBy,
      row.auditedAt,
      row.auditNote,
      row.correctsId,
      row.note,
    ],
  );
}
