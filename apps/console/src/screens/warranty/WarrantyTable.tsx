import type { WarrantyRow } from '@console/contract';
import { AppLink, DataTable, type DataTableProps, Empty, Tag } from '@console/ui';
import { coverageEnd, WARRANTY_STATUSES } from './warranty.logic';

type Column = DataTableProps<WarrantyRow>['columns'][number];

const columns: Column[] = [
  {
    id: 'serialNumber',
    accessorFn: (row) => row.serialNumber,
    header: 'Serial number',
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
  { id: 'purchaseDate', accessorFn: (row) => row.purchaseDate, header: 'Purchase date' },
  {
    id: 'retailer',
    header: 'Retailer',
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
    cell: ({ row }) => (row.original.nextCoverageEnd ? coverageEnd(row.original.nextCoverageEnd) : '—'),
  },
  {
    id: 'registeredAt',
    accessorFn: (row) => row.registeredAt,
    header: 'Registered',
    cell: ({ row }) => row.original.registeredAt.slice(0, 10),
  },
];

export interface WarrantyTableProps {
  rows: WarrantyRow[];
  loading: boolean;
  /** The server's sort: a column id, '-' first for descending. */
  sort: string;
  onSortChange: (sort: string | undefined) => void;
}

/** One page of warranties, sorted by the server. */
export function WarrantyTable({ rows, loading, sort, onSortChange }: WarrantyTableProps) {
  const descending = sort.startsWith('-');
  const sortColumn = descending ? sort.slice(1) : sort;
  return (
    <DataTable
      aria-label="Warranties"
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.id)}
      loading={loading}
      manualSorting
      sorting={[{ id: sortColumn, desc: descending }]}
      onSortingChange={(sorting) => {
        const first = sorting[0];
        onSortChange(first ? `${first.desc ? '-' : ''}${first.id}` : undefined);
      }}
      empty={<Empty description="No warranties match these filters." />}
    />
  );
}
