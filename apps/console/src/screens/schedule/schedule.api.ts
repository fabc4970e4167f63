import type {
  BlockedPeriod,
  BlockedPeriodBody,
  EmployeeScheduleBody,
  Envelope,
  ScheduleOverview,
  ShopScheduleBody,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

/** The schedule editor's calls. Writes are silent: each form shows a refusal on its fields. */
export function createScheduleApi(http: Pick<HttpClient, 'get' | 'post' | 'put' | 'delete'>) {
  return {
    /** A retailer's own schedules; an admin names the company. */
    overview: (companyId?: number) =>
      dataOf(http.get<Envelope<ScheduleOverview>>('/schedules', companyId ? { companyId } : {})),
    saveShop: (id: number, body: ShopScheduleBody) =>
      dataOf(http.put<Envelope<unknown>>(`/schedules/shops/${id}`, body, { silent: true })),
    saveEmployee: (id: number, body: EmployeeScheduleBody) =>
      dataOf(http.put<Envelope<unknown>>(`/schedules/employees/${id}`, body, { silent: true })),
    addBlockedPeriod: (body: BlockedPeriodBody) =>
      dataOf(http.post<Envelope<BlockedPeriod>>('/schedules/blockedPeriods', body, { silent: true })),
    /** A refusal is told by the http client. */
    removeBlockedPeriod: (id: number) =>
      dataOf(http.delete<Envelope<unknown>>(`/schedules/blockedPeriods/${id}`)),
  };
}

export type ScheduleApi = ReturnType<typeof createScheduleApi>;
