import type { DashboardRecentPayLog } from '@console/contract';
import { type DictOption, parseTime } from '@console/core';
import { DataTable, type DataTableProps, DictTag, type DictTagOption, Empty } from '@console/ui';
import { useMemo } from 'react';
import { codeLabel } from '../../shared/money/payLogWords';
import { SignedAmount } from '../../shared/SignedAmount';

type Column = DataTableProps<DashboardRecentPayLog>['columns'][number];

export interface RecentPayLogsProps {
  rows: DashboardRecentPayLog[];
  /** Entries of the pay_log_status dictionary (or the built-in ones). */
  statusOptions: readonly DictTagOption[];
  /** Entries of the pay_log_category dictionary; codes are shown as words without them. */
  categoryOptions: readonly DictOption[];
}

/** The newest payment logs the viewer may see, in the server's order (newest first). */
export function RecentPayLogs({ rows, statusOptions, categoryOptions }: RecentPayLogsProps) {
  const columns = useMemo<Column[]>(
    () => [
      {
        id: 'company',
        header: 'Company',
        meta: { kind: 'name' },
        cell: ({ row }) => row.original.companyName,
      },
      {
        id: 'amount',
        header: 'Amount',
        meta: { kind: 'number' },
        cell: ({ row }) => {
          const { direction, amount } = row.original;
          return <SignedAmount amount={direction === 'debit' ? -amount : amount} />;
        },
      },
      {
        id: 'category',
        header: 'Category',
        cell: ({ row }) => codeLabel(categoryOptions, row.original.category),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <DictTag options={statusOptions} value={row.original.status} size="small" />,
      },
      {
        id: 'date',
        header: 'Date',
        meta: { kind: 'date' },
        cell: ({ row }) => parseTime(row.original.createdAt),
      },
    ],
    [statusOptions, categoryOptions],
  );
  return (
    <DataTable
      aria-label="Recent payment logs"
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.id)}
      empty={<Empty description="No payment logs yet." />}
    />
  );
}
