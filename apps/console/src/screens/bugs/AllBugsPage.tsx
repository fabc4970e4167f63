import { bugReportListQuery } from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useNow } from '../../shared/useNow';
import { usePageQuery } from '../../shared/usePageQuery';
import { AllBugs } from './AllBugs';
import { BUGS_KEY, useBugsApi } from './useBugsApi';

/** /bugs/allBugs: the company's reports, the filters in the URL. */
export function AllBugsPage({ title }: ShellScreenProps) {
  const api = useBugsApi();
  const now = useNow(60_000);
  const [query, onQueryChange] = useListQuery(bugReportListQuery);
  const list = usePageQuery({
    queryKey: [...BUGS_KEY, 'list', query],
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  return (
    <AllBugs
      title={title}
      now={now}
      query={query}
      onQueryChange={onQueryChange}
      page={list.data}
      loading={list.isFetching}
      failed={list.isError}
      onRetry={() => void list.refetch()}
    />
  );
}
