import type { OnsiteJobDetail, OnsiteMyDay } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { MyDay } from './MyDay';
import { createMyDayApi } from './myDay.api';
import { localToday } from './myDay.logic';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /onsite/work/myDay[?date=YYYY-MM-DD]: the signed-in technician's jobs of a day. */
export function MyDayPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createMyDayApi(http), [http]);
  const queries = useQueryClient();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && DAY.test(asked) ? asked : null;
  const key = ['onsite', 'myDay', date];
  // A dispatcher may assign or move a job during the day: the list looks again every minute while in view.
  const day = usePageQuery({
    queryKey: key,
    queryFn: () => api.day(date ?? undefined),
    refetchInterval: 60_000,
  });

  const onChanged = (job: OnsiteJobDetail) => {
    queries.setQueryData<OnsiteMyDay>(key, (known) =>
      known ? { ...known, jobs: known.jobs.map((each) => (each.id === job.id ? job : each)) } : known,
    );
    // The board and the dashboard show the same jobs.
    void queries.invalidateQueries({
      queryKey: ['onsite'],
      predicate: (query) => query.queryKey[1] !== 'myDay',
    });
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
