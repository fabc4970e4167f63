import { isHttpError } from '@console/core';
import { AppLink, Empty } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../shared/LoadFailed';
import { idOf } from '../../shared/recordId';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { TriagePanel } from './TriagePanel';
import { BUGS_KEY, useBugsApi } from './useBugsApi';

/** /admin_bugs/allBugs/bugDetails?id=…: the triage panel of one report. */
export function AdminBugDetailPage(_props: ShellScreenProps) {
  const api = useBugsApi();
  const queries = useQueryClient();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const key = [...BUGS_KEY, 'triage', id];
  const report = usePageQuery({
    queryKey: key,
    queryFn: () => api.triageDetail(id as number),
    enabled: id !== null,
  });
  const assignees = usePageQuery({ queryKey: [...BUGS_KEY, 'assignees'], queryFn: api.assignees });

  if (id === null || (isHttpError(report.error) && report.error.code === 404)) {
    return (
      <Empty
        description="There is no such bug report."
        action={<AppLink to="/admin_bugs/index">Back to the triage queue</AppLink>}
      />
    );
  }
  if (report.isError)
    return <LoadFailed message="The bug report could not be loaded." onRetry={() => void report.refetch()} />;
  if (!report.data) return <LoadingScreen inline />;
  // The answer is the report as it is now: shown at once; the queue refetches.
  const shown = async (change: Promise<unknown>) => {
    queries.setQueryData(key, await change);
    void queries.invalidateQueries({ queryKey: [...BUGS_KEY, 'queue'] });
  };
  return (
    <TriagePanel
      report={report.data}
      assignees={assignees.data ?? []}
      onSaveFields={(body) => shown(api.saveFields(id, body))}
      onStep={(action, body) => shown(api.step(id, action, body))}
      onComment={(body) => shown(api.comment(id, body))}
      onDownload={(file) => void api.adminDownload(id, file.fileName, file.originalName)}
    />
  );
}
