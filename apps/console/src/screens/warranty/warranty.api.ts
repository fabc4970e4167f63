import type {
  CatalogueQuery,
  Envelope,
  Product,
  WarrantyDetail,
  WarrantyListQuery,
  WarrantyRow,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

/** One page of a list, as the API sends it. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** The warranty screens' calls, typed with `@console/contract`. */
export function createWarrantyApi(http: Pick<HttpClient, 'get' | 'request'>) {
  return {
    list: (query: WarrantyListQuery) => dataOf(http.get<Envelope<Page<WarrantyRow>>>('/warranties', query)),
    detail: (id: number) => dataOf(http.get<Envelope<WarrantyDetail>>(`/warranties/${id}`)),
    products: (query: Partial<CatalogueQuery> = {}) =>
      dataOf(http.get<Envelope<Page<Product>>>('/catalogue/products', query)),
    /** The list's rows as CSV, with exactly the list's filters (paging aside). */
    exportCsv: ({ pageNum: _page, pageSize: _size, ...filters }: WarrantyListQuery) =>
      http.request<Blob>({
        method: 'GET',
        url: '/warranties/export.csv',
        params: filters,
        responseType: 'blob',
      }),
  };
}

export type WarrantyApi = ReturnType<typeof createWarrantyApi>;
