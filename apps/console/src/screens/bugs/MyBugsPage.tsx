import { useNavigation } from '@console/ui';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { idempotentSend } from '../../shared/idempotentSend';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useNow } from '../../shared/useNow';
import { usePageQuery } from '../../shared/usePageQuery';
import { captureContext, reporterDetailPath } from './bugs.logic';
import { MyBugs } from './MyBugs';
import { BUGS_KEY, useBugsApi } from './useBugsApi';

/** /bugs/index: the report form (with this page's context) and the company's open reports. */
export function MyBugsPage({ title }: ShellScreenProps) {
  const api = useBugsApi();
  const queries = useQueryClient();
  const { navigate } = useNavigation();
  const now = useNow(60_000);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const context = useMemo(() => captureContext(), []);
  const report = useMemo(() => idempotentSend(api.report), [api]);
  const open = usePageQuery({
    queryKey: [...BUGS_KEY, 'list', 'open', paging],
    queryFn: () => api.list({ ...paging, status: 'open', sort: '-createdAt' }),
    placeholderData: keepPreviousData,
  });
  return (
    <MyBugs
      title={title}
      now={now}
      open={{
        page: open.data,
        loading: open.isFetching,
        failed: open.isError,
        onRetry: () => void open.refetch(),
        ...paging,
        onPageChange: setPaging,
      }}
      report={{
        context,
        upload: api.upload,
        onSubmit: (body) => report(body),
        onDone: (created) => {
          void queries.invalidateQueries({ queryKey: BUGS_KEY });
          navigate(reporterDetailPath(created.id));
        },
      }}
    />
  );
}
