import type {
  Envelope,
  OnsiteAssignBody,
  OnsiteDispatch,
  OnsiteJobCreateBody,
  OnsiteJobDetail,
  OnsiteJobDraft,
  OnsiteJobUpdateBody,
  OnsiteReasonBody,
  OnsiteScheduleBody,
  OnsiteSettings,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

/** A dispatcher's action on a job and the body it takes. */
export interface JobActionBodies {
  confirm: { version: number };
  schedule: OnsiteScheduleBody;
  reschedule: OnsiteScheduleBody;
  assign: OnsiteAssignBody;
  cancel: OnsiteReasonBody;
}
export type JobActionName = keyof JobActionBodies;

/**
 * The dispatcher's calls on onsite jobs, typed with `@console/contract`. Writes are silent: the drawer and
 * its forms show each refusal themselves (a stale version reloads the job).
 */
export function createJobsApi(http: Pick<HttpClient, 'get' | 'post' | 'put' | 'request' | 'downloadFile'>) {
  return {
    detail: (id: number) => dataOf(http.get<Envelope<OnsiteJobDetail>>(`/onsite/jobs/${id}`)),
    /** What a new job from this claim starts with, and the job already made from it, if any. */
    fromClaim: (claimId: number) =>
      dataOf(http.get<Envelope<OnsiteJobDraft>>(`/onsite/jobs/fromClaim/${claimId}`)),
    /** `POST /onsite/jobs`; the caller keeps the key across retries (`idempotentSend`). */
    create: (idempotencyKey: string, body: OnsiteJobCreateBody) =>
      dataOf(
        http.post<Envelope<OnsiteJobDetail>>('/onsite/jobs', body, {
          silent: true,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    update: (id: number, body: OnsiteJobUpdateBody) =>
      dataOf(http.put<Envelope<OnsiteJobDetail>>(`/onsite/jobs/${id}`, body, { silent: true })),
    act: <Action extends JobActionName>(id: number, action: Action, body: JobActionBodies[Action]) =>
      dataOf(http.post<Envelope<OnsiteJobDetail>>(`/onsite/jobs/${id}/${action}`, body, { silent: true })),
    /** Issues a new version of a completed job's service order PDF. */
    regenerateServiceOrder: (id: number, reason: string) =>
      dataOf(
        http.post<Envelope<OnsiteJobDetail>>(
          `/onsite/jobs/${id}/serviceOrders`,
          { reason },
          { silent: true },
        ),
      ),
    downloadServiceOrder: (id: number, version: number, fileName: string) =>
      http.downloadFile(`/onsite/jobs/${id}/serviceOrders/${version}`, fileName),
    /** A photo or the signature, as the signed-in brand may read it (an `<img>` carries no token). */
    image: (fileName: string) =>
      http.request<Blob>({
        method: 'GET',
        url: '/common/download',
        params: { fileName },
        responseType: 'blob',
        silent: true,
      }),
    /** Technicians × days from `from` on the brand's clock (today by default); `jobId`'s own time is no conflict. */
    dispatch: (query: { from?: string; days: number; jobId?: number }) =>
      dataOf(http.get<Envelope<OnsiteDispatch>>('/onsite/dispatch', query)),
    settings: () => dataOf(http.get<Envelope<OnsiteSettings>>('/onsite/settings')),
  };
}

export type JobsApi = ReturnType<typeof createJobsApi>;
