import type { OnsiteJobDetail, OnsiteMyDay } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { MyDay } from './MyDay';
import { localToday } from './myDay.logic';
import { createOnsiteApi, jobChanged, onsiteKeys } from './onsiteService.api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /onsite/work/myDay[?date=YYYY-MM-DD]: the signed-in technician's jobs of a day. */
export function MyDayPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createOnsiteApi(http), [http]);
  const queries = useQueryClient();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && DAY.test(asked) ? asked : null;
  const key = onsiteKeys.myDay(date);
  // A dispatcher may assign or move a job during the day: the list looks again every minute while in view.
  const day = usePageQuery({
    queryKey: key,
    queryFn: () => api.myDay(date),
    refetchInterval: 60_000,
  });

  const onChanged = (job: OnsiteJobDetail) => {
    queries.setQueryData<OnsiteMyDay>(key, (known) =>
      known ? { ...known, jobs: known.jobs.map((each) => (each.id === job.id ? job : each)) } : known,
    );
    // The board and the dashboard show the same jobs.
    jobChanged(queries, job);
  };

  return (
    <MyDay
      title={title}
      date={date}
      today={localToday()}
      day={day.data}
      error={day.error}
      onRetry={() => void day.refetch()}
      onDate={(next) => setParams(next ? { date: next } : {}, { replace: true })}
      api={api}
      onChanged={onChanged}
    />
  );
}
