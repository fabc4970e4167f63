import type { AdminCompanyRow, CompanyKind } from '@console/contract';
import { AppLink, type DataTableProps, Tag } from '@console/ui';
import { COMPANY_STATUSES, companyPath } from './adminCompanies.logic';

type Column = DataTableProps<AdminCompanyRow>['columns'][number];

/** The brands or retailers list's columns; those with an accessorFn the server sorts by. */
export const companyColumns = (kind: CompanyKind): Column[] => [
  {
    id: 'name',
    accessorFn: (row) => row.name,
    header: 'Name',
    cell: ({ row }) => <AppLink to={companyPath(kind, row.original.id)}>{row.original.name}</AppLink>,
  },
  { id: 'legalName', header: 'Legal name', cell: ({ row }) => row.original.legalName ?? '—' },
  { id: 'state', header: 'State', meta: { kind: 'code' }, cell: ({ row }) => row.original.state ?? '—' },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const status = COMPANY_STATUSES[row.original.status];
      return <Tag type={status.tag}>{status.label}</Tag>;
    },
  },
  { id: 'users', header: 'Users', meta: { kind: 'number' }, cell: ({ row }) => row.original.users },
  { id: 'shops', header: 'Shops', meta: { kind: 'number' }, cell: ({ row }) => row.original.shops },
  {
    id: 'documentsToReview',
    header: 'Documents to review',
    meta: { kind: 'number' },
    cell: ({ row }) =>
      row.original.documentsToReview > 0 ? <Tag type="warning">{row.original.documentsToReview}</Tag> : '0',
  },
  {
    id: 'createdAt',
    accessorFn: (row) => row.createdAt,
    header: 'Created',
    meta: { kind: 'date' },
    cell: ({ row }) => row.original.createdAt.slice(0, 10),
  },
];
