import type {
  AdminUserListQuery,
  AdminUserRow,
  EmployeeListQuery,
  EmployeeRow,
  EmployeeSaveBody,
  EmployeeShopOption,
  Envelope,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

type Http = Pick<HttpClient, 'get' | 'post' | 'put' | 'request'>;

/** A list's rows as CSV, with exactly its filters (paging aside). */
function csv(
  http: Http,
  url: string,
  { pageNum: _page, pageSize: _size, ...filters }: Record<string, unknown>,
) {
  return http.request<Blob>({ method: 'GET', url, params: filters, responseType: 'blob' });
}

/** The employees calls. Writes are silent: the form or the page that sent them shows the refusal. */
export function createEmployeesApi(http: Http) {
  const person = (id: number, action = '') => `/company/employees/${id}${action}`;
  const act = (id: number, action: string) =>
    dataOf(http.post<Envelope<EmployeeRow>>(person(id, `/${action}`), {}, { silent: true }));
  return {
    list: (query: EmployeeListQuery) =>
      dataOf(http.get<Envelope<Page<EmployeeRow>>>('/company/employees', query)),
    exportCsv: (query: EmployeeListQuery) => csv(http, '/company/employees/export.csv', query),
    shops: () => dataOf(http.get<Envelope<EmployeeShopOption[]>>('/company/employees/shops')),
    add: (body: EmployeeSaveBody) =>
      dataOf(http.post<Envelope<EmployeeRow>>('/company/employees', body, { silent: true })),
    save: (id: number, body: EmployeeSaveBody) =>
      dataOf(http.put<Envelope<EmployeeRow>>(person(id), body, { silent: true })),
    deactivate: (id: number) => act(id, 'deactivate'),
    reactivate: (id: number) => act(id, 'reactivate'),
    resendInvitation: (id: number) => act(id, 'resendInvitation'),
    revokeInvitation: (id: number) => act(id, 'revokeInvitation'),
  };
}
export type EmployeesApi = ReturnType<typeof createEmployeesApi>;

/** The admin's users calls. */
export function createAdminUsersApi(http: Http) {
  const user = (id: number, action: string) =>
    dataOf(http.post<Envelope<AdminUserRow>>(`/admin/users/${id}/${action}`, {}, { silent: true }));
  return {
    list: (query: AdminUserListQuery) =>
      dataOf(http.get<Envelope<Page<AdminUserRow>>>('/admin/users', query)),
    exportCsv: (query: AdminUserListQuery) => csv(http, '/admin/users/export.csv', query),
    get: (id: number) => dataOf(http.get<Envelope<AdminUserRow>>(`/admin/users/${id}`)),
    deactivate: (id: number) => user(id, 'deactivate'),
    reactivate: (id: number) => user(id, 'reactivate'),
    resendInvitation: (id: number) => user(id, 'resendInvitation'),
    resetPassword: (id: number) => user(id, 'resetPassword'),
  };
}
export type AdminUsersApi = ReturnType<typeof createAdminUsersApi>;
