import {
  type ClaimListQuery,
  type ClaimReasonCode,
  type ClaimRow,
  type ClaimStatus,
  type ComponentType,
  claimReasonCode,
  componentType,
} from '@console/contract';
import {
  AppLink,
  Button,
  Card,
  DataTable,
  type DataTableProps,
  Empty,
  FormField,
  Input,
  Pagination,
  Select,
  Tag,
} from '@console/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { IsoDatePicker } from '../../shared/form/IsoDatePicker';
import { LoadFailed } from '../../shared/LoadFailed';
import { dollars } from '../../shared/money.logic';
import type { Page } from '../../shared/page';
import { ActionBar, ScreenLayout } from '../../shared/ScreenLayout';
import { COMPONENT_NAMES } from '../warranty/warranty.logic';
import { CLAIM_STATUSES, REASON_NAMES } from './claim.logic';

/** The filters this form edits; paging and sort are the table's. */
export type ClaimFilterValues = Pick<
  ClaimListQuery,
  'q' | 'status' | 'open' | 'component' | 'reasonCode' | 'submittedFrom' | 'submittedTo'
>;

const EMPTY: ClaimFilterValues = {
  q: undefined,
  status: undefined,
  open: undefined,
  component: undefined,
  reasonCode: undefined,
  submittedFrom: undefined,
  submittedTo: undefined,
};

/** 'open' is the pseudo-status of claims still waiting (submitted, under review, needs information). */
const OPEN = 'open';
const statusOptions = [
  { value: OPEN, label: 'Waiting (open)' },
  ...Object.entries(CLAIM_STATUSES).map(([value, { label }]) => ({ value, label })),
];
const componentOptions = componentType.options.map((value) => ({ value, label: COMPONENT_NAMES[value] }));
const reasonOptions = claimReasonCode.options.map((value) => ({ value, label: REASON_NAMES[value] }));

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 0 16px;
  align-items: end;
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 18px;
`;

const Pager = styled.div`
  padding: 8px 0 0;
`;

function ClaimFilters({
  values,
  onApply,
}: {
  values: ClaimFilterValues;
  onApply: (values: ClaimFilterValues) => void;
}) {
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const set = (change: Partial<ClaimFilterValues>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Filters role="search" aria-label="Claim filters" onSubmit={submit}>
      <FormField label="Serial number">
        {(control) => (
          <Input
            {...control}
            value={draft.q ?? ''}
            placeholder="Part of a serial"
            clearable
            onChange={(event) => set({ q: event.target.value || undefined })}
          />
        )}
      </FormField>
      <FormField label="Claim status">
        {(control) => (
          <Select
            {...control}
            options={statusOptions}
            value={draft.open ? OPEN : (draft.status ?? '')}
            placeholder="Any status"
            clearable
            onValueChange={(value) =>
              set(
                value === OPEN
                  ? { open: true, status: undefined }
                  : { open: undefined, status: (value || undefined) as ClaimStatus | undefined },
              )
            }
          />
        )}
      </FormField>
      <FormField label="Component">
        {(control) => (
          <Select
            {...control}
            options={componentOptions}
            value={draft.component ?? ''}
            placeholder="Any component"
            clearable
            onValueChange={(value) => set({ component: (value || undefined) as ComponentType | undefined })}
          />
        )}
      </FormField>
      <FormField label="Reason">
        {(control) => (
          <Select
            {...control}
            options={reasonOptions}
            value={draft.reasonCode ?? ''}
            placeholder="Any reason"
            clearable
            onValueChange={(value) =>
              set({ reasonCode: (value || undefined) as ClaimReasonCode | undefined })
            }
          />
        )}
      </FormField>
      <FormField label="Submitted from">
        {(control) => (
          <IsoDatePicker
            {...control}
            value={draft.submittedFrom}
            onChange={(date) => set({ submittedFrom: date ?? undefined })}
          />
        )}
      </FormField>
      <FormField label="Submitted to">
        {(control) => (
          <IsoDatePicker
            {...control}
            value={draft.submittedTo}
            onChange={(date) => set({ submittedTo: date ?? undefined })}
          />
        )}
      </FormField>
      <Buttons>
        <Button type="submit" variant="primary">
          Search
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            onApply(EMPTY);
          }}
        >
          Reset
        </Button>
      </Buttons>
    </Filters>
  );
}

type Column = DataTableProps<ClaimRow>['columns'][number];

const claimPath = (row: ClaimRow) => `/warranty/detail?id=${row.warrantyId}&claim=${row.id}`;

function claimColumns(userType: number | undefined): Column[] {
  return [
    {
      id: 'number',
      accessorFn: (row) => row.number,
      header: 'Claim no.',
      cell: ({ row }) => <AppLink to={claimPath(row.original)}>{row.original.number}</AppLink>,
    },
    { id: 'serial', header: 'Serial number', cell: ({ row }) => row.original.serialNumber },
    ...(userType === 1
      ? []
      : [{ id: 'brand', header: 'Brand', cell: ({ row }) => row.original.brand.name } as Column]),
    ...(userType === 2
      ? []
      : [{ id: 'retailer', header: 'Retailer', cell: ({ row }) => row.original.retailer.name } as Column]),
    {
      id: 'component',
      header: 'Component',
      cell: ({ row }) => COMPONENT_NAMES[row.original.causalComponentType],
    },
    {
      id: 'submittedAt',
      accessorFn: (row) => row.submittedAt,
      header: 'Submitted',
      cell: ({ row }) => row.original.submittedAt.slice(0, 10),
    },
    { id: 'age', header: 'Age', meta: { align: 'right' }, cell: ({ row }) => `${row.original.ageDays} d` },
    {
      id: 'claimedTotalCents',
      accessorFn: (row) => row.claimedTotalCents,
      header: 'Claimed',
      meta: { align: 'right' },
      cell: ({ row }) => dollars(row.original.claimedTotalCents),
    },
    {
      id: 'approvedTotalCents',
      accessorFn: (row) => row.approvedTotalCents,
      header: 'Approved',
      meta: { align: 'right' },
      cell: ({ row }) => dollars(row.original.approvedTotalCents),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => {
        const status = CLAIM_STATUSES[row.original.status];
        return <Tag type={status.tag}>{status.label}</Tag>;
      },
    },
    { id: 'assignee', header: 'Reviewer', cell: ({ row }) => row.original.assignee ?? '—' },
  ];
}

export interface ClaimQueueProps {
  query: ClaimListQuery;
  onQueryChange: (change: Partial<ClaimListQuery>) => void;
  page: Page<ClaimRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The viewer's user type: a brand sees no brand column, a retailer no retailer column. */
  userType: number | undefined;
  onExport: () => void;
  exporting: boolean;
}

/**
 * The claims tab of /warranty/index: a brand's (or the admin's) review queue, a retailer's own claims.
 * Filtered, sorted and paged by the server; exported with the same filters.
 */
export function ClaimQueue({
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  userType,
  onExport,
  exporting,
}: ClaimQueueProps) {
  const descending = query.sort.startsWith('-');
  const sortColumn = descending ? query.sort.slice(1) : query.sort;
  return (
    <ScreenLayout>
      <Card>
        <ClaimFilters
          values={{
            q: query.q,
            status: query.status,
            open: query.open,
            component: query.component,
            reasonCode: query.reasonCode,
            submittedFrom: query.submittedFrom,
            submittedTo: query.submittedTo,
          }}
          onApply={onQueryChange}
        />
      </Card>
      <Card>
        <ActionBar>
          <Button onClick={onExport} loading={exporting}>
            Export CSV
          </Button>
        </ActionBar>
        {failed && !page ? (
          <LoadFailed message="The claims could not be loaded." onRetry={onRetry} />
        ) : (
          <>
            <DataTable
              aria-label="Claims"
              columns={claimColumns(userType)}
              data={page?.rows ?? []}
              getRowId={(row) => String(row.id)}
              loading={loading}
              manualSorting
              sorting={[{ id: sortColumn, desc: descending }]}
              onSortingChange={(sorting) => {
                const first = sorting[0];
                onQueryChange({
                  sort: (first ? `${first.desc ? '-' : ''}${first.id}` : undefined) as ClaimListQuery['sort'],
                });
              }}
              empty={<Empty description="No claims match these filters." />}
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
    </ScreenLayout>
  );
}
