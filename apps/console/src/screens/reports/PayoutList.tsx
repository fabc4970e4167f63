import type { PayoutListQuery, PayoutRow } from '@console/contract';
import { AppLink, Card, type DataTableProps } from '@console/ui';
import { ServerList } from '../../shared/list/ServerList';
import { MoneyCell } from '../../shared/money/MoneyCell';
import { PayoutStatusTag } from '../../shared/money/PayoutStatusTag';
import { destinationText } from '../../shared/money.logic';
import type { Page } from '../../shared/page';
import { PayoutFilters } from './PayoutFilters';
import { dayText, payoutFilters } from './payouts.logic';
import { payoutDetailPath, reportTime } from './transactions.logic';

type Column = DataTableProps<PayoutRow>['columns'][number];

const columns: Column[] = [
  {
    id: 'createdAt',
    header: 'Created (UTC)',
    meta: { kind: 'date' },
    cell: ({ row }) => reportTime(row.original.createdAt),
  },
  {
    id: 'number',
    header: 'Payout',
    meta: { kind: 'code' },
    cell: ({ row }) => <AppLink to={payoutDetailPath(row.original.id)}>{row.original.number}</AppLink>,
  },
  {
    id: 'amount',
    header: 'Amount',
    meta: { kind: 'number' },
    cell: ({ row }) => <MoneyCell cents={row.original.amountCents} />,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <PayoutStatusTag status={row.original.status} /> },
  {
    id: 'arrivalDate',
    header: 'Expected arrival',
    meta: { kind: 'date' },
    cell: ({ row }) => dayText(row.original.arrivalDate),
  },
  {
    id: 'destination',
    header: 'Destination',
    meta: { kind: 'code' },
    cell: ({ row }) => destinationText(row.original.destinationLast4),
  },
  { id: 'failure', header: 'Failure reason', cell: ({ row }) => row.original.failureMessage ?? '' },
  {
    id: 'transactions',
    header: 'Transactions',
    meta: { kind: 'number' },
    cell: ({ row }) => row.original.transactionCount,
  },
];

export interface PayoutListProps {
  query: PayoutListQuery;
  onQueryChange: (change: Partial<PayoutListQuery>) => void;
  page: Page<PayoutRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onExport: () => void;
  exporting: boolean;
}

/** The company's payouts, newest first: each links to the transactions it settled; filtered, paged, CSV. */
export function PayoutList({ query, onQueryChange, ...list }: PayoutListProps) {
  return (
    <>
      <Card>
        <PayoutFilters values={payoutFilters(query)} onApply={onQueryChange} />
      </Card>
      <Card>
        <ServerList
          {...list}
          label="Payouts"
          noun="payouts"
          columns={columns}
          getRowId={(row) => String(row.id)}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
        />
      </Card>
    </>
  );
}
