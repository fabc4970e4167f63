import type {
  Envelope,
  FulfillmentType,
  FulfillmentTypeCreateBody,
  FulfillmentTypeUpdateBody,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

/** Fulfillment types: the platform's defaults and a brand's own. Writes are silent: the form shows refusals. */
export function createFulfillmentApi(http: Pick<HttpClient, 'get' | 'post' | 'put'>) {
  return {
    list: () => dataOf(http.get<Envelope<Page<FulfillmentType>>>('/fulfillmentTypes', { pageSize: 200 })),
    create: (body: FulfillmentTypeCreateBody) =>
      dataOf(http.post<Envelope<FulfillmentType>>('/fulfillmentTypes', body, { silent: true })),
    update: (id: number, body: FulfillmentTypeUpdateBody) =>
      dataOf(http.put<Envelope<FulfillmentType>>(`/fulfillmentTypes/${id}`, body, { silent: true })),
  };
}
