import type {
  BookingListQuery,
  BookingRow,
  BookingTab,
  EventKind,
  EventTypeRow,
  NamedCompany,
} from '@console/contract';
import { Button, Card, Tabs } from '@console/ui';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { BookingFilters, type BookingFilterValues } from './BookingFilters';
import { bookingColumns } from './bookingColumns';
import { BOOKING_TABS } from './bookings.logic';

export interface BookingListProps {
  /** The list's noun ('bookings', 'test rides', 'appointments'). */
  noun: string;
  detailPath: (id: number) => string;
  query: BookingListQuery;
  onQueryChange: (change: Partial<BookingListQuery>) => void;
  /** The page shown; undefined before the first answer. */
  page: Page<BookingRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  eventTypes: readonly EventTypeRow[];
  brands: readonly NamedCompany[];
  /** The kinds an admin filters every booking by (see BookingFilters). */
  kinds?: readonly EventKind[];
  onExport: () => void;
  exporting: boolean;
  /** Shows "New booking" (staff of a shop book walk-in and phone customers). */
  onCreate?: () => void;
}

/** The booking manager's list: status tabs, filters, the rows in the shop's time, CSV of the same filters. */
export function BookingList({
  noun,
  detailPath,
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  eventTypes,
  brands,
  kinds,
  onExport,
  exporting,
  onCreate,
}: BookingListProps) {
  const filters: BookingFilterValues = {
    q: query.q,
    kind: query.kind,
    eventTypeId: query.eventTypeId,
    shopId: query.shopId,
    brandId: query.brandId,
    from: query.from,
    to: query.to,
  };
  const rows = (
    <ServerList
      label={`Booking list: ${noun}`}
      noun={noun}
      columns={bookingColumns(detailPath)}
      getRowId={(row) => String(row.id)}
      page={page}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      sort={query.sort}
      defaultSort="start"
      onSortChange={(sort) => onQueryChange({ sort: (sort ?? 'start') as BookingListQuery['sort'] })}
      pageNum={query.pageNum}
      pageSize={query.pageSize}
      onPageChange={onQueryChange}
      onExport={onExport}
      exporting={exporting}
      actions={
        onCreate && (
          <Button variant="primary" onClick={onCreate}>
            New booking
          </Button>
        )
      }
    />
  );
  return (
    <ScreenLayout>
      <Card>
        <BookingFilters
          values={filters}
          eventTypes={eventTypes}
          brands={brands}
          kinds={kinds}
          onApply={onQueryChange}
        />
      </Card>
      <Card>
        <Tabs
          aria-label="Booking status"
          value={query.tab}
          onValueChange={(tab) => onQueryChange({ tab: tab as BookingTab })}
          items={BOOKING_TABS.map(({ value, label }) => ({
            value,
            label,
            content: value === query.tab ? rows : null,
          }))}
        />
      </Card>
    </ScreenLayout>
  );
}
