import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { LoadFailed } from '../../shared/LoadFailed';
import { useRequest } from '../../shared/useRequest';
import { createBoardApi } from './board.api';
import { OnsiteTodayCard } from './OnsiteTodayCard';

/** The dashboard's onsite card, loading `GET /onsite/today` itself (the dashboard fetches its code lazily). */
export function OnsiteTodayPanel() {
  const { http } = useServices();
  const load = useMemo(() => createBoardApi(http).today, [http]);
  const { data, failed, retry } = useRequest(load);
  if (failed) return <LoadFailed message="Today's onsite jobs could not be loaded." onRetry={retry} />;
  return data ? <OnsiteTodayCard data={data} /> : null;
}
