import { lazy, Suspense } from 'react';
import type { BookingScreenKind } from '../bookings/bookings.logic';

// The bookings card is its own chunk: the dashboard's figures do not wait for its code.
const BookingsDashboardPanel = lazy(() =>
  import('../bookings/BookingsDashboardPanel').then((module) => ({ default: module.BookingsDashboardPanel })),
);

/** Today's and upcoming bookings, for retailers (their events) and brands (their test rides). */
export function LazyBookingsPanel({
  eventsScreen,
}: {
  eventsScreen: Extract<BookingScreenKind, 'events' | 'testRides'>;
}) {
  return (
    <Suspense fallback={null}>
      <BookingsDashboardPanel eventsScreen={eventsScreen} />
    </Suspense>
  );
}
