import {
  type BrandDealingQuery,
  type BrandDealingRow,
  type DealerAction,
  dealerActions,
} from '@console/contract';
import { Button, Card, type DataTableProps } from '@console/ui';
import { BadgeList } from '../../shared/company/BadgeList';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { DealerStatusTag } from './DealerStatusTag';
import { actionText, dayOf } from './dealer.logic';

type Column = DataTableProps<BrandDealingRow>['columns'][number];
type Filters = Pick<BrandDealingQuery, 'q'>;

export interface BrandListProps {
  title: string;
  query: BrandDealingQuery;
  onQueryChange: (change: Partial<BrandDealingQuery>) => void;
  /** The page shown; undefined before the first answer. */
  page: Page<BrandDealingRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Owners and managers ask and answer; staff read. */
  canAct: boolean;
  onAction: (row: BrandDealingRow, action: DealerAction) => void;
}

function columns({ canAct, onAction }: Pick<BrandListProps, 'canAct' | 'onAction'>): Column[] {
  return [
    { id: 'name', header: 'Brand', meta: { kind: 'name' }, cell: ({ row }) => row.original.name },
    { id: 'state', header: 'State', cell: ({ row }) => row.original.state ?? '—' },
    {
      id: 'badges',
      header: 'Badges',
      cell: ({ row }) => (
        <BadgeList badges={row.original.badges} size="small" aria-label={`Badges of ${row.original.name}`} />
      ),
    },
    {
      id: 'relation',
      header: 'Your dealership',
      cell: ({ row }) =>
        row.original.relation ? <DealerStatusTag {...row.original.relation} /> : 'Not a dealer',
    },
    {
      id: 'dealerNumber',
      header: 'Dealer no.',
      meta: { kind: 'code' },
      cell: ({ row }) => row.original.relation?.dealerNumber ?? '—',
    },
    {
      id: 'since',
      header: 'Since',
      meta: { kind: 'date' },
      cell: ({ row }) => dayOf(row.original.relation?.since ?? null),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        canAct &&
        dealerActions('retailer', row.original.relation).map((action) => {
          const { button } = actionText('retailer', action);
          return (
            <Button
              key={action}
              variant="text"
              aria-label={`${button}: ${row.original.name}`}
              onClick={() => onAction(row.original, action)}
            >
              {button}
            </Button>
          );
        }),
    },
  ];
}

/**
 * A retailer's /brand/index ("Brands on the product"): every brand on the platform and the retailer's
 * dealership with it; owners and managers ask a brand, answer its invitation or withdraw their request.
 */
export function BrandList({
  title,
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  canAct,
  onAction,
}: BrandListProps) {
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card>
        <FilterForm<Filters>
          label="Brand filters"
          values={{ q: query.q }}
          empty={{ q: undefined }}
          onApply={onQueryChange}
        >
          {(draft, set) => (
            <FilterSearch
              label="Brand"
              value={draft.q}
              placeholder="Part of a name"
              onChange={(q) => set({ q })}
            />
          )}
        </FilterForm>
      </Card>
      <Card>
        <ServerList
          label="Brands"
          noun="brands"
          columns={columns({ canAct, onAction })}
          getRowId={(row) => String(row.id)}
          page={page}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          sort="name"
          onSortChange={() => {}}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
        />
      </Card>
    </ScreenLayout>
  );
}
