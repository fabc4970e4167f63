import { isHttpError } from '@console/core';
import { AppLink, Empty } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../shared/LoadFailed';
import { idOf } from '../../shared/recordId';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { BugDetail } from './BugDetail';
import { BUGS_KEY, useBugsApi } from './useBugsApi';

/** /bugs/allBugs/bugDetails?id=…: one of the company's reports (another company's reads as not found). */
export function BugDetailPage(_props: ShellScreenProps) {
  const api = useBugsApi();
  const queries = useQueryClient();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const key = [...BUGS_KEY, 'detail', id];
  const report = usePageQuery({
    queryKey: key,
    queryFn: () => api.detail(id as number),
    enabled: id !== null,
  });

  if (id === null || (isHttpError(report.error) && report.error.code === 404)) {
    return (
      <Empty
        description="There is no such bug report, or it is not one of your company's."
        action={<AppLink to="/bugs/allBugs">Back to the bug reports</AppLink>}
      />
    );
  }
  if (report.isError)
    return <LoadFailed message="The bug report could not be loaded." onRetry={() => void report.refetch()} />;
  if (!report.data) return <LoadingScreen inline />;
  // The answer is the report as it is now: shown at once, and the lists refetch.
  const shown = async (change: Promise<unknown>) => {
    queries.setQueryData(key, await change);
    void queries.invalidateQueries({ queryKey: [...BUGS_KEY, 'list'] });
  };
  return (
    <BugDetail
      report={report.data}
      upload={api.upload}
      onReply={(body) => shown(api.reply(id, body))}
      onReopen={(body) => shown(api.reopen(id, body))}
      onDownload={(file) => void api.download(id, file.fileName, file.originalName)}
    />
  );
}
