import type { OnsiteCompleteBody, OnsiteJobDetail, OnsiteWorkBody } from '@console/contract';
import { CompleteJob, type SavedWork } from './CompleteJob';
import type { OnsiteApi } from './onsiteService.api';
import type { LoadSignaturePad } from './SignaturePad';
import { useWorkForm } from './useWorkForm';
import { WorkForm } from './WorkForm';

/** The calls a technician's card makes. */
export type MyDayJobApi = Pick<
  OnsiteApi,
  'act' | 'upload' | 'uploadSignature' | 'image' | 'downloadServiceOrder'
>;

const RESOLUTION_FIRST = 'Record the resolution before completing.';

export interface MyDayOnSiteProps {
  job: OnsiteJobDetail;
  api: MyDayJobApi;
  /** The job as the server answered a save. */
  onChanged: (job: OnsiteJobDetail) => void;
  /** The job as completed. */
  onCompleted: (job: OnsiteJobDetail) => void;
  loadSignaturePad?: LoadSignaturePad;
}

/** A job the technician is at: the work form, then the customer's signature and Complete. */
export function MyDayOnSite({ job, api, onChanged, onCompleted, loadSignaturePad }: MyDayOnSiteProps) {
  const work = useWorkForm(job);
  const save = async (body: OnsiteWorkBody) => {
    const saved = await api.act(job.id, 'work', body);
    work.forgetDraft();
    onChanged(saved);
    return saved;
  };

  const checkWork = () => {
    if (work.getValues('resolution').trim() !== '') return null;
    work.setError('resolution', { type: 'required', message: RESOLUTION_FIRST });
    return RESOLUTION_FIRST;
  };

  // Completing records what the form shows: unsaved parts and photos are saved first.
  const saveWork = async (): Promise<SavedWork | null> => {
    if (!work.formState.isDirty) return { version: job.version, resolution: work.getValues('resolution') };
    let saved: SavedWork | null = null;
    await work.submitWith(async (body) => {
      const next = await save(body);
      saved = { version: next.version, resolution: next.resolution ?? '' };
    })();
    return saved;
  };

  const complete = async (body: OnsiteCompleteBody) => {
    const completed = await api.act(job.id, 'complete', body);
    work.forgetDraft();
    onCompleted(completed);
  };

  return (
    <>
      <WorkForm jobNumber={job.number} form={work} onSave={save} upload={api.upload} readPhoto={api.image} />
      <CompleteJob
        jobNumber={job.number}
        customerName={job.customer.name}
        checkWork={checkWork}
        saveWork={saveWork}
        uploadSignature={api.uploadSignature}
        complete={complete}
        onResolutionRefused={(message) => work.setError('resolution', { type: 'server', message })}
        loadSignaturePad={loadSignaturePad}
      />
    </>
  );
}
