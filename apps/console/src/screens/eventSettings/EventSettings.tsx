import type {
  EventKind,
  EventTypeBody,
  EventTypeDetail,
  EventTypeListQuery,
  EventTypeOptions,
  EventTypeRow,
  EventTypeStatus,
} from '@console/contract';
import { Button, Card, type DataTableProps, Drawer, Spinner, Tag } from '@console/ui';
import { LoadFailed } from '../../shared/LoadFailed';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { EVENT_KIND_LABELS } from '../bookings/bookings.logic';
import { EventTypeForm } from './EventTypeForm';
import {
  capacityText,
  minutesText,
  optionsOf,
  STATUS_LABELS,
  STATUS_TAGS,
  shopsText,
  statusActions,
} from './eventSettings.logic';
import { useEventTypeEditing } from './useEventTypeEditing';

type Column = DataTableProps<EventTypeRow>['columns'][number];
type Filters = Pick<EventTypeListQuery, 'q' | 'kind' | 'status' | 'shopId'>;

const EMPTY: Filters = { q: undefined, kind: undefined, status: undefined, shopId: undefined };

export interface EventSettingsProps {
  /** The page heading; none where the settings sit inside another screen (a brand's Test Rides). */
  title?: string;
  query: EventTypeListQuery;
  onQueryChange: (change: Partial<EventTypeListQuery>) => void;
  /** The page shown; undefined before the first answer. */
  page: Page<EventTypeRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The kinds the viewer may set up (a brand: test rides and demo events). */
  kinds: readonly EventKind[];
  /** What the form offers; undefined while loading. */
  options: EventTypeOptions | undefined;
  /** The company's owner or a manager: adds, edits, duplicates and changes statuses. */
  editable: boolean;
  loadDetail: (id: number) => Promise<EventTypeDetail>;
  onCreate: (body: EventTypeBody) => Promise<EventTypeDetail>;
  onUpdate: (id: number, body: EventTypeBody) => Promise<EventTypeDetail>;
  onSetStatus: (row: EventTypeRow, status: EventTypeStatus) => void;
  onDuplicate: (row: EventTypeRow) => void;
  /** Opens the schedules the slots come from (a retailer's; brands have none). */
  onOpenSchedules?: () => void;
}

/** Event Setting: the event types a company offers for booking, filtered, with their status actions and form. */
export function EventSettings({
  title,
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  kinds,
  options,
  editable,
  loadDetail,
  onCreate,
  onUpdate,
  onSetStatus,
  onDuplicate,
  onOpenSchedules,
}: EventSettingsProps) {
  const editing = useEventTypeEditing(loadDetail);
  const filters: Filters = { q: query.q, kind: query.kind, status: query.status, shopId: query.shopId };
  const columns: Column[] = [
    { id: 'title', header: 'Title', cell: ({ row }) => row.original.title },
    { id: 'kind', header: 'Kind', cell: ({ row }) => EVENT_KIND_LABELS[row.original.kind] },
    {
      id: 'duration',
      header: 'Duration',
      meta: { kind: 'number' },
      cell: ({ row }) => minutesText(row.original.durationMinutes),
    },
    {
      id: 'capacity',
      header: 'Capacity',
      cell: ({ row }) => capacityText(row.original.capacityPerSlot, row.original.effectiveCapacity),
    },
    { id: 'shops', header: 'Shops', cell: ({ row }) => shopsText(row.original.shops) },
    {
      id: 'upcoming',
      header: 'Upcoming bookings',
      meta: { kind: 'number' },
      cell: ({ row }) => row.original.upcomingBookings,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <Tag type={STATUS_TAGS[row.original.status]}>{STATUS_LABELS[row.original.status]}</Tag>
      ),
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
                  aria-label={`Edit ${row.original.title}`}
                  onClick={() => editing.open(row.original.id)}
                >
                  Edit
                </Button>
                {statusActions(row.original.status).map((action) => (
                  <Button
                    key={action.to}
                    variant="text"
                    aria-label={`${action.label} ${row.original.title}`}
                    onClick={() => onSetStatus(row.original, action.to)}
                  >
                    {action.label}
                  </Button>
                ))}
                <Button
                  variant="text"
                  aria-label={`Duplicate ${row.original.title}`}
                  onClick={() => onDuplicate(row.original)}
                >
                  Duplicate
                </Button>
              </>
            ),
          } satisfies Column,
        ]
      : []),
  ];
  const shopOptions = (options?.shops ?? []).map((shop) => ({ value: String(shop.id), label: shop.name }));
  return (
    <ScreenLayout>
      {title && <h2>{title}</h2>}
      <Card>
        <FilterForm label="Event type filters" values={filters} empty={EMPTY} onApply={onQueryChange}>
          {(draft, set) => (
            <>
              <FilterSearch value={draft.q} placeholder="Part of a title" onChange={(q) => set({ q })} />
              <FilterSelect
                label="Kind"
                options={kinds.map((value) => ({ value, label: EVENT_KIND_LABELS[value] }))}
                value={draft.kind}
                placeholder="Any kind"
                onChange={(kind) => set({ kind })}
              />
              <FilterSelect
                label="Status"
                options={optionsOf(STATUS_LABELS)}
                value={draft.status}
                placeholder="Any status"
                onChange={(status) => set({ status })}
              />
              <FilterSelect
                label="Shop"
                options={shopOptions}
                value={draft.shopId ? String(draft.shopId) : undefined}
                placeholder="Any shop"
                onChange={(value) => set({ shopId: value ? Number(value) : undefined })}
              />
            </>
          )}
        </FilterForm>
      </Card>
      <Card>
        <ServerList
          label="Event types"
          noun="event types"
          columns={columns}
          getRowId={(row) => String(row.id)}
          page={page}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
          actions={
            <>
              {onOpenSchedules && <Button onClick={onOpenSchedules}>Schedules</Button>}
              {editable && (
                <Button variant="primary" disabled={!options} onClick={() => editing.open('new')}>
                  Add event type
                </Button>
              )}
            </>
          }
        />
      </Card>
      <Drawer
        open={editing.state !== null}
        onOpenChange={(open) => !open && editing.close()}
        title={editing.title}
        width="860px"
      >
        {(editing.state?.phase === 'loading' || (editing.state?.phase === 'ready' && !options)) && (
          <p>
            <Spinner /> Loading the event type…
          </p>
        )}
        {editing.state?.phase === 'failed' && (
          <LoadFailed
            message="The event type could not be loaded."
            onRetry={() => editing.state?.phase === 'failed' && editing.open(editing.state.id)}
          />
        )}
        {editing.state?.phase === 'ready' && options && (
          <EventTypeForm
            key={editing.state.detail?.id ?? 'new'}
            detail={editing.state.detail}
            kinds={kinds}
            options={options}
            onSave={(body) => {
              const current = editing.state?.phase === 'ready' ? editing.state.detail : undefined;
              return current ? onUpdate(current.id, body) : onCreate(body);
            }}
            onDone={editing.close}
          />
        )}
      </Drawer>
    </ScreenLayout>
  );
}
