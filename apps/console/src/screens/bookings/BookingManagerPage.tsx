import { bookingListQuery, eventKind, todayIso } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { Drawer, Skeleton, Tabs, useNavigationActions, usePageShown, useScreenCommands } from '@console/ui';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { CodeBoundary } from '../../shared/CodeBoundary';
import { idempotentSend } from '../../shared/idempotentSend';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import { preloadable } from '../../shared/preloadable';
import { ScreenLayout } from '../../shared/ScreenLayout';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useFilterCompanies } from '../../shared/useFilterCompanies';
import { usePageQuery } from '../../shared/usePageQuery';
import { COMMAND_IDS, takeRequest } from '../../shell/commands';
import { BookingList } from './BookingList';
import { createBookingsApi } from './bookings.api';
import { BOOKING_SCREENS, exportFileName, screenOfPath } from './bookings.logic';
import { CreateBookingForm } from './CreateBookingForm';
import { eventSettingsPanel } from './eventSettingsPanel';

// The calendar (FullCalendar) and the brand's event settings are their own chunks, fetched when first shown.
const BookingCalendarView = preloadable(() =>
  import('./BookingCalendarView').then((module) => module.BookingCalendarView),
);

const RETAILER = 2;
const KEEP = ['view'];

/**
 * The booking manager: /events/eventsManager (a retailer's events), /testRides/testRides (a brand's test
 * rides at its dealers, plus its event settings) and /appointment/list (appointments, every role). The list
 * query and the view (list or calendar) live in the URL.
 */
export function BookingManagerPage({ title, fullPath }: ShellScreenProps) {
  const screen = BOOKING_SCREENS[screenOfPath(fullPath)];
  const kind = screenOfPath(fullPath);
  const { http, store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  const api = useMemo(() => createBookingsApi(http), [http]);
  const [search, setSearch] = useSearchParams();
  const [urlQuery, changeQuery] = useListQuery(bookingListQuery, KEEP);
  // The Appointment List of an admin (every booking of the platform) and of a brand (the bookings of its
  // test rides) lists every kind, with a kind filter: only a retailer's is its service appointments alone.
  const everyKind = (userInfo?.user_type ?? RETAILER) !== RETAILER && kind === 'appointments';
  const area = everyKind ? undefined : screen.area;
  const query = useMemo(() => ({ ...urlQuery, area }), [urlQuery, area]);
  const view = search.get('view') ?? 'list';
  const [creating, setCreating] = useState(false);
  const queries = useQueryClient();
  const { navigate } = useNavigationActions();
  const create = useMemo(() => idempotentSend(api.create), [api]);

  const list = usePageQuery({
    queryKey: ['bookings', 'list', query],
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
    enabled: view === 'list',
  });
  const bookable = usePageQuery({
    queryKey: ['eventTypes', 'bookable', screen.area],
    queryFn: () => api.bookable(screen.area),
    enabled: creating,
  });
  const eventTypes = usePageQuery({
    queryKey: ['eventTypes', 'filter', area],
    queryFn: () => api.eventTypes({ area }),
  });
  const { brands } = useFilterCompanies();
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(query),
    () => exportFileName(screen.noun, todayIso()),
  );

  // Only retailers create bookings: the button and the palette's command alike.
  const canCreate = userInfo?.user_type === RETAILER;
  useScreenCommands([
    ...(canCreate
      ? [{ id: COMMAND_IDS.newBooking, title: 'New booking', run: () => setCreating(true) }]
      : []),
    { id: 'exportBookings', title: `Export ${screen.noun}`, keywords: ['csv', 'download'], run: exportCsv },
  ]);
  // The palette's "New booking" from another screen opens the drawer once this screen is in view.
  const shown = usePageShown();
  useEffect(() => {
    if (shown && canCreate && takeRequest(COMMAND_IDS.newBooking)) setCreating(true);
  }, [shown, canCreate]);

  const listView = (
    <BookingList
      noun={screen.noun}
      detailPath={screen.detailPath}
      query={query}
      onQueryChange={changeQuery}
      page={list.data}
      loading={list.isFetching}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      eventTypes={eventTypes.data?.rows ?? []}
      brands={brands}
      kinds={everyKind ? eventKind.options : undefined}
      onExport={exportCsv}
      exporting={exporting}
      onCreate={canCreate ? () => setCreating(true) : undefined}
    />
  );
  const loading = <Skeleton rows={8} />;
  const SettingsPanel = kind === 'testRides' ? eventSettingsPanel : null;
  const items = [
    { value: 'list', label: 'List', content: view === 'list' ? listView : null },
    {
      value: 'calendar',
      label: 'Calendar',
      content:
        view === 'calendar' ? (
          <CodeBoundary component={BookingCalendarView} fallback={loading}>
            <BookingCalendarView area={area} detailPath={screen.detailPath} />
          </CodeBoundary>
        ) : null,
    },
    ...(SettingsPanel
      ? [
          {
            value: 'settings',
            label: 'Event settings',
            content:
              view === 'settings' ? (
                <CodeBoundary component={SettingsPanel} fallback={loading}>
                  <SettingsPanel />
                </CodeBoundary>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Tabs
        aria-label="Booking views"
        value={view}
        onValueChange={(next) =>
          setSearch(next === 'list' ? new URLSearchParams() : new URLSearchParams({ view: next }), {
            replace: true,
          })
        }
        items={items}
      />
      <Drawer open={creating} onOpenChange={setCreating} title="New booking" width="760px">
        {creating && (
          <CreateBookingForm
            eventTypes={bookable.data ?? []}
            loadAvailability={api.availability}
            today={todayIso()}
            onCreate={async (body) => {
              const booking = await create(body);
              setCreating(false);
              void queries.invalidateQueries({ queryKey: ['bookings'] });
              navigate(screen.detailPath(booking.id));
            }}
            onCancel={() => setCreating(false)}
          />
        )}
      </Drawer>
    </ScreenLayout>
  );
}
