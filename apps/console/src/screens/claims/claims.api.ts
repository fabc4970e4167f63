import type {
  ClaimApproveBody,
  ClaimDetail,
  ClaimListQuery,
  ClaimRejectBody,
  ClaimResubmitBody,
  ClaimRow,
  ClaimSubmitBody,
  Envelope,
  FulfillmentType,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import { fileUploadOf } from '../../shared/fileUpload';
import type { Page } from '../../shared/page';

/**
 * The claim calls. Writes are silent: the form that sent them shows the refusal. Submitting and approving
 * carry an Idempotency-Key (domain §2.9): the caller makes one per attempt, so a retried click or a lost
 * answer never files or pays twice.
 */
export function createClaimsApi(
  http: Pick<HttpClient, 'get' | 'post' | 'request' | 'upload' | 'downloadFile'>,
) {
  const claimUrl = (id: number, action = '') => `/claims/${id}${action}`;
  const act = <Body>(id: number, action: string, body: Body, headers?: Record<string, string>) =>
    dataOf(http.post<Envelope<ClaimDetail>>(claimUrl(id, action), body, { silent: true, headers }));
  return {
    list: (query: ClaimListQuery) => dataOf(http.get<Envelope<Page<ClaimRow>>>('/claims', query)),
    detail: (id: number) => dataOf(http.get<Envelope<ClaimDetail>>(claimUrl(id))),
    fulfillmentTypes: (brandId: number) =>
      dataOf(http.get<Envelope<Page<FulfillmentType>>>('/fulfillmentTypes', { brandId, pageSize: 200 })),
    submit: (body: ClaimSubmitBody, idempotencyKey: string) =>
      dataOf(
        http.post<Envelope<ClaimDetail>>('/claims', body, {
          silent: true,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    review: (id: number) => act(id, '/review', {}),
    requestInfo: (id: number, note: string) => act(id, '/request-info', { note }),
    resubmit: (id: number, body: ClaimResubmitBody) => act(id, '/resubmit', body),
    approve: (id: number, body: ClaimApproveBody, idempotencyKey: string) =>
      act(id, '/approve', body, { 'Idempotency-Key': idempotencyKey }),
    reject: (id: number, body: ClaimRejectBody) => act(id, '/reject', body),
    cancel: (id: number, note: string | undefined) => act(id, '/cancel', { note }),
    reopen: (id: number, note: string) => act(id, '/reopen', { note }),
    upload: fileUploadOf(http),
    downloadAttachment: (id: number, fileName: string, originalName: string) =>
      http.downloadFile(claimUrl(id, `/attachments/${encodeURIComponent(fileName)}`), originalName),
    /** The queue's rows as CSV, with exactly the queue's filters (paging aside). */
    exportCsv: ({ pageNum: _page, pageSize: _size, ...filters }: ClaimListQuery) =>
      http.request<Blob>({ method: 'GET', url: '/claims/export.csv', params: filters, responseType: 'blob' }),
  };
}

export type ClaimsApi = ReturnType<typeof createClaimsApi>;
