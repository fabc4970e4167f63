import { todayIso } from '@console/contract';
import { isHttpError } from '@console/core';
import { AppLink, Empty } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from '../../app/router';
import { useServices } from '../../app/ServicesContext';
import { LoadFailed } from '../../shared/LoadFailed';
import { idOf } from '../../shared/recordId';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { WarrantyDetail } from './WarrantyDetail';
import { createWarrantyApi } from './warranty.api';

/** /warranty/detail?id=…: one warranty the viewer may see; another company's id reads as not found. */
export function WarrantyDetailPage() {
  const { http } = useServices();
  const api = useMemo(() => createWarrantyApi(http), [http]);
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const detail = useQuery({
    queryKey: ['warranties', 'detail', id],
    queryFn: () => api.detail(id as number),
    enabled: id !== null,
  });

  const notFound = id === null || (isHttpError(detail.error) && detail.error.code === 404);
  if (notFound) {
    return (
      <Empty
        description="There is no such warranty, or it is not one you can see."
        action={<AppLink to="/warranty/index">Back to the list</AppLink>}
      />
    );
  }
  if (detail.isError) {
    return <LoadFailed message="The warranty could not be loaded." onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data) return <LoadingScreen inline />;
  return <WarrantyDetail warranty={detail.data} today={todayIso()} />;
}
