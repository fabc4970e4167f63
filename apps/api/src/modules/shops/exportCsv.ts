// The shops list as CSV (domain §2.9): exactly the list's filters and order, every matching row, streamed.
import type { Readable } from 'node:stream';
import { hoursText, type ShopListQuery, type ShopRow } from '@console/contract';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { csvStream, everyPage } from '../csv.ts';
import { listShops } from './queries.ts';

const HEADER = [
  'Shop',
  'Company',
  'City',
  'State',
  'Phone',
  'Time zone',
  'Open today',
  'Employees',
  'Services',
  'Status',
];

export function shopsCsv(db: Database, viewer: Viewer, query: ShopListQuery): Readable {
  return csvStream(
    HEADER,
    everyPage((page) => listShops(db, viewer, { ...query, ...page })),
    (row: ShopRow) => [
      row.name,
      row.company.name,
      row.city,
      row.state,
      row.phone,
      row.timezone,
      hoursText(row.today.hours),
      row.employeeCount,
      row.serviceCount,
      row.status,
    ],
  );
}
