// The service menu as CSV (domain §2.9): exactly the list's filters and order, every matching row, streamed.
import type { Readable } from 'node:stream';
import type { ServiceListQuery, ServiceMenuItem } from '@console/contract';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { csvStream, everyPage } from '../csv.ts';
import { listServices } from './queries.ts';

const HEADER = [
  'Service',
  'Category',
  'Duration (minutes)',
  'Price (USD)',
  'Shops',
  'Bookable online',
  'Status',
];

export function servicesCsv(db: Database, viewer: Viewer, query: ServiceListQuery): Readable {
  return csvStream(
    HEADER,
    everyPage((page) => listServices(db, viewer, { ...query, ...page })),
    (row: ServiceMenuItem) => [
      row.name,
      row.category,
      row.durationMinutes,
      (row.priceCents / 100).toFixed(2),
      row.shops.map((shop) => shop.name).join('; '),
      row.bookableOnline ? 'yes' : 'no',
      row.active ? 'active' : 'inactive',
    ],
  );
}
