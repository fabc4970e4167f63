import type { BlockedPeriod } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { useNavigation } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { useSuccessMessage } from '../../shared/form/useSuccessMessage';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useFilterCompanies } from '../../shared/useFilterCompanies';
import { usePageQuery } from '../../shared/usePageQuery';
import { EditSchedule, type ScheduleViewer } from './EditSchedule';
import { createScheduleApi } from './schedule.api';

const VIEWERS: Record<number, ScheduleViewer> = { 1: 'brand', 2: 'retailer', 3: 'admin' };

/** Where a brand's test-ride settings are (spec §2 gives brands no Event Setting page). */
export const BRAND_EVENT_SETTINGS_PATH = '/testRides/testRides?tab=settings';

/** /editSchedule (hidden, every role): the schedules availability is computed from. */
export function EditSchedulePage({ title }: ShellScreenProps) {
  const { http, store } = useServices();
  const api = useMemo(() => createScheduleApi(http), [http]);
  const userInfo = useStoreValue(store, userInfoAtom);
  const viewer = VIEWERS[userInfo?.user_type ?? 2] ?? 'retailer';
  const { navigate } = useNavigation();
  const queries = useQueryClient();
  const confirm = useSuccessMessage();
  const { retailers } = useFilterCompanies();
  const [companyId, setCompanyId] = useState<number>();
  const overview = usePageQuery({
    queryKey: ['schedules', companyId],
    queryFn: () => api.overview(companyId),
    enabled: viewer === 'retailer' || (viewer === 'admin' && companyId !== undefined),
  });
  const saved = <T,>(call: Promise<T>) =>
    call.then((result) => {
      void queries.invalidateQueries({ queryKey: ['schedules'] });
      // Availability and the event types' shops follow the schedules.
      void queries.invalidateQueries({ queryKey: ['shops'] });
      return result;
    });
  return (
    <EditSchedule
      title={title}
      viewer={viewer}
      companies={retailers}
      companyId={companyId}
      onCompanyChange={setCompanyId}
      overview={overview.data}
      failed={overview.isError}
      onRetry={() => void overview.refetch()}
      onSaveShop={(id, body) => saved(api.saveShop(id, body))}
      onSaveEmployee={(id, body) => saved(api.saveEmployee(id, body))}
      onAddBlockedPeriod={(body) => saved(api.addBlockedPeriod(body))}
      onRemoveBlockedPeriod={(period: BlockedPeriod) =>
        void saved(api.removeBlockedPeriod(period.id)).then(
          () => confirm(`The blocked period "${period.reason}" is removed.`),
          // The http client has said why.
          () => {},
        )
      }
      onOpenEventSettings={() => navigate(BRAND_EVENT_SETTINGS_PATH)}
    />
  );
}
