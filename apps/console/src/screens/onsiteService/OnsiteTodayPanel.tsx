import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { LoadFailed } from '../../shared/LoadFailed';
import { usePageQuery } from '../../shared/usePageQuery';
import { OnsiteTodayCard } from './OnsiteTodayCard';
import { createOnsiteApi, onsiteKeys } from './onsiteService.api';

/** The dashboard's onsite card, loading `GET /onsite/today` itself (the dashboard fetches its code lazily). */
export function OnsiteTodayPanel() {
  const { http } = useServices();
  const api = useMemo(() => createOnsiteApi(http), [http]);
  const today = usePageQuery({ queryKey: onsiteKeys.today, queryFn: api.today });
  if (today.isError) {
    return (
      <LoadFailed message="Today's onsite jobs could not be loaded." onRetry={() => void today.refetch()} />
    );
  }
  return today.data ? <OnsiteTodayCard data={today.data} /> : null;
}
