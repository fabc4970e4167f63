import type {
  Envelope,
  ShopBody,
  ShopDeactivationImpact,
  ShopDetail,
  ShopListQuery,
  ShopRow,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

/** The shops screens' calls. Writes are silent unless said otherwise: the form and the dialog show each refusal. */
export function createShopsApi(http: Pick<HttpClient, 'get' | 'post' | 'put' | 'request'>) {
  return {
    list: (query: ShopListQuery) => dataOf(http.get<Envelope<Page<ShopRow>>>('/shops', query)),
    detail: (id: number) => dataOf(http.get<Envelope<ShopDetail>>(`/shops/${id}`)),
    create: (body: ShopBody) => dataOf(http.post<Envelope<ShopDetail>>('/shops', body, { silent: true })),
    update: (id: number, body: ShopBody) =>
      dataOf(http.put<Envelope<ShopDetail>>(`/shops/${id}`, body, { silent: true })),
    impact: (id: number) =>
      dataOf(http.get<Envelope<ShopDeactivationImpact>>(`/shops/${id}/deactivation-impact`)),
    deactivate: (id: number, confirm: boolean) =>
      dataOf(http.post<Envelope<ShopDetail>>(`/shops/${id}/deactivate`, { confirm }, { silent: true })),
    /** Not silent: a refusal is told by the http client (there is no form to show it). */
    reactivate: (id: number) => dataOf(http.post<Envelope<ShopDetail>>(`/shops/${id}/reactivate`)),
    /** The list's rows as CSV, with exactly the list's filters (paging aside). */
    exportCsv: ({ pageNum: _page, pageSize: _size, ...filters }: ShopListQuery) =>
      http.request<Blob>({ method: 'GET', url: '/shops/export.csv', params: filters, responseType: 'blob' }),
  };
}

export type ShopsApi = ReturnType<typeof createShopsApi>;
