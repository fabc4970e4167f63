import type { FulfillmentType, fulfillmentTypeCreateBody } from '@console/contract';
import { Button, Card, DataTable, type DataTableProps, Empty, Tag } from '@console/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { LoadFailed } from '../../shared/LoadFailed';
import { ActionBar, ScreenLayout } from '../../shared/ScreenLayout';
import { FLAG_NAMES, FulfillmentTypeForm } from './FulfillmentTypeForm';

type Save = Omit<z.infer<typeof fulfillmentTypeCreateBody>, 'ownerCompanyId'>;
type Column = DataTableProps<FulfillmentType>['columns'][number];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Whose type a row is: the platform's default, or a brand's (named for an admin, who sees every brand's). */
const ownerName = (ownerCompanyId: number | null, brands: FulfillmentTypesProps['brands']) =>
  ownerCompanyId === null
    ? 'Platform default'
    : (brands?.find((brand) => brand.id === ownerCompanyId)?.name ?? 'Brand');

export interface FulfillmentTypesProps {
  title: string;
  rows: FulfillmentType[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** An admin's brands, to name whose type a row is; undefined for a brand (it sees only its own). */
  brands?: readonly { id: number; name: string }[];
  /** Whether the viewer may change this type (its own brand's; an admin: every one). */
  canEdit: (type: FulfillmentType) => boolean;
  onCreate: (body: Save) => Promise<unknown>;
  onUpdate: (id: number, body: Save) => Promise<unknown>;
}

/** The fulfillment types claims choose from: the platform's defaults and the brand's own. */
export function FulfillmentTypes({
  title,
  rows,
  loading,
  failed,
  onRetry,
  brands,
  canEdit,
  onCreate,
  onUpdate,
}: FulfillmentTypesProps) {
  const [editing, setEditing] = useState<FulfillmentType | 'new' | null>(null);
  const columns: Column[] = [
    { id: 'code', header: 'Code', meta: { kind: 'code' }, cell: ({ row }) => row.original.code },
    { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
    {
      id: 'owner',
      header: 'Owner',
      cell: ({ row }) => ownerName(row.original.ownerCompanyId, brands),
    },
    {
      id: 'return',
      header: FLAG_NAMES.requiresReturn,
      cell: ({ row }) => yesNo(row.original.requiresReturn),
    },
    {
      id: 'replacement',
      header: FLAG_NAMES.shipsReplacement,
      cell: ({ row }) => yesNo(row.original.shipsReplacement),
    },
    {
      id: 'compensates',
      header: FLAG_NAMES.compensatesRetailer,
      cell: ({ row }) => yesNo(row.original.compensatesRetailer),
    },
    {
      id: 'active',
      header: 'Status',
      cell: ({ row }) => (row.original.active ? <Tag type="success">Active</Tag> : <Tag>Inactive</Tag>),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        canEdit(row.original) ? (
          <Button
            variant="text"
            aria-label={`Edit ${row.original.name}`}
            onClick={() => setEditing(row.original)}
          >
            Edit
          </Button>
        ) : null,
    },
  ];
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card>
        {editing === null ? (
          <ActionBar>
            <Button variant="primary" onClick={() => setEditing('new')}>
              Add type
            </Button>
          </ActionBar>
        ) : (
          <FulfillmentTypeForm
            key={editing === 'new' ? 'new' : editing.id}
            editing={editing === 'new' ? undefined : editing}
            onSave={(body) => (editing === 'new' ? onCreate(body) : onUpdate(editing.id, body))}
            onDone={() => setEditing(null)}
          />
        )}
        {failed && !rows ? (
          <LoadFailed message="The fulfillment types could not be loaded." onRetry={onRetry} />
        ) : (
          <DataTable
            aria-label="Fulfillment types"
            columns={columns}
            data={rows ?? []}
            getRowId={(row) => String(row.id)}
            loading={loading}
            empty={<Empty description="No fulfillment types yet." />}
          />
        )}
      </Card>
    </ScreenLayout>
  );
}
