// The admins' brands or retailers list as CSV (domain §2.9: exactly the list's filters, every matching row).
import type { Readable } from 'node:stream';
import type { AdminCompanyListRequest, AdminCompanyRow } from '@console/contract';
import type { Database } from '../../db/database.ts';
import { csvStream } from '../csv.ts';
import { allCompanies } from './queries.ts';

const HEADER = [
  'Id',
  'Name',
  'Legal name',
  'State',
  'Status',
  'Users',
  'Shops',
  'Documents to review',
  'Created at',
];

const lineOf = (row: AdminCompanyRow) => [
  row.id,
  row.name,
  row.legalName,
  row.state,
  row.status,
  row.users,
  row.shops,
  row.documentsToReview,
  row.createdAt,
];

export function companiesCsv(db: Database, query: AdminCompanyListRequest): Readable {
  return csvStream(HEADER, allCompanies(db, query), lineOf);
}
