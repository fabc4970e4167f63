import type { AmountListQuery, AmountRow } from '@console/contract';
import { AppLink, Button, Card, type DataTableProps, vars } from '@console/ui';
import styled from 'styled-components';
import { ServerList } from '../../shared/list/ServerList';
import { MoneyCell } from '../../shared/money/MoneyCell';
import { PayoutStatusTag } from '../../shared/money/PayoutStatusTag';
import { dollars } from '../../shared/money.logic';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { AmountFilters } from './AmountFilters';
import {
  COMPANY_TYPES,
  companyPath,
  listSortOf,
  payoutsEnabledText,
  requirementsText,
  tableSortOf,
} from './amount.logic';

type Column = DataTableProps<AmountRow>['columns'][number];

const LastPayout = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  small {
    color: ${vars.textSecondary};
  }
`;

const Muted = styled.span`
  color: ${vars.textSecondary};
`;

const columns: Column[] = [
  {
    id: 'company',
    accessorFn: (row) => row.companyName,
    header: 'Company',
    meta: { kind: 'name' },
    cell: ({ row }) => <AppLink to={companyPath(row.original)}>{row.original.companyName}</AppLink>,
  },
  { id: 'type', header: 'Type', cell: ({ row }) => COMPANY_TYPES[row.original.type] ?? '—' },
  {
    id: 'available',
    accessorFn: (row) => row.availableCents,
    header: 'Available',
    meta: { kind: 'number' },
    cell: ({ row }) => <MoneyCell cents={row.original.availableCents} />,
  },
  {
    id: 'pending',
    header: 'Pending',
    meta: { kind: 'number' },
    cell: ({ row }) => <MoneyCell cents={row.original.pendingCents} />,
  },
  {
    id: 'inTransit',
    header: 'In transit',
    meta: { kind: 'number' },
    cell: ({ row }) => <MoneyCell cents={row.original.inTransitCents} />,
  },
  {
    id: 'payoutsEnabled',
    header: 'Payouts enabled',
    cell: ({ row }) => payoutsEnabledText(row.original.payoutsEnabled),
  },
  {
    id: 'requirementsDue',
    header: 'Requirements due',
    cell: ({ row }) => requirementsText(row.original.requirementsDue),
  },
  {
    id: 'lastPayout',
    header: 'Last payout',
    cell: ({ row }) => {
      const last = row.original.lastPayout;
      if (!last) return <Muted>None yet</Muted>;
      return (
        <LastPayout>
          <PayoutStatusTag status={last.status} />
          {dollars(last.amountCents)}
          <small>{last.createdAt.slice(0, 10)}</small>
        </LastPayout>
      );
    },
  },
];

export interface AmountListProps {
  title: string;
  query: AmountListQuery;
  onQueryChange: (change: Partial<AmountListQuery>) => void;
  page: Page<AmountRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onExport: () => void;
  exporting: boolean;
  /** Opens the run's preview. */
  onRunPayouts: () => void;
}

/**
 * /amount/index: every company's available, pending and in-transit balance, its payout set-up and last
 * payout; filtered, sorted by balance and paged by the server, exported alike. Run payouts previews first.
 */
export function AmountList({
  title,
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  onExport,
  exporting,
  onRunPayouts,
}: AmountListProps) {
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card>
        <AmountFilters
          values={{
            name: query.name,
            type: query.type,
            minAvailableCents: query.minAvailableCents,
            requirementsDue: query.requirementsDue,
            payoutsEnabled: query.payoutsEnabled,
          }}
          onApply={onQueryChange}
        />
      </Card>
      <Card>
        <ServerList
          label="Company balances"
          noun="companies"
          columns={columns}
          getRowId={(row) => String(row.companyId)}
          page={page}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          sort={tableSortOf(query.sort)}
          onSortChange={(sort) => onQueryChange({ sort: listSortOf(sort) })}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
          onExport={onExport}
          exporting={exporting}
          actions={
            <Button variant="primary" onClick={onRunPayouts}>
              Run payouts
            </Button>
          }
        />
      </Card>
    </ScreenLayout>
  );
}
