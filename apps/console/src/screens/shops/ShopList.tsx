import type { NamedCompany, ShopListQuery, ShopRow } from '@console/contract';
import { usStateOptions } from '@console/core';
import { AppLink, Button, Card, type DataTableProps, Tag } from '@console/ui';
import { timezoneName } from '../../shared/display.logic';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { dayWithNote, SHOP_STATUSES, statusOptions } from './shops.logic';

type Column = DataTableProps<ShopRow>['columns'][number];
type Filters = Pick<ShopListQuery, 'q' | 'status' | 'companyId' | 'state'>;

const EMPTY: Filters = { q: undefined, status: undefined, companyId: undefined, state: undefined };

export interface ShopListProps {
  title: string;
  query: ShopListQuery;
  onQueryChange: (change: Partial<ShopListQuery>) => void;
  /** The page shown; undefined before the first answer. */
  page: Page<ShopRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** An admin's companies to filter by (and a company column); undefined for a retailer. */
  companies?: readonly NamedCompany[];
  /** Where a shop's page is. */
  detailPath: (id: number) => string;
  /** Shows "Add shop" (the retailer's owner or a manager). */
  onAdd?: () => void;
  onExport: () => void;
  exporting: boolean;
}

function columnsFor(detailPath: ShopListProps['detailPath'], withCompany: boolean): Column[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => <AppLink to={detailPath(row.original.id)}>{row.original.name}</AppLink>,
    },
    ...(withCompany
      ? [
          {
            id: 'company',
            header: 'Company',
            meta: { kind: 'name' },
            cell: ({ row }) => row.original.company.name,
          } satisfies Column,
        ]
      : []),
    { id: 'place', header: 'City / state', cell: ({ row }) => `${row.original.city}, ${row.original.state}` },
    { id: 'phone', header: 'Phone', cell: ({ row }) => row.original.phone ?? '—' },
    { id: 'timezone', header: 'Time zone', cell: ({ row }) => timezoneName(row.original.timezone) },
    { id: 'today', header: 'Open today', cell: ({ row }) => dayWithNote(row.original.today) },
    {
      id: 'employees',
      header: 'Employees',
      meta: { kind: 'number' },
      cell: ({ row }) => row.original.employeeCount,
    },
    {
      id: 'services',
      header: 'Services',
      meta: { kind: 'number' },
      cell: ({ row }) => row.original.serviceCount,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => {
        const status = SHOP_STATUSES[row.original.status];
        return <Tag type={status.tag}>{status.label}</Tag>;
      },
    },
  ];
}

/** Shops: a retailer's own (/company/shop) or every company's for an admin (/admin/shop/index). */
export function ShopList({
  title,
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  companies,
  detailPath,
  onAdd,
  onExport,
  exporting,
}: ShopListProps) {
  const filters: Filters = {
    q: query.q,
    status: query.status,
    companyId: query.companyId,
    state: query.state,
  };
  const companyOptions = companies?.map((company) => ({ value: String(company.id), label: company.name }));
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card>
        <FilterForm label="Shop filters" values={filters} empty={EMPTY} onApply={onQueryChange}>
          {(draft, set) => (
            <>
              <FilterSearch value={draft.q} placeholder="Name, street or city" onChange={(q) => set({ q })} />
              <FilterSelect
                label="Status"
                options={statusOptions}
                value={draft.status}
                placeholder="Any status"
                onChange={(status) => set({ status })}
              />
              {companyOptions && (
                <FilterSelect
                  label="Company"
                  options={companyOptions}
                  value={draft.companyId ? String(draft.companyId) : undefined}
                  placeholder="Any company"
                  onChange={(value) => set({ companyId: value ? Number(value) : undefined })}
                />
              )}
              <FilterSelect
                label="State"
                options={usStateOptions}
                value={draft.state}
                placeholder="Any state"
                onChange={(state) => set({ state: state as Filters['state'] })}
              />
            </>
          )}
        </FilterForm>
      </Card>
      <Card>
        <ServerList
          label="Shops"
          noun="shops"
          columns={columnsFor(detailPath, companies !== undefined)}
          getRowId={(row) => String(row.id)}
          page={page}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          sort=""
          onSortChange={() => {}}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
          onExport={onExport}
          exporting={exporting}
          actions={
            onAdd && (
              <Button variant="primary" onClick={onAdd}>
                Add shop
              </Button>
            )
          }
        />
      </Card>
    </ScreenLayout>
  );
}
