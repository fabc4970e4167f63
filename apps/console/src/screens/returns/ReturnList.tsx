import {
  type ReturnListQuery,
  type ReverseShipmentDirection,
  type ReverseShipmentRow,
  type ReverseShipmentStatus,
  reverseShipmentDirection,
  reverseShipmentStatus,
} from '@console/contract';
import {
  Button,
  Card,
  Checkbox,
  DataTable,
  type DataTableProps,
  Empty,
  FormField,
  Pagination,
  Select,
  Tag,
} from '@console/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import type { Page } from '../../shared/page';
import { ActionBar } from '../../shared/ScreenLayout';
import { DIRECTION_NAMES, INSPECTION_RESULTS, RETURN_STATUSES, trackingLabel } from './return.logic';

type Column = DataTableProps<ReverseShipmentRow>['columns'][number];

const RETAILER = 2;
const ADMIN = 3;
const DEFAULT_SORT = '-createdAt';
/** The columns the server sorts by (createdAt, the default, has no column). */
const SORTABLE = ['rmaNumber', 'returnBy'];

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: 0 16px;
  align-items: center;
`;

const Pager = styled.div`
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
      cell: ({ row }) => (
        <Button variant="text" onClick={() => onOpen(row.original)}>
          {row.original.rmaNumber}
        </Button>
      ),
    },
    { id: 'claim', header: 'Claim no.', cell: ({ row }) => row.original.claim.number },
    ...(userType === ADMIN
      ? [{ id: 'brand', header: 'Brand', cell: ({ row }) => row.original.brand.name } satisfies Column]
      : []),
    ...(userType === RETAILER
      ? []
      : [
          {
            id: 'retailer',
            header: 'Retailer',
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
  const descending = query.sort.startsWith('-');
  const sortColumn = descending ? query.sort.slice(1) : query.sort;

  return (
    <Layout>
      <Card>
        <Filters role="search" aria-label="Return filters">
          <FormField label="Status">
            {(control) => (
              <Select
                {...control}
                options={statusOptions}
                value={query.status ?? ''}
                placeholder="Any status"
                clearable
                onValueChange={(value) =>
                  onQueryChange({ status: (value || undefined) as ReverseShipmentStatus | undefined })
                }
              />
            )}
          </FormField>
          <FormField label="Direction">
            {(control) => (
              <Select
                {...control}
                options={directionOptions}
                value={query.direction ?? ''}
                placeholder="Any direction"
                clearable
                onValueChange={(value) =>
                  onQueryChange({ direction: (value || undefined) as ReverseShipmentDirection | undefined })
                }
              />
            )}
          </FormField>
          <Checkbox
            label="Overdue only"
            checked={query.overdue === true}
            onCheckedChange={(checked) => onQueryChange({ overdue: checked === true ? true : undefined })}
          />
        </Filters>
      </Card>
      <Card>
        <ActionBar>
          <Button onClick={onExport} loading={exporting}>
            Export CSV
          </Button>
        </ActionBar>
        {failed && !page ? (
          <LoadFailed message="The returns could not be loaded." onRetry={onRetry} />
        ) : (
          <>
            <DataTable
              aria-label="Returns"
              columns={columns}
              data={page?.rows ?? []}
              getRowId={(row) => String(row.id)}
              loading={loading}
              manualSorting
              sorting={SORTABLE.includes(sortColumn) ? [{ id: sortColumn, desc: descending }] : []}
              onSortingChange={(sorting) => {
                const first = sorting[0];
                onQueryChange({
                  sort: (first
                    ? `${first.desc ? '-' : ''}${first.id}`
                    : DEFAULT_SORT) as ReturnListQuery['sort'],
                });
              }}
              empty={<Empty description="No returns match these filters." />}
            />
            <Pager>
              <Pagination
                total={page?.total ?? 0}
                page={query.pageNum}
                limit={query.pageSize}
                onChange={({ page: pageNum, limit }) => onQueryChange({ pageNum, pageSize: limit })}
              />
            </Pager>
          </>
        )}
      </Card>
    </Layout>
  );
}
