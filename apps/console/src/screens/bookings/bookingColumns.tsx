import type { BookingRow } from '@console/contract';
import { AppLink, type DataTableProps } from '@console/ui';
import { BookingStatusTag } from './BookingStatusTag';
import { customerName, seatsUsed, shopTime } from './bookings.logic';

type Column = DataTableProps<BookingRow>['columns'][number];

/** A customer with their phone, the way staff reach them. */
function customerText(customer: BookingRow['customer']): string {
  return customer?.phone ? `${customer.name} · ${customer.phone}` : customerName(customer);
}

/** The booking list's columns; the start is the one the server sorts by. Rows open `detailPath(id)`. */
export function bookingColumns(detailPath: (id: number) => string): Column[] {
  return [
    {
      id: 'start',
      accessorFn: (row) => row.start,
      header: 'Start (shop time)',
      cell: ({ row }) => shopTime(row.original.start, row.original.timezone),
    },
    {
      id: 'reference',
      header: 'Booking',
      meta: { kind: 'code' },
      cell: ({ row }) => <AppLink to={detailPath(row.original.id)}>{row.original.reference}</AppLink>,
    },
    { id: 'event', header: 'Event', cell: ({ row }) => row.original.eventType.title },
    { id: 'shop', header: 'Shop', cell: ({ row }) => row.original.shop.name },
    {
      id: 'seats',
      header: 'Seats used',
      cell: ({ row }) => seatsUsed(row.original.slotSeatsUsed, row.original.capacity),
    },
    { id: 'customer', header: 'Customer', cell: ({ row }) => customerText(row.original.customer) },
    { id: 'status', header: 'Status', cell: ({ row }) => <BookingStatusTag status={row.original.status} /> },
  ];
}
