import {
  type ReturnListQuery,
  type ReverseShipmentRow,
  reverseShipmentDirection,
  reverseShipmentStatus,
} from '@console/contract';
import { Button, Card, Checkbox, type DataTableProps, Tag } from '@console/ui';
import styled from 'styled-components';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { DIRECTION_NAMES, INSPECTION_RESULTS, RETURN_STATUSES, trackingLabel } from './return.logic';

type Column = DataTableProps<ReverseShipmentRow>['columns'][number];

const RETAILER = 2;
const ADMIN = 3;
const DEFAULT_SORT = '-createdAt';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: 0 16px;
  align-items: center;
`;

const _Pager = styled.div`
  padding: 8px 0 0;
`;

const statusOptions = reverseShipmentStatus.options.map((value) => ({
  value,
  label: RETURN_STATUSES[value].label,
}));
const directionOptions = reverseShipmentDirection.options.map((value) => ({
  value,
  label: DIRECTION_NAMES[value],
}));

export interface ReturnListProps {
  query: ReturnListQuery;
  onQueryChange: (change: Partial<ReturnListQuery>) => void;
  /** The page shown; undefined before the first answer. */
  page: Page<ReverseShipmentRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The viewer's user type: an admin sees the brand, a retailer does not see the retailer (itself). */
  userType: number | undefined;
  /** Opens a return's detail. */
  onOpen: (row: ReverseShipmentRow) => void;
  onExport: () => void;
  exporting: boolean;
}

/** The reverse shipments (RMA) the viewer sees: filtered, sorted and paged by the server, exported as CSV. */
export function ReturnList({
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  userType,
  onOpen,
  onExport,
  exporting,
}: ReturnListProps) {
  const columns: Column[] = [
    {
      id: 'rmaNumber',
      accessorFn: (row) => row.rmaNumber,
      header: 'RMA no.',
      meta: { kind: 'code' },
      cell: ({ row }) => (
        <Button variant="text" onClick={() => onOpen(row.original)}>
          {row.original.rmaNumber}
        </Button>
      ),
    },
    {
      id: 'claim',
      header: 'Claim no.',
      meta: { kind: 'code' },
      cell: ({ row }) => row.original.claim.number,
    },
    ...(userType === ADMIN
      ? [
          {
            id: 'brand',
            header: 'Brand',
            meta: { kind: 'name' },
            cell: ({ row }) => row.original.brand.name,
          } satisfies Column,
        ]
      : []),
    ...(userType === RETAILER
      ? []
      : [
          {
            id: 'retailer',
            header: 'Retailer',
            meta: { kind: 'name' },
            cell: ({ row }) => row.original.retailer.name,
          } satisfies Column,
        ]),
    { id: 'direction', header: 'Direction', cell: ({ row }) => DIRECTION_NAMES[row.original.direction] },
    {
      id: 'tracking',
      header: 'Carrier / tracking',
      cell: ({ row }) => trackingLabel(row.original.carrier, row.original.trackingNumber),
    },
    {
      id: 'returnBy',
      accessorFn: (row) => row.returnBy,
      header: 'Return by',
      meta: { kind: 'date' },
      cell: ({ row }) => (
        <>
          {row.original.returnBy}{' '}
          {row.original.overdue && (
            <Tag type="danger" size="small">
              Overdue
            </Tag>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => {
        const status = RETURN_STATUSES[row.original.status];
        return <Tag type={status.tag}>{status.label}</Tag>;
      },
    },
    {
      id: 'inspection',
      header: 'Inspection',
      cell: ({ row }) =>
        row.original.inspectionResult ? INSPECTION_RESULTS[row.original.inspectionResult].label : '—',
    },
  ];
  return (
    <ScreenLayout>
      <Card>
        <Filters role="search" aria-label="Return filters">
          <FilterSelect
            label="Status"
            options={statusOptions}
            value={query.status}
            placeholder="Any status"
            onChange={(value) => onQueryChange({ status: value })}
          />
          <FilterSelect
            label="Direction"
            options={directionOptions}
            value={query.direction}
            placeholder="Any direction"
            onChange={(value) => onQueryChange({ direction: value })}
          />
          <Checkbox
            label="Overdue only"
            checked={query.overdue === true}
            onCheckedChange={(checked) => onQueryChange({ overdue: checked === true ? true : undefined })}
          />
        </Filters>
      </Card>
      <Card>
        <ServerList
          label="Returns"
          noun="returns"
          columns={columns}
          getRowId={(row) => String(row.id)}
          page={page}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          sort={query.sort}
          defaultSort={DEFAULT_SORT}
          onSortChange={(sort) => onQueryChange({ sort: sort as ReturnListQuery['sort'] })}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
          onExport={onExport}
          exporting={exporting}
        />
      </Card>
    </ScreenLayout>
  );
}
