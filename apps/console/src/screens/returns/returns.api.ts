import type {
  Envelope,
  ReturnCancelBody,
  ReturnCloseBody,
  ReturnInspectBody,
  ReturnLabelBody,
  ReturnListQuery,
  ReturnReceiveBody,
  ReturnShipBody,
  ReturnUpdateBody,
  ReverseShipmentDetail,
  ReverseShipmentRow,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import { fileUploadOf } from '../../shared/fileUpload';
import type { Page } from '../../shared/page';

/** The reverse shipment (RMA) calls. Writes are silent: the form that sent them shows the refusal. */
export function createReturnsApi(
  http: Pick<HttpClient, 'get' | 'post' | 'put' | 'request' | 'upload' | 'downloadFile'>,
) {
  const returnUrl = (id: number, action = '') => `/returns/${id}${action}`;
  const act = <Body>(id: number, action: string, body: Body) =>
    dataOf(http.post<Envelope<ReverseShipmentDetail>>(returnUrl(id, action), body, { silent: true }));
  return {
    list: (query: ReturnListQuery) => dataOf(http.get<Envelope<Page<ReverseShipmentRow>>>('/returns', query)),
    detail: (id: number) => dataOf(http.get<Envelope<ReverseShipmentDetail>>(returnUrl(id))),
    update: (id: number, body: ReturnUpdateBody) =>
      dataOf(http.put<Envelope<ReverseShipmentDetail>>(returnUrl(id), body, { silent: true })),
    label: (id: number, body: ReturnLabelBody) => act(id, '/label', body),
    ship: (id: number, body: ReturnShipBody) => act(id, '/ship', body),
    receive: (id: number, body: ReturnReceiveBody) => act(id, '/receive', body),
    inspect: (id: number, body: ReturnInspectBody) => act(id, '/inspect', body),
    close: (id: number, body: ReturnCloseBody) => act(id, '/close', body),
    cancel: (id: number, body: ReturnCancelBody) => act(id, '/cancel', body),
    /** `POST /common/upload` (a shipping label). */
    upload: fileUploadOf(http),
    /** Saves the label file (GET /returns/:id/label) as `name`. */
    downloadLabel: (id: number, name: string) => http.downloadFile(returnUrl(id, '/label'), name),
    /** The list's rows as CSV, with exactly the list's filters (paging aside). */
    exportCsv: ({ pageNum: _page, pageSize: _size, ...filters }: ReturnListQuery) =>
      http.request<Blob>({
        method: 'GET',
        url: '/returns/export.csv',
        params: filters,
        responseType: 'blob',
      }),
  };
}

export type ReturnsApi = ReturnType<typeof createReturnsApi>;
