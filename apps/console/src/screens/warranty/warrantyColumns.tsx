import type { WarrantyRow } from '@console/contract';
import { AppLink, type DataTableProps, Tag } from '@console/ui';
import { coverageEnd, WARRANTY_STATUSES } from './warranty.logic';

type Column = DataTableProps<WarrantyRow>['columns'][number];

/** The warranties list's columns; those with an accessorFn the server sorts by. */
export const warrantyColumns: Column[] = [
  {
    id: 'serialNumber',
    accessorFn: (row) => row.serialNumber,
    header: 'Serial number',
    meta: { kind: 'code' },
    cell: ({ row }) => (
      <AppLink to={`/warranty/detail?id=${row.original.id}`}>{row.original.serialNumber}</AppLink>
    ),
  },
  {
    id: 'model',
    header: 'Model',
    cell: ({ row }) => `${row.original.product.name} (${row.original.product.modelYear})`,
  },
  { id: 'owner', header: 'Owner', cell: ({ row }) => row.original.owner.name },
  {
    id: 'purchaseDate',
    accessorFn: (row) => row.purchaseDate,
    header: 'Purchase date',
    meta: { kind: 'date' },
  },
  {
    id: 'retailer',
    header: 'Retailer',
    meta: { kind: 'name' },
    cell: ({ row }) => row.original.sellingRetailer.name,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const status = WARRANTY_STATUSES[row.original.status];
      return <Tag type={status.tag}>{status.label}</Tag>;
    },
  },
  {
    id: 'nextCoverageEnd',
    header: 'Next coverage end',
    meta: { kind: 'date' },
    cell: ({ row }) => (row.original.nextCoverageEnd ? coverageEnd(row.original.nextCoverageEnd) : '—'),
  },
  {
    id: 'registeredAt',
    accessorFn: (row) => row.registeredAt,
    header: 'Registered',
    meta: { kind: 'date' },
    cell: ({ row }) => row.original.registeredAt.slice(0, 10),
  },
];
