import type { ServiceListQuery, ServiceMenuItem, ServiceMenuItemBody, ShopOption } from '@console/contract';
import { dictLabel } from '@console/core';
import { Button, Card, type DataTableProps, Drawer, Tag } from '@console/ui';
import { useState } from 'react';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { ServerList } from '../../shared/list/ServerList';
import { dollars } from '../../shared/money.logic';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { statusOptions } from '../shops/shops.logic';
import { ServiceForm } from './ServiceForm';
import { durationText, offeredAtText } from './services.logic';

type Column = DataTableProps<ServiceMenuItem>['columns'][number];
type Filters = Pick<ServiceListQuery, 'q' | 'category' | 'shopId' | 'status'>;

const EMPTY: Filters = { q: undefined, category: undefined, shopId: undefined, status: undefined };

export interface ServiceMenuProps {
  title: string;
  query: ServiceListQuery;
  onQueryChange: (change: Partial<ServiceListQuery>) => void;
  /** The page shown; undefined before the first answer. */
  page: Page<ServiceMenuItem> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  categories: readonly { value: string; label: string }[];
  shops: readonly ShopOption[];
  /** The retailer's owner or a manager: adds, edits, takes services off the menu and back. */
  editable: boolean;
  onCreate: (body: ServiceMenuItemBody) => Promise<ServiceMenuItem>;
  onUpdate: (id: number, body: ServiceMenuItemBody) => Promise<ServiceMenuItem>;
  onSetActive: (item: ServiceMenuItem, active: boolean) => void;
  onExport: () => void;
  exporting: boolean;
}

/** /company/service: the retailer's service menu, what its shops offer and customers book. */
export function ServiceMenu({
  title,
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  categories,
  shops,
  editable,
  onCreate,
  onUpdate,
  onSetActive,
  onExport,
  exporting,
}: ServiceMenuProps) {
  const [editing, setEditing] = useState<ServiceMenuItem | 'new' | null>(null);
  const filters: Filters = {
    q: query.q,
    category: query.category,
    shopId: query.shopId,
    status: query.status,
  };
  const columns: Column[] = [
    { id: 'name', header: 'Service', cell: ({ row }) => row.original.name },
    { id: 'category', header: 'Category', cell: ({ row }) => dictLabel(categories, row.original.category) },
    {
      id: 'duration',
      header: 'Duration',
      meta: { kind: 'number' },
      cell: ({ row }) => durationText(row.original.durationMinutes),
    },
    {
      id: 'price',
      header: 'Price',
      meta: { kind: 'number' },
      cell: ({ row }) => dollars(row.original.priceCents),
    },
    {
      id: 'shops',
      header: 'Offered at',
      cell: ({ row }) => offeredAtText(row.original.shops, shops),
    },
    {
      id: 'online',
      header: 'Bookable online',
      cell: ({ row }) => (row.original.bookableOnline ? 'Yes' : 'No'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (row.original.active ? <Tag type="success">Active</Tag> : <Tag>Inactive</Tag>),
    },
    ...(editable
      ? [
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) => (
              <>
                <Button
                  variant="text"
                  aria-label={`Edit ${row.original.name}`}
                  onClick={() => setEditing(row.original)}
                >
                  Edit
                </Button>
                <Button
                  variant="text"
                  aria-label={`${row.original.active ? 'Deactivate' : 'Activate'} ${row.original.name}`}
                  onClick={() => onSetActive(row.original, !row.original.active)}
                >
                  {row.original.active ? 'Deactivate' : 'Activate'}
                </Button>
              </>
            ),
          } satisfies Column,
        ]
      : []),
  ];
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card>
        <FilterForm label="Service filters" values={filters} empty={EMPTY} onApply={onQueryChange}>
          {(draft, set) => (
            <>
              <FilterSearch value={draft.q} placeholder="Part of a name" onChange={(q) => set({ q })} />
              <FilterSelect
                label="Category"
                options={categories}
                value={draft.category}
                placeholder="Any category"
                onChange={(category) => set({ category })}
              />
              <FilterSelect
                label="Shop"
                options={shops.map((shop) => ({ value: String(shop.id), label: shop.name }))}
                value={draft.shopId ? String(draft.shopId) : undefined}
                placeholder="Any shop"
                onChange={(value) => set({ shopId: value ? Number(value) : undefined })}
              />
              <FilterSelect
                label="Status"
                options={statusOptions}
                value={draft.status}
                placeholder="Any status"
                onChange={(status) => set({ status })}
              />
            </>
          )}
        </FilterForm>
      </Card>
      <Card>
        <ServerList
          label="Services"
          noun="services"
          columns={columns}
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
            editable && (
              <Button variant="primary" onClick={() => setEditing('new')}>
                Add service
              </Button>
            )
          }
        />
      </Card>
      <Drawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add service' : `Edit ${editing?.name ?? ''}`}
        width="720px"
      >
        {editing !== null && (
          <ServiceForm
            key={editing === 'new' ? 'new' : editing.id}
            item={editing === 'new' ? undefined : editing}
            categories={categories}
            shops={shops}
            onSave={(body) => (editing === 'new' ? onCreate(body) : onUpdate(editing.id, body))}
            onDone={() => setEditing(null)}
          />
        )}
      </Drawer>
    </ScreenLayout>
  );
}
