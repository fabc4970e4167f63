import { type DealerAction, type DealerListQuery, type DealerRow, dealerActions } from '@console/contract';
import { Button, Card, type DataTableProps } from '@console/ui';
import { BadgeList } from '../../shared/company/BadgeList';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { DealerStatusTag } from './DealerStatusTag';
import { actionText, dayOf } from './dealer.logic';
import { RetailerFilters } from './RetailerFilters';

type Column = DataTableProps<DealerRow>['columns'][number];

export interface RetailerListProps {
  query: DealerListQuery;
  onQueryChange: (change: Partial<DealerListQuery>) => void;
  /** The page shown; undefined before the first answer. */
  page: Page<DealerRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The requests tab: pending requests of retailers only, so no status filter. */
  requests?: boolean;
  /** Owners and managers change dealerships; staff read. */
  canAct: boolean;
  onInvite: () => void;
  onAction: (row: DealerRow, action: DealerAction) => void;
  onHistory: (row: DealerRow) => void;
  onExport: () => void;
  exporting: boolean;
}

function columns({
  canAct,
  onAction,
  onHistory,
}: Pick<RetailerListProps, 'canAct' | 'onAction' | 'onHistory'>) {
  const list: Column[] = [
    {
      id: 'name',
      accessorFn: (row) => row.retailer.name,
      header: 'Retailer',
      meta: { kind: 'name' },
      cell: ({ row }) => row.original.retailer.name,
    },
    {
      id: 'badges',
      header: 'Badges',
      cell: ({ row }) => (
        <BadgeList
          badges={row.original.badges}
          size="small"
          aria-label={`Badges of ${row.original.retailer.name}`}
        />
      ),
    },
    {
      id: 'dealerNumber',
      accessorFn: (row) => row.dealerNumber,
      header: 'Dealer no.',
      meta: { kind: 'code' },
      cell: ({ row }) => row.original.dealerNumber ?? '—',
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <DealerStatusTag {...row.original} /> },
    {
      id: 'since',
      accessorFn: (row) => row.since,
      header: 'Since',
      meta: { kind: 'date' },
      cell: ({ row }) => dayOf(row.original.since),
    },
    { id: 'shops', header: 'Shops', meta: { kind: 'number' }, cell: ({ row }) => row.original.shops },
    { id: 'state', header: 'State', cell: ({ row }) => row.original.state ?? '—' },
    {
      id: 'openClaims',
      header: 'Open claims',
      meta: { kind: 'number' },
      cell: ({ row }) => row.original.openClaims,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const dealer = row.original;
        const name = dealer.retailer.name;
        return (
          <>
            {canAct &&
              dealerActions('brand', dealer).map((action) => (
                <Button
                  key={action}
                  variant="text"
                  aria-label={`${actionText('brand', action).button} ${name}`}
                  onClick={() => onAction(dealer, action)}
                >
                  {actionText('brand', action).button}
                </Button>
              ))}
            <Button variant="text" aria-label={`History of ${name}`} onClick={() => onHistory(dealer)}>
              History
            </Button>
          </>
        );
      },
    },
  ];
  return list;
}

/**
 * A brand's retailers (/company/retailers): every dealership and pending invitation or request, filtered,
 * sorted and paged by the server, exported as CSV; owners and managers invite and change dealerships.
 */
export function RetailerList({
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  requests = false,
  canAct,
  onInvite,
  onAction,
  onHistory,
  onExport,
  exporting,
}: RetailerListProps) {
  return (
    <ScreenLayout>
      <Card>
        <RetailerFilters
          values={{ q: query.q, status: query.status, state: query.state }}
          withStatus={!requests}
          onApply={onQueryChange}
        />
      </Card>
      <Card>
        <ServerList
          label={requests ? 'Dealer requests' : 'Retailers'}
          noun={requests ? 'requests' : 'retailers'}
          columns={columns({ canAct, onAction, onHistory })}
          getRowId={(row) => `${row.brand.id}:${row.retailer.id}`}
          page={page}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          sort={query.sort}
          defaultSort="name"
          onSortChange={(sort) => onQueryChange({ sort: (sort ?? 'name') as DealerListQuery['sort'] })}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
          onExport={onExport}
          exporting={exporting}
          actions={
            canAct && (
              <Button variant="primary" onClick={onInvite}>
                Invite a retailer
              </Button>
            )
          }
        />
      </Card>
    </ScreenLayout>
  );
}
