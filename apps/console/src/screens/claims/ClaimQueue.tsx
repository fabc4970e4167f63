import {
  type ClaimListQuery,
  type ClaimRow,
  type ClaimStatus,
  claimReasonCode,
  componentType,
  type NamedCompany,
} from '@console/contract';
import { AppLink, Card, type DataTableProps, FormField, Select, Tag } from '@console/ui';
import { IsoDatePicker } from '../../shared/form/IsoDatePicker';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { ServerList } from '../../shared/list/ServerList';
import { dollars } from '../../shared/money.logic';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { COMPONENT_NAMES } from '../warranty/warranty.logic';
import { CLAIM_STATUSES, REASON_NAMES } from './claim.logic';

/** The filters this form edits; paging and sort are the table's. */
export type ClaimFilterValues = Pick<
  ClaimListQuery,
  | 'q'
  | 'status'
  | 'open'
  | 'brandId'
  | 'retailerId'
  | 'component'
  | 'reasonCode'
  | 'submittedFrom'
  | 'submittedTo'
>;

const EMPTY: ClaimFilterValues = {
  q: undefined,
  status: undefined,
  open: undefined,
  brandId: undefined,
  retailerId: undefined,
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

/** Options from companies: '12' → 'Voltline Bikes'. */
const companyOptions = (companies: readonly NamedCompany[]) =>
  companies.map((company) => ({ value: String(company.id), label: company.name }));

function ClaimFilters({
  values,
  brands,
  retailers,
  onApply,
}: {
  values: ClaimFilterValues;
  brands: readonly NamedCompany[];
  retailers: readonly NamedCompany[];
  onApply: (values: ClaimFilterValues) => void;
}) {
  return (
    <FilterForm label="Claim filters" values={values} empty={EMPTY} onApply={onApply}>
      {(draft, set) => (
        <>
          <FilterSearch
            label="Serial number"
            value={draft.q}
            placeholder="Part of a serial"
            onChange={(q) => set({ q })}
          />
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
          {brands.length > 0 && (
            <FilterSelect
              label="Brand"
              options={companyOptions(brands)}
              value={draft.brandId ? String(draft.brandId) : undefined}
              placeholder="Any brand"
              onChange={(value) => set({ brandId: value ? Number(value) : undefined })}
            />
          )}
          {retailers.length > 0 && (
            <FilterSelect
              label="Retailer"
              options={companyOptions(retailers)}
              value={draft.retailerId ? String(draft.retailerId) : undefined}
              placeholder="Any retailer"
              onChange={(value) => set({ retailerId: value ? Number(value) : undefined })}
            />
          )}
          <FilterSelect
            label="Component"
            options={componentOptions}
            value={draft.component}
            placeholder="Any component"
            onChange={(value) => set({ component: value })}
          />
          <FilterSelect
            label="Reason"
            options={reasonOptions}
            value={draft.reasonCode}
            placeholder="Any reason"
            onChange={(value) => set({ reasonCode: value })}
          />
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
        </>
      )}
    </FilterForm>
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
      meta: { kind: 'code' },
      cell: ({ row }) => <AppLink to={claimPath(row.original)}>{row.original.number}</AppLink>,
    },
    {
      id: 'serial',
      header: 'Serial number',
      meta: { kind: 'code' },
      cell: ({ row }) => row.original.serialNumber,
    },
    ...(userType === 1
      ? []
      : [
          {
            id: 'brand',
            header: 'Brand',
            meta: { kind: 'name' },
            cell: ({ row }) => row.original.brand.name,
          } as Column,
        ]),
    ...(userType === 2
      ? []
      : [
          {
            id: 'retailer',
            header: 'Retailer',
            meta: { kind: 'name' },
            cell: ({ row }) => row.original.retailer.name,
          } as Column,
        ]),
    {
      id: 'component',
      header: 'Component',
      cell: ({ row }) => COMPONENT_NAMES[row.original.causalComponentType],
    },
    {
      id: 'submittedAt',
      accessorFn: (row) => row.submittedAt,
      header: 'Submitted',
      meta: { kind: 'date' },
      cell: ({ row }) => row.original.submittedAt.slice(0, 10),
    },
    { id: 'age', header: 'Age', meta: { kind: 'number' }, cell: ({ row }) => `${row.original.ageDays} d` },
    {
      id: 'claimedTotalCents',
      accessorFn: (row) => row.claimedTotalCents,
      header: 'Claimed',
      meta: { kind: 'number' },
      cell: ({ row }) => dollars(row.original.claimedTotalCents),
    },
    {
      id: 'approvedTotalCents',
      accessorFn: (row) => row.approvedTotalCents,
      header: 'Approved',
      meta: { kind: 'number' },
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
  /** The brands and retailers the queue may be filtered by (none: no such filter). */
  brands: readonly NamedCompany[];
  retailers: readonly NamedCompany[];
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
  brands,
  retailers,
  onExport,
  exporting,
}: ClaimQueueProps) {
  return (
    <ScreenLayout>
      <Card>
        <ClaimFilters
          values={{
            q: query.q,
            status: query.status,
            open: query.open,
            brandId: query.brandId,
            retailerId: query.retailerId,
            component: query.component,
            reasonCode: query.reasonCode,
            submittedFrom: query.submittedFrom,
            submittedTo: query.submittedTo,
          }}
          brands={brands}
          retailers={retailers}
          onApply={onQueryChange}
        />
      </Card>
      <Card>
        <ServerList
          label="Claims"
          noun="claims"
          columns={claimColumns(userType)}
          getRowId={(row) => String(row.id)}
          page={page}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          sort={query.sort}
          onSortChange={(sort) => onQueryChange({ sort: sort as ClaimListQuery['sort'] })}
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
