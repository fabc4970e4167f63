import { bugTriageQuery } from '@console/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useFilterCompanies } from '../../shared/useFilterCompanies';
import { useNow } from '../../shared/useNow';
import { usePageQuery } from '../../shared/usePageQuery';
import { TriageQueue } from './TriageQueue';
import { BUGS_KEY, useBugsApi } from './useBugsApi';

/** /admin_bugs/index: the triage queue from the API, its query in the URL. */
export function TriageQueuePage({ title }: ShellScreenProps) {
  const api = useBugsApi();
  const queries = useQueryClient();
  const now = useNow(60_000);
  const { brands, retailers } = useFilterCompanies();
  const [query, onQueryChange] = useListQuery(bugTriageQuery);
  const list = usePageQuery({
    queryKey: [...BUGS_KEY, 'queue', query],
    queryFn: () => api.queue(query),
    placeholderData: keepPreviousData,
  });
  const assignees = usePageQuery({ queryKey: [...BUGS_KEY, 'assignees'], queryFn: api.assignees });
  const thenReload = async (change: Promise<unknown>) => {
    await change;
    await queries.invalidateQueries({ queryKey: BUGS_KEY });
  };
  return (
    <TriageQueue
      title={title}
      query={query}
      onQueryChange={onQueryChange}
      page={list.data}
      loading={list.isFetching}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      companies={[...brands, ...retailers].sort((a, b) => a.name.localeCompare(b.name))}
      assignees={assignees.data ?? []}
      now={now}
      onBulkAssign={(ids, assigneeUserId) => thenReload(api.bulkAssign({ ids, assigneeUserId }))}
      onBulkCloseDuplicate={(ids, body) => thenReload(api.bulkCloseDuplicate({ ids, ...body }))}
    />
  );
}
