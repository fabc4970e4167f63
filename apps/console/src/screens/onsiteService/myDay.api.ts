import type {
  Envelope,
  OnsiteCompleteBody,
  OnsiteJobDetail,
  OnsiteMyDay,
  OnsiteReasonBody,
  OnsiteWorkBody,
  UploadResponse,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { UploadImage } from '../../shared/useImagePreviews';

/**
 * The technician's day: their jobs and the steps they take on them. Every call is silent: the screen says
 * what was refused where it happened (the card, the form's fields), which on a phone a toast would hide.
 */
export function createMyDayApi(
  http: Pick<HttpClient, 'get' | 'post' | 'request' | 'upload' | 'downloadFile'>,
) {
  const silent = { silent: true } as const;
  const act = <Body>(id: number, action: string, body: Body) =>
    dataOf(http.post<Envelope<OnsiteJobDetail>>(`/onsite/jobs/${id}/${action}`, body, silent));
  return {
    /** GET /onsite/myDay: today on the brand's clock when `date` is not given; 403 for a non-technician. */
    day: (date: string | undefined) =>
      dataOf(http.get<Envelope<OnsiteMyDay>>('/onsite/myDay', date ? { date } : {}, silent)),
    depart: (id: number, version: number) => act(id, 'depart', { version }),
    arrive: (id: number, version: number) => act(id, 'arrive', { version }),
    saveWork: (id: number, body: OnsiteWorkBody) => act(id, 'work', body),
    complete: (id: number, body: OnsiteCompleteBody) => act(id, 'complete', body),
    cannotComplete: (id: number, body: OnsiteReasonBody) => act(id, 'cannotComplete', body),
    /** A photo or the signature PNG, stored for the job's next write (POST /common/upload). */
    upload: (async (file, onProgress, signal) => ({
      fileName: (await http.upload<UploadResponse>(file, { ...silent, signal, onProgress })).fileName,
    })) satisfies UploadImage,
    uploadSignature: async (png: Blob) =>
      (await http.upload<UploadResponse>(png, { ...silent, filename: 'signature.png' })).fileName,
    /** A stored photo's bytes, read with the session (the file is the company's, not public). */
    photo: (fileName: string) =>
      http.request<Blob>({
        method: 'GET',
        url: '/common/download/resource',
        params: { resource: fileName },
        responseType: 'blob',
        silent: true,
      }),
    /** GET /onsite/jobs/:id/serviceOrders/:version, saved as a file. */
    downloadServiceOrder: (job: { id: number; number: string }, version: number) =>
      http.downloadFile(
        `/onsite/jobs/${job.id}/serviceOrders/${version}`,
        `service-order-${job.number}-v${version}.pdf`,
      ),
  };
}

export type MyDayApi = ReturnType<typeof createMyDayApi>;
