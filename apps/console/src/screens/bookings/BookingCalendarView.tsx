import { addDays, type BookingArea, todayIso } from '@console/contract';
import { Button, Card, useNavigationActions } from '@console/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useServices } from '../../app/ServicesContext';
import { LoadFailed } from '../../shared/LoadFailed';
import { usePageQuery } from '../../shared/usePageQuery';
import { BookingCalendar } from './BookingCalendar';
import { type CalendarView, visibleRange } from './bookingCalendar.logic';
import { createBookingsApi } from './bookings.api';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
`;

const Range = styled.strong`
  flex: 1;
  text-align: center;
`;

/** The calendar shows at most this many bookings of its day or week (the list's largest page). */
const CALENDAR_ROWS = 100;

export interface BookingCalendarViewProps {
  /** Undefined: every kind (an admin's appointment list). */
  area?: BookingArea;
  detailPath: (id: number) => string;
}

/** The booking manager's calendar: a day or a week of bookings (every status), each on its shop's clock. */
export function BookingCalendarView({ area, detailPath }: BookingCalendarViewProps) {
  const { http } = useServices();
  const { navigate } = useNavigationActions();
  const api = useMemo(() => createBookingsApi(http), [http]);
  const [view, setView] = useState<CalendarView>('week');
  const [date, setDate] = useState(todayIso);
  const range = visibleRange(view, date);
  const query = { area, tab: 'all', sort: 'start', pageNum: 1, pageSize: CALENDAR_ROWS, ...range } as const;
  const bookings = usePageQuery({
    queryKey: ['bookings', 'calendar', query],
    queryFn: () => api.list(query),
  });
  const step = view === 'day' ? 1 : 7;
  return (
    <Card>
      <Toolbar>
        <Button onClick={() => setDate(addDays(date, -step))}>Previous</Button>
        <Button onClick={() => setDate(todayIso())}>Today</Button>
        <Button onClick={() => setDate(addDays(date, step))}>Next</Button>
        <Range aria-live="polite">
          {range.from === range.to ? range.from : `${range.from} – ${range.to}`}
        </Range>
        <Button
          variant={view === 'day' ? 'primary' : 'default'}
          aria-pressed={view === 'day'}
          onClick={() => setView('day')}
        >
          Day
        </Button>
        <Button
          variant={view === 'week' ? 'primary' : 'default'}
          aria-pressed={view === 'week'}
          onClick={() => setView('week')}
        >
          Week
        </Button>
      </Toolbar>
      {bookings.isError ? (
        <LoadFailed message="The bookings could not be loaded." onRetry={() => void bookings.refetch()} />
      ) : (
        <>
          {(bookings.data?.total ?? 0) > CALENDAR_ROWS && (
            <p>The first {CALENDAR_ROWS} bookings are shown; the list has them all.</p>
          )}
          <BookingCalendar
            rows={bookings.data?.rows ?? []}
            view={view}
            date={date}
            onOpen={(id) => navigate(detailPath(id))}
            onPickDay={(day) => {
              setDate(day);
              setView('day');
            }}
          />
        </>
      )}
    </Card>
  );
}
