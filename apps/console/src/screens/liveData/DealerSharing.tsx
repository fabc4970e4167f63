import {
  LIVE_DATA_SCOPE_LABELS,
  type LiveDataBrandView,
  type LiveDataDealerProduct,
} from '@console/contract';
import { Card, DataTable, type DataTableProps, Empty, Skeleton, Tag } from '@console/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { minuteOf, scopeList } from './liveData.logic';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Note = styled.p`
  margin: 0;
`;

/** A figure the dealer shares, or a dash when it does not share that kind of data. */
const figure = (value: number | null) => (value === null ? '—' : String(value));

const columns: DataTableProps<LiveDataDealerProduct>['columns'] = [
  { id: 'sku', header: 'SKU', accessorKey: 'sku', meta: { kind: 'code' } },
  { id: 'name', header: 'Model', accessorKey: 'name', meta: { kind: 'name' } },
  {
    id: 'stock',
    header: 'In stock',
    cell: ({ row }) => figure(row.original.stock),
    meta: { kind: 'number' },
  },
  { id: 'asOf', header: 'Counted', cell: ({ row }) => row.original.stockAsOf ?? '—', meta: { kind: 'date' } },
  {
    id: 'sold',
    header: 'Sold (30 days)',
    cell: ({ row }) => figure(row.original.sold30d),
    meta: { kind: 'number' },
  },
  {
    id: 'serviced',
    header: 'Serviced (30 days)',
    cell: ({ row }) => figure(row.original.serviced30d),
    meta: { kind: 'number' },
  },
];

export interface DealerSharingProps {
  view: LiveDataBrandView | undefined;
  failed: boolean;
  onRetry: () => void;
}

/**
 * The brand's retailers page, "Live data" tab: per dealer enrolled in the Live Data Program, the stock and sales
 * (and service) of the brand's models it shares. Only consented scopes are shown (a dash for the others); a
 * paused dealer's figures are as they were at the pause; a dealer who revoked is not listed.
 */
export function DealerSharing({ view, failed, onRetry }: DealerSharingProps) {
  if (!view)
    return failed ? (
      <LoadFailed message="Your dealers' shared data could not be loaded." onRetry={onRetry} />
    ) : (
      <Skeleton rows={4} />
    );
  if (!view.dealers.length)
    return (
      <Empty description="None of your dealers shares live data with you yet (the Live Data Program)." />
    );
  return (
    <Stack>
      {view.dealers.map((dealer) => (
        <Card
          key={dealer.retailerCompanyId}
          title={dealer.retailerName}
          titleAs="h3"
          role="region"
          aria-label={`Live data of ${dealer.retailerName}`}
          extra={
            dealer.status === 'paused' ? (
              <Tag type="warning">Paused since {minuteOf(dealer.pausedAt)}</Tag>
            ) : (
              <Tag type="success">Sharing</Tag>
            )
          }
          padded={false}
        >
          <Note style={{ padding: '12px 20px' }}>
            Shares {scopeList(dealer.scopes)} · last sync {minuteOf(dealer.lastSyncAt)}
            {dealer.scopes.length < 3 &&
              ` · not shared: ${(['inventory', 'sales', 'service'] as const)
                .filter((scope) => !dealer.scopes.includes(scope))
                .map((scope) => LIVE_DATA_SCOPE_LABELS[scope])
                .join(', ')}`}
          </Note>
          <DataTable
            aria-label={`Models at ${dealer.retailerName}`}
            columns={columns}
            data={dealer.products}
            getRowId={(row) => String(row.productId)}
            empty="No data received yet."
          />
        </Card>
      ))}
    </Stack>
  );
}
