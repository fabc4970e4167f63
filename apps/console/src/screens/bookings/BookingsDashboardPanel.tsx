import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { LoadFailed } from '../../shared/LoadFailed';
import { useRequest } from '../../shared/useRequest';
import { BookingsDashboardCard, type BookingsDashboardCardProps } from './BookingsDashboardCard';
import { createBookingsApi } from './bookings.api';

/** The dashboard's bookings card, loading `GET /bookings/dashboard` itself (the dashboard fetches it lazily). */
export function BookingsDashboardPanel({ eventsScreen }: Pick<BookingsDashboardCardProps, 'eventsScreen'>) {
  const { http } = useServices();
  const load = useMemo(() => createBookingsApi(http).dashboard, [http]);
  const { data, failed, retry } = useRequest(load);
  if (failed) return <LoadFailed message="The bookings could not be loaded." onRetry={retry} />;
  return data ? <BookingsDashboardCard data={data} eventsScreen={eventsScreen} /> : null;
}
