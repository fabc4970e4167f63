import { AppLink, Button, Drawer, useNavigationActions } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesContext';
import { usePageQuery } from '../../shared/usePageQuery';
import { jobPath } from './board.logic';
import { JobDrawerCreate } from './JobDrawerCreate';
import { createOnsiteApi, jobChanged, onsiteKeys } from './onsiteService.api';

export interface JobFormFromClaimProps {
  claimId: number;
}

/**
 * The claim drawer's "Create onsite job" (a dispatcher of an onsite brand): the form opens with the claim's
 * customer, unit and serial; a claim that already has a job links to it instead. A made job opens on the board.
 */
export function JobFormFromClaim({ claimId }: JobFormFromClaimProps) {
  const { http } = useServices();
  const api = useMemo(() => createOnsiteApi(http), [http]);
  const queries = useQueryClient();
  const { navigate } = useNavigationActions();
  const [open, setOpen] = useState(false);
  const draft = usePageQuery({
    queryKey: onsiteKeys.fromClaim(claimId),
    queryFn: () => api.fromClaim(claimId),
  });
  if (draft.isError) return <span role="alert">Onsite jobs of this claim could not be loaded.</span>;
  if (!draft.data) return <Button loading>Create onsite job</Button>;
  const existing = draft.data.existingJob;
  if (existing) return <AppLink to={jobPath(existing.id)}>Onsite job {existing.number}</AppLink>;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create onsite job</Button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title={`Onsite job for ${draft.data.claim.number}`}
        width="880px"
      >
        {open && (
          <JobDrawerCreate
            api={api}
            draft={draft.data}
            onCreated={(job) => {
              jobChanged(queries, job);
              setOpen(false);
              navigate(jobPath(job.id));
            }}
            onCancel={() => setOpen(false)}
          />
        )}
      </Drawer>
    </>
  );
}
