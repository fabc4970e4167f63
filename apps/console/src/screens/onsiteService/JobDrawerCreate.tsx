import type { OnsiteJobDetail, OnsiteJobDraft } from '@console/contract';
import { useMemo } from 'react';
import { idempotentSend } from '../../shared/idempotentSend';
import { LoadFailed } from '../../shared/LoadFailed';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { JobForm } from './JobForm';
import { useJobFormBrand } from './JobFormBrand';
import type { OnsiteApi } from './onsiteService.api';

export interface JobDrawerCreateProps {
  api: OnsiteApi;
  /** Made from a claim: the claim's customer, unit and serial. */
  draft?: OnsiteJobDraft | null;
  onCreated: (job: OnsiteJobDetail) => void;
  onCancel: () => void;
}

/** A new onsite job, with the brand's state, time zone and SLA as its defaults; one Idempotency-Key per attempt. */
export function JobDrawerCreate({ api, draft, onCreated, onCancel }: JobDrawerCreateProps) {
  const { brand, failed, retry } = useJobFormBrand(api);
  const create = useMemo(() => idempotentSend(api.create), [api]);
  if (failed) return <LoadFailed message="The brand's details could not be loaded." onRetry={retry} />;
  if (!brand) return <LoadingScreen inline />;
  return (
    <JobForm
      brand={brand}
      draft={draft}
      onSave={async (body) => onCreated(await create(body))}
      onCancel={onCancel}
    />
  );
}
