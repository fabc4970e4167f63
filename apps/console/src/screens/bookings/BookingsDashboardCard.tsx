import type { BookingRow, BookingsDashboard } from '@console/contract';
import { AppLink, Card, DataTable, type DataTableProps, Empty, vars } from '@console/ui';
import styled from 'styled-components';
import { BookingStatusTag } from './BookingStatusTag';
import { BOOKING_SCREENS, type BookingScreenKind, customerName, shopTime } from './bookings.logic';

const Figures = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  margin: 0 0 12px;
  color: ${vars.textRegular};
`;

type Column = DataTableProps<BookingRow>['columns'][number];

export interface BookingsDashboardCardProps {
  data: BookingsDashboard;
  /** Where the viewer's events open: a retailer's Event Booking Manager or a brand's Test Rides. */
  eventsScreen: Extract<BookingScreenKind, 'events' | 'testRides'>;
}

/** Today's and the upcoming bookings of the viewer (a retailer's shops, a brand's test rides). */
export function BookingsDashboardCard({ data, eventsScreen }: BookingsDashboardCardProps) {
  const screenOf = (row: BookingRow) =>
    BOOKING_SCREENS[
      row.eventType.kind === 'test_ride' || row.eventType.kind === 'demo_event'
        ? eventsScreen
        : 'appointments'
    ];
  const columns: Column[] = [
    {
      id: 'start',
      header: 'Start (shop time)',
      cell: ({ row }) => shopTime(row.original.start, row.original.timezone),
    },
    {
      id: 'event',
      header: 'Event',
      cell: ({ row }) => (
        <AppLink to={screenOf(row.original).detailPath(row.original.id)}>
          {row.original.eventType.title}
        </AppLink>
      ),
    },
    { id: 'shop', header: 'Shop', cell: ({ row }) => row.original.shop.name },
    { id: 'customer', header: 'Customer', cell: ({ row }) => customerName(row.original.customer) },
    { id: 'status', header: 'Status', cell: ({ row }) => <BookingStatusTag status={row.original.status} /> },
  ];
  const list = BOOKING_SCREENS[eventsScreen].listPath;
  const week = data.next7Days.reduce((sum, day) => sum + day.count, 0);
  return (
    <Card title="Bookings" titleAs="h3">
      <Figures>
        <span>
          <AppLink to={`${list}?tab=unconfirmed`}>Waiting for confirmation: {data.unconfirmed}</AppLink>
        </span>
        <span>Next 7 days: {week}</span>
      </Figures>
      <DataTable
        aria-label="Today's bookings"
        columns={columns}
        data={data.today}
        getRowId={(row) => String(row.id)}
        empty={<Empty description="No bookings today." />}
      />
      <h4>Upcoming</h4>
      <DataTable
        aria-label="Upcoming bookings"
        columns={columns}
        data={data.upcoming}
        getRowId={(row) => String(row.id)}
        empty={<Empty description="No upcoming bookings." />}
      />
    </Card>
  );
}
