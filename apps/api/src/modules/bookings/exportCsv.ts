// The bookings list as CSV (domain §2.9): the list's filters, every matching row; times on the shop's clock.

import type { Readable } from 'node:stream';
import type { BookingListQuery, BookingRow } from '@console/contract';
import { wallClock, zoneAbbreviation } from '@console/contract';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { csvStream } from '../csv.ts';
import { allBookings } from './queries.ts';

const HEADER = [
  'Reference',
  'Date',
  'Start',
  'Time zone',
  'Event',
  'Kind',
  'Shop',
  'Retailer',
  'Brand',
  'Seats',
  'Seats used',
  'Capacity',
  'Customer',
  'Customer e-mail',
  'Customer phone',
  'Assigned employee',
  'Status',
  'Source',
  'Created at',
];

function lineOf(row: BookingRow): (string | number | null)[] {
  const start = new Date(row.start);
  const clock = wallClock(start, row.timezone);
  return [
    row.reference,
    clock.date,
    clock.time,
    zoneAbbreviation(start, row.timezone),
    row.eventType.title,
    row.eventType.kind,
    row.shop.name,
    row.company.name,
    row.brand?.name ?? null,
    row.seats,
    row.slotSeatsUsed,
    row.capacity,
    row.customer?.name ?? null,
    row.customer?.email ?? null,
    row.customer?.phone ?? null,
    row.assignedEmployee?.name ?? null,
    row.status,
    row.source,
    row.createdAt,
  ];
}

export function bookingsCsv(db: Database, viewer: Viewer, query: BookingListQuery): Readable {
  return csvStream(HEADER, allBookings(db, viewer, query), lineOf);
}
