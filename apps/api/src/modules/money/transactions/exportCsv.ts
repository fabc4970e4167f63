// The Transactions report as CSV (domain §2.9): exactly the list's filters and order, every matching row,
// streamed a page at a time.
import type { Readable } from 'node:stream';
import type { TransactionRow } from '@console/contract';
import type { Database } from '../../../db/database.ts';
import { csvStream, everyPage } from '../../csv.ts';
import { csvAmount } from '../financial/exportCsv.ts';
import { type TransactionFilters, transactionRows } from './report.ts';

const HEADER = [
  'Date',
  'Type',
  'Description',
  'Reference',
  'Gross',
  'Fee',
  'Net',
  'Currency',
  'Status',
  'Available on',
  'Payout',
];

export function transactionsCsv(db: Database, companyId: number, filters: TransactionFilters): Readable {
  return csvStream(
    HEADER,
    everyPage((page) => transactionRows(db, companyId, filters, page).then((rows) => ({ rows }))),
    (row: TransactionRow) => [
      row.postedAt,
      row.type,
      row.description,
      row.reference?.label ?? null,
      csvAmount(row.grossCents),
      csvAmount(row.feeCents),
      csvAmount(row.netCents),
      row.currency.toUpperCase(),
      row.status,
      row.availableOn,
      row.payout?.number ?? null,
    ],
  );
}
