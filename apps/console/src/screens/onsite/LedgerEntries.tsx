import type { LedgerEntryRow } from '@console/contract';
import { formatMoney, parseTime } from '@console/core';
import { DataTable, type DataTableProps, Empty } from '@console/ui';
import { SignedAmount } from '../../shared/SignedAmount';
import { referenceLabel } from './onsite.logic';

type Column = DataTableProps<LedgerEntryRow>['columns'][number];

const columns: Column[] = [
  { id: 'date', header: 'Date', meta: { kind: 'date' }, cell: ({ row }) => parseTime(row.original.postedAt) },
  { id: 'description', header: 'Description', cell: ({ row }) => row.original.description },
  {
    id: 'reference',
    header: 'Reference',
    cell: ({ row }) => referenceLabel(row.original.referenceType, row.original.referenceId),
  },
  {
    id: 'amount',
    header: 'Amount',
    meta: { kind: 'number' },
    cell: ({ row }) => <SignedAmount amount={row.original.amount} />,
  },
  {
    id: 'balanceAfter',
    header: 'Balance after',
    meta: { kind: 'number' },
    cell: ({ row }) => formatMoney(row.original.balanceAfter),
  },
];

export interface LedgerEntriesProps {
  rows: LedgerEntryRow[];
  loading: boolean;
}

/** One page of the company's available-balance entries, newest first as the server sends them. */
export function LedgerEntries({ rows, loading }: LedgerEntriesProps) {
  return (
    <DataTable
      aria-label="Ledger entries"
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.id)}
      loading={loading}
      empty={<Empty description="No balance movements yet." />}
    />
  );
}
