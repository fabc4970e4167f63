import type { StatementRow } from '@console/contract';
import { Button, type DataTableProps, vars } from '@console/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ServerList } from '../../shared/list/ServerList';
import { MoneyCell } from '../../shared/money/MoneyCell';
import type { Page } from '../../shared/page';
import { nextChargeText, periodLabel } from './billing.logic';
import { StatementStatusTag } from './StatementStatusTag';

type Column = DataTableProps<StatementRow>['columns'][number];

const Failure = styled.span`
  color: ${vars.dangerText};
`;

export interface StatementListProps {
  page: Page<StatementRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  pageNum: number;
  pageSize: number;
  onPageChange: (page: { pageNum: number; pageSize: number }) => void;
  /** Opens a statement's detail. */
  onOpen: (row: StatementRow) => void;
  /** The admin's list: every brand's statements, with the brand named on each. */
  showBrand?: boolean;
  /** The admin's "Retry now" on an unpaid statement. */
  onRetryCharge?: (row: StatementRow) => void;
  /** The statement being charged again. */
  retryingId?: number | null;
  /** Buttons above the table (the admin's "Issue a statement now"). */
  actions?: ReactNode;
}

/** Statements, newest first: period, number, total, status and where the charge stands. */
export function StatementList({
  page,
  loading,
  failed,
  onRetry,
  pageNum,
  pageSize,
  onPageChange,
  onOpen,
  showBrand = false,
  onRetryCharge,
  retryingId = null,
  actions,
}: StatementListProps) {
  const columns: Column[] = [
    { id: 'period', header: 'Period', cell: ({ row }) => periodLabel(row.original) },
    {
      id: 'number',
      header: 'Number',
      meta: { kind: 'code' },
      cell: ({ row }) => (
        <Button variant="text" onClick={() => onOpen(row.original)}>
          {row.original.number}
        </Button>
      ),
    },
    ...(showBrand
      ? [
          {
            id: 'brand',
            header: 'Brand',
            meta: { kind: 'name' },
            cell: ({ row }) => row.original.brandName,
          } satisfies Column,
        ]
      : []),
    {
      id: 'total',
      header: 'Total',
      meta: { kind: 'number' },
      cell: ({ row }) => <MoneyCell cents={row.original.totalCents} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <StatementStatusTag status={row.original.status} />,
    },
    {
      id: 'attempts',
      header: 'Attempts',
      meta: { kind: 'number' },
      cell: ({ row }) => row.original.attempts,
    },
    {
      id: 'lastFailure',
      header: 'Last failure',
      cell: ({ row }) => (row.original.lastFailure ? <Failure>{row.original.lastFailure}</Failure> : '—'),
    },
    { id: 'nextRetry', header: 'Next retry', cell: ({ row }) => nextChargeText(row.original) },
    ...(onRetryCharge
      ? [
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) =>
              row.original.status === 'paid' ? null : (
                <Button
                  onClick={() => onRetryCharge(row.original)}
                  loading={retryingId === row.original.id}
                  aria-label={`Retry now: ${row.original.number}`}
                >
                  Retry now
                </Button>
              ),
          } satisfies Column,
        ]
      : []),
  ];
  return (
    <ServerList
      label="Statements"
      noun="statements"
      columns={columns}
      getRowId={(row) => String(row.id)}
      page={page}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      pageNum={pageNum}
      pageSize={pageSize}
      onPageChange={onPageChange}
      actions={actions}
    />
  );
}
