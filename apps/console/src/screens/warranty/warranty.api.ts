import type {
  CatalogueQuery,
  Envelope,
  NamedCompany,
  Product,
  SerialCheckResult,
  WarrantyDetail,
  WarrantyListQuery,
  WarrantyRegisterBody,
  WarrantyRow,
  WarrantyTransferBody,
  WarrantyVoidBody,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import { fileUploadOf } from '../../shared/fileUpload';
import type { Page } from '../../shared/page';

/**
 * The warranty screens' calls, typed with `@console/contract`. The registration form's calls are silent:
 * the form shows each refusal on its field.
 */
export function createWarrantyApi(
  http: Pick<HttpClient, 'get' | 'post' | 'request' | 'upload' | 'downloadFile'>,
) {
  return {
    list: (query: WarrantyListQuery) => dataOf(http.get<Envelope<Page<WarrantyRow>>>('/warranties', query)),
    detail: (id: number) => dataOf(http.get<Envelope<WarrantyDetail>>(`/warranties/${id}`)),
    products: (query: Partial<CatalogueQuery> = {}) =>
      dataOf(http.get<Envelope<Page<Product>>>('/catalogue/products', query)),
    sellingRetailers: (brandId: number) =>
      dataOf(
        http.get<Envelope<NamedCompany[]>>('/warranties/sellingRetailers', { brandId }, { silent: true }),
      ),
    serialCheck: (brandId: number, serial: string) =>
      dataOf(
        http.get<Envelope<SerialCheckResult>>(
          '/warranties/serialCheck',
          { brandId, serial },
          { silent: true },
        ),
      ),
    transfer: (id: number, body: WarrantyTransferBody) =>
      dataOf(http.post<Envelope<WarrantyDetail>>(`/warranties/${id}/transfer`, body, { silent: true })),
    void: (id: number, body: WarrantyVoidBody) =>
      dataOf(http.post<Envelope<WarrantyDetail>>(`/warranties/${id}/void`, body, { silent: true })),
    downloadProof: (id: number, fileName: string) => http.downloadFile(`/warranties/${id}/proof`, fileName),
    register: (body: WarrantyRegisterBody) =>
      dataOf(http.post<Envelope<WarrantyDetail>>('/warranties', body, { silent: true })),
    /** `POST /common/upload` (a proof of purchase). */
    upload: fileUploadOf(http),
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
