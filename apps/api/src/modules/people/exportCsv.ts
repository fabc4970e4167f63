// The employees and users lists as CSV (domain §2.9: exactly the list's filters, every matching row, streamed).
import type { Readable } from 'node:stream';
import type { AdminUserListQuery, EmployeeListQuery } from '@console/contract';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { csvStream } from '../csv.ts';
import { allUsers } from './adminUsers.ts';
import { allEmployees } from './employees.ts';

export function employeesCsv(db: Database, viewer: Viewer, query: EmployeeListQuery): Readable {
  return csvStream(
    [
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Position',
      'Shops',
      'Skills',
      'Company role',
      'Status',
      'Last sign-in',
    ],
    allEmployees(db, viewer, query),
    (row) => [
      row.firstName,
      row.lastName,
      row.email,
      row.phone,
      row.position,
      row.shops.map((shop) => shop.name).join('; '),
      row.skills.join('; '),
      row.companyRole,
      row.status,
      row.lastLoginAt,
    ],
  );
}

export function usersCsv(db: Database, query: AdminUserListQuery): Readable {
  return csvStream(
    [
      'Id',
      'First name',
      'Last name',
      'E-mail',
      'User type',
      'Company',
      'Role',
      'Status',
      'Last sign-in',
      'Created',
    ],
    allUsers(db, query),
    (row) => [
      row.id,
      row.firstName,
      row.lastName,
      row.email,
      row.userType,
      row.companyName,
      row.role,
      row.status,
      row.lastLoginAt,
      row.createdAt,
    ],
  );
}
