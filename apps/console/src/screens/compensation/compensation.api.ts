import type {
  CompensationRule,
  CompensationRuleCreateBody,
  CompensationRuleVersionBody,
  Envelope,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

/** Compensation rules, every version. Writes are silent: the form shows each refusal on its field. */
export function createCompensationApi(http: Pick<HttpClient, 'get' | 'post'>) {
  return {
    list: () => dataOf(http.get<Envelope<Page<CompensationRule>>>('/compensationRules', { pageSize: 200 })),
    detail: (id: number) => dataOf(http.get<Envelope<CompensationRule>>(`/compensationRules/${id}`)),
    create: (body: CompensationRuleCreateBody) =>
      dataOf(http.post<Envelope<CompensationRule>>('/compensationRules', body, { silent: true })),
    newVersion: (id: number, body: CompensationRuleVersionBody) =>
      dataOf(
        http.post<Envelope<CompensationRule>>(`/compensationRules/${id}/versions`, body, { silent: true }),
      ),
  };
}

export type CompensationApi = ReturnType<typeof createCompensationApi>;
