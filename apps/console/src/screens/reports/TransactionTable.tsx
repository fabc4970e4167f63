import type { TransactionPage, TransactionRow } from '@console/contract';
import { AppLink, type DataTableProps, vars } from '@console/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ServerList } from '../../shared/list/ServerList';
import { MoneyCell } from '../../shared/money/MoneyCell';
import { transactionTypeLabel } from '../../shared/money/money.labels';
import { TransactionStatusTag } from '../../shared/money/TransactionStatusTag';
import { TransactionTotals } from './TransactionTotals';
import { availabilityText, RETAILER_LINKS, reportTime, type TransactionLinks } from './transactions.logic';

const Status = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  small {
    color: ${vars.textSecondary};
    font-size: 12px;
    white-space: nowrap;
  }
`;

const Described = styled.span`
  display: flex;
  flex-direction: column;
  small {
    color: ${vars.textSecondary};
    font-size: 12px;
  }
`;

type Column = DataTableProps<TransactionRow>['columns'][number];

const linked = (path: string | null, text: string): ReactNode =>
  path ? <AppLink to={path}>{text}</AppLink> : text;

function transactionColumns(links: TransactionLinks): Column[] {
  return [
    {
      id: 'postedAt',
      header: 'Date (UTC)',
      meta: { kind: 'date' },
      cell: ({ row }) => reportTime(row.original.postedAt),
    },
    {
      id: 'type',
      header: 'Type',
      cell: ({ row }) => (
        <Described>
          {transactionTypeLabel(row.original.type)}
          <small>{row.original.description}</small>
        </Described>
      ),
    },
    {
      id: 'reference',
      header: 'Reference',
      meta: { kind: 'code' },
      cell: ({ row }) => {
        const { reference } = row.original;
        return reference ? linked(links.reference(reference), reference.label) : '—';
      },
    },
    {
      id: 'gross',
      header: 'Gross',
      meta: { kind: 'number' },
      cell: ({ row }) => <MoneyCell cents={row.original.grossCents} signed />,
    },
    {
      id: 'fee',
      header: 'Fee',
      meta: { kind: 'number' },
      cell: ({ row }) => <MoneyCell cents={row.original.feeCents} />,
    },
    {
      id: 'net',
      header: 'Net',
      meta: { kind: 'number' },
      cell: ({ row }) => <MoneyCell cents={row.original.netCents} signed />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => {
        const when = availabilityText(row.original);
        return (
          <Status>
            <TransactionStatusTag status={row.original.status} />
            {when ? <small>{when}</small> : null}
          </Status>
        );
      },
    },
    {
      id: 'payout',
      header: 'Payout',
      meta: { kind: 'code' },
      cell: ({ row }) => {
        const { payout } = row.original;
        return payout ? linked(links.payout(payout.id), payout.number) : '—';
      },
    },
  ];
}

export interface TransactionTableProps {
  /** The page shown (rows, total and the totals of every filtered row); undefined before the first answer. */
  page: TransactionPage | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  pageNum: number;
  pageSize: number;
  onPageChange: (page: { pageNum: number; pageSize: number }) => void;
  /** The CSV of the same filters; without it the table offers none. */
  onExport?: () => void;
  exporting?: boolean;
  /** Where references and payouts link to (default a retailer's pages). */
  links?: TransactionLinks;
  /** The table's accessible name (default 'Transactions'). */
  label?: string;
}

/**
 * A company's transactions as the API pages them (GET /api/transactions): date, type, reference, gross, fee,
 * net, pending or available with the date, the payout that settled each; the totals of every filtered row
 * under the table; CSV, empty, loading and failed states. Works from props: the Transactions screen, a
 * payout's drill-down, the brand's balance page and an admin's view of a company all show it.
 */
export function TransactionTable({
  page,
  loading,
  failed,
  onRetry,
  pageNum,
  pageSize,
  onPageChange,
  onExport,
  exporting,
  links = RETAILER_LINKS,
  label = 'Transactions',
}: TransactionTableProps) {
  return (
    <ServerList
      label={label}
      noun="transactions"
      columns={transactionColumns(links)}
      getRowId={(row) => String(row.id)}
      page={page}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      pageNum={pageNum}
      pageSize={pageSize}
      onPageChange={onPageChange}
      onExport={onExport}
      exporting={exporting}
      footer={page && page.total > 0 ? <TransactionTotals totals={page.totals} /> : null}
    />
  );
}
