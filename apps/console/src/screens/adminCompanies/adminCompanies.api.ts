import type {
  AdminCompanyDetail,
  AdminCompanyListQuery,
  AdminCompanyRow,
  BrandRequestRow,
  CompanyKind,
  CompanyStatusBody,
  Envelope,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

/** The admins' companies calls. Suspending and reactivating are silent: their form shows a refusal. */
export function createAdminCompaniesApi(http: Pick<HttpClient, 'get' | 'post' | 'request'>) {
  const changeStatus = (id: number, action: 'suspend' | 'reactivate', body: CompanyStatusBody) =>
    dataOf(
      http.post<Envelope<AdminCompanyDetail>>(`/admin/companies/${id}/${action}`, body, { silent: true }),
    );
  return {
    list: (kind: CompanyKind, query: AdminCompanyListQuery) =>
      dataOf(http.get<Envelope<Page<AdminCompanyRow>>>('/admin/companies', { ...query, kind })),
    detail: (id: number) => dataOf(http.get<Envelope<AdminCompanyDetail>>(`/admin/companies/${id}`)),
    /** The brand registration requests that made this company. */
    brandRequests: (companyId: number) =>
      dataOf(
        http.get<Envelope<Page<BrandRequestRow>>>('/admin/brandRequestList', { companyId, pageSize: 100 }),
      ),
    suspend: (id: number, body: CompanyStatusBody) => changeStatus(id, 'suspend', body),
    reactivate: (id: number, body: CompanyStatusBody) => changeStatus(id, 'reactivate', body),
    /** The list's rows as CSV, with exactly the list's filters (paging aside). */
    exportCsv: (kind: CompanyKind, { pageNum: _page, pageSize: _size, ...filters }: AdminCompanyListQuery) =>
      http.request<Blob>({
        method: 'GET',
        url: '/admin/companies/export.csv',
        params: { ...filters, kind },
        responseType: 'blob',
      }),
  };
}

export type AdminCompaniesApi = ReturnType<typeof createAdminCompaniesApi>;
