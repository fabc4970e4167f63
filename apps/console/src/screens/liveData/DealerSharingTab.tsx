import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { usePageQuery } from '../../shared/usePageQuery';
import { DealerSharing } from './DealerSharing';
import { createLiveDataApi, liveDataKeys } from './liveData.api';

/** The "Live data" tab of the brand's retailers page: loads what its enrolled dealers share. */
export function DealerSharingTab() {
  const { http } = useServices();
  const api = useMemo(() => createLiveDataApi(http), [http]);
  const view = usePageQuery({ queryKey: liveDataKeys.dealers, queryFn: api.dealers });
  return <DealerSharing view={view.data} failed={view.isError} onRetry={() => void view.refetch()} />;
}
