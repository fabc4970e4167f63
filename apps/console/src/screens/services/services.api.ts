import type {
  Envelope,
  ServiceListQuery,
  ServiceMenuItem,
  ServiceMenuItemBody,
  ShopOption,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

/** The service menu's calls. Writes are silent: the form shows each refusal on its field. */
export function createServicesApi(http: Pick<HttpClient, 'get' | 'post' | 'put' | 'request'>) {
  return {
    list: (query: ServiceListQuery) => dataOf(http.get<Envelope<Page<ServiceMenuItem>>>('/services', query)),
    /** The retailer's shops, to offer a service at and to filter by. */
    shops: () => dataOf(http.get<Envelope<ShopOption[]>>('/shops/options')),
    create: (body: ServiceMenuItemBody) =>
      dataOf(http.post<Envelope<ServiceMenuItem>>('/services', body, { silent: true })),
    update: (id: number, body: ServiceMenuItemBody) =>
      dataOf(http.put<Envelope<ServiceMenuItem>>(`/services/${id}`, body, { silent: true })),
    /** Puts a service on the menu or takes it off; a refusal is told by the http client. */
    setActive: (id: number, active: boolean) =>
      dataOf(http.post<Envelope<ServiceMenuItem>>(`/services/${id}/${active ? 'activate' : 'deactivate'}`)),
    /** The list's rows as CSV, with exactly the list's filters (paging aside). */
    exportCsv: ({ pageNum: _page, pageSize: _size, ...filters }: ServiceListQuery) =>
      http.request<Blob>({
        method: 'GET',
        url: '/services/export.csv',
        params: filters,
        responseType: 'blob',
      }),
  };
}

export type ServicesApi = ReturnType<typeof createServicesApi>;
