import type { OnsiteJobDetail } from '@console/contract';
import { isHttpError } from '@console/core';
import { Dialog, Empty } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSuccessMessage } from '../../shared/form/useSuccessMessage';
import { readSubmitFailure } from '../../shared/formErrors.logic';
import { LoadFailed } from '../../shared/LoadFailed';
import { usePageQuery } from '../../shared/usePageQuery';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { type JobButton, jobButtons, onClock, refusalCode, VERSION_CONFLICT_MESSAGE } from './dispatch.logic';
import { JobDrawerDetail } from './JobDrawerDetail';
import { JobForm } from './JobForm';
import { jobChanged, jobQueryOptions, type OnsiteApi, onsiteKeys } from './onsiteService.api';
import { PlanForm, type PlanMode } from './PlanForm';
import { ReasonForm } from './ReasonForm';

type DialogName = PlanMode | 'edit' | 'cancel' | 'reissue';

const TITLES: Record<DialogName, string> = {
  schedule: 'Schedule',
  reschedule: 'Reschedule',
  assign: 'Assign a technician',
  edit: 'Edit details',
  cancel: 'Cancel job',
  reissue: 'Issue a new service order version',
};

export interface JobDrawerPanelProps {
  api: OnsiteApi;
  jobId: number;
  /** Whether the viewer dispatches (owner or manager of the brand). */
  dispatcher: boolean;
}

/**
 * One job read and acted on in the drawer. Every write sends the version the dispatcher saw when they opened
 * its dialog (a live update meanwhile does not count as seen): when someone else changed the job, it is
 * reloaded and the dispatcher told so; a step the status no longer allows says the server's reason.
 */
export function JobDrawerPanel({ api, jobId, dispatcher }: JobDrawerPanelProps) {
  const queries = useQueryClient();
  const detail = usePageQuery(jobQueryOptions(api, jobId));
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [seenVersion, setSeenVersion] = useState<number | null>(null);
  const [busy, setBusy] = useState<JobButton | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirmDone = useSuccessMessage();
  const settings = usePageQuery({
    queryKey: onsiteKeys.settings,
    queryFn: api.settings,
    enabled: dialog === 'edit',
  });

  if (isHttpError(detail.error) && detail.error.code === 404) {
    return <Empty description="There is no such job, or it is not one you can see." />;
  }
  if (detail.isError) {
    return <LoadFailed message="The job could not be loaded." onRetry={() => void detail.refetch()} />;
  }
  const job = detail.data;
  if (!job) return <LoadingScreen inline />;

  const version = (dialog !== null ? seenVersion : null) ?? job.version;
  const open = (name: DialogName) => {
    setSeenVersion(job.version);
    setDialog(name);
  };
  const close = () => setDialog(null);
  const show = (next: OnsiteJobDetail) => {
    jobChanged(queries, next);
    setNotice(null);
    close();
    return next;
  };
  /** Sends a write; a stale version reloads the job and says so, in the form that sent it. */
  const send = async (call: () => Promise<OnsiteJobDetail>) => {
    try {
      return show(await call());
    } catch (error) {
      if (refusalCode(error) !== 'version_conflict') throw error;
      // The dispatcher now sees the other change: trying again sends its version.
      const fresh = await detail.refetch();
      if (fresh.data) setSeenVersion(fresh.data.version);
      throw new Error(VERSION_CONFLICT_MESSAGE);
    }
  };
  const confirmJob = async () => {
    setBusy('confirm');
    try {
      await send(() => api.act(job.id, 'confirm', { version: job.version }));
      confirmDone('Job confirmed.');
    } catch (error) {
      setNotice(readSubmitFailure(error, []).message);
    } finally {
      setBusy(null);
    }
  };
  const today = onClock(new Date().toISOString(), job.timezone).date;

  return (
    <>
      <JobDrawerDetail
        job={job}
        buttons={jobButtons(job.status, dispatcher)}
        onButton={(button) => (button === 'confirm' ? void confirmJob() : open(button))}
        busy={busy}
        notice={notice}
        canReissue={dispatcher && job.status === 'completed'}
        onReissue={() => open('reissue')}
        onDownload={(document) => void api.downloadServiceOrder(job, document)}
        loadImage={api.image}
      />
      <Dialog
        open={dialog !== null}
        onOpenChange={(open) => !open && close()}
        title={dialog ? `${TITLES[dialog]}: ${job.number}` : ''}
        width={
          dialog === 'edit' || dialog === 'assign' || dialog === 'schedule' || dialog === 'reschedule'
            ? '760px'
            : '520px'
        }
      >
        {(dialog === 'schedule' || dialog === 'reschedule' || dialog === 'assign') && (
          <PlanForm
            job={job}
            mode={dialog}
            today={today}
            loadDay={(date, jobId) => api.dispatch({ from: date, days: 1, jobId })}
            onSave={(plan) => send(() => api.act(job.id, plan.action, { ...plan.body, version }))}
            onBack={close}
          />
        )}
        {dialog === 'edit' && (
          <JobForm
            job={job}
            brand={{
              state: job.customer.state,
              timezone: job.customer.timezone,
              slaHours: settings.data?.slaHours,
            }}
            onSave={(body) => send(() => api.update(job.id, { ...body, version }))}
            onCancel={close}
          />
        )}
        {dialog === 'cancel' && (
          <ReasonForm
            kind="cancel"
            jobNumber={job.number}
            onSend={(reason) => send(() => api.act(job.id, 'cancel', { version, reason }))}
            onBack={close}
          />
        )}
        {dialog === 'reissue' && (
          <ReasonForm
            kind="serviceOrder"
            jobNumber={job.number}
            onSend={(reason) => send(() => api.regenerateServiceOrder(job.id, reason))}
            onBack={close}
          />
        )}
      </Dialog>
    </>
  );
}
