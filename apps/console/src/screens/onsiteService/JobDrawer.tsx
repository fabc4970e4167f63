import { userInfoAtom } from '@console/core';
import { Drawer, Empty } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { idOf } from '../../shared/recordId';
import { usePageQuery } from '../../shared/usePageQuery';
import { JOB_PARAM, withJob } from './board.logic';
import { canDispatch } from './dispatch.logic';
import { JobDrawerCreate } from './JobDrawerCreate';
import { JobDrawerPanel } from './JobDrawerPanel';
import { createOnsiteApi, jobChanged, jobQueryOptions } from './onsiteService.api';

/**
 * The job drawer of the onsite pages: `?job=<id>` opens that job, `?job=new` a new one (dispatchers only);
 * without the parameter it renders nothing, so a page just mounts it. Closing it removes the parameter and
 * keeps the page's own (its filters).
 */
export function JobDrawer() {
  const { http, store } = useServices();
  const api = useMemo(() => createOnsiteApi(http), [http]);
  const dispatcher = canDispatch(useStoreValue(store, userInfoAtom));
  const queries = useQueryClient();
  const [params, setParams] = useSearchParams();
  const asked = params.get(JOB_PARAM);
  const jobId = idOf(asked);
  // The panel reads the same query; here it gives the drawer its title.
  const job = usePageQuery(jobQueryOptions(api, jobId));
  if (asked === null) return null;
  const creating = asked === 'new';

  const open = (next: number | null) => {
    setParams(withJob(params, next), { replace: true });
  };
  const title = creating ? 'New onsite job' : `Job ${job.data?.number ?? ''}`.trim();
  return (
    <Drawer open onOpenChange={(isOpen) => !isOpen && open(null)} title={title} width="880px">
      {creating && dispatcher && (
        <JobDrawerCreate
          api={api}
          onCreated={(created) => {
            jobChanged(queries, created);
            open(created.id);
          }}
          onCancel={() => open(null)}
        />
      )}
      {creating && !dispatcher && (
        <Empty description="Only the brand's owner or a manager can create jobs." />
      )}
      {!creating && jobId === null && (
        <Empty description="There is no such job, or it is not one you can see." />
      )}
      {jobId !== null && <JobDrawerPanel api={api} jobId={jobId} dispatcher={dispatcher} />}
    </Drawer>
  );
}
