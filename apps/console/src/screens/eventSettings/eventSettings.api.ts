import type {
  Envelope,
  EventTypeBody,
  EventTypeDetail,
  EventTypeListQuery,
  EventTypeOptions,
  EventTypeRow,
  EventTypeStatus,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

/** The Event Setting screen's calls. Form writes are silent: the form shows each refusal on its field. */
export function createEventSettingsApi(http: Pick<HttpClient, 'get' | 'post' | 'put'>) {
  return {
    list: (query: EventTypeListQuery) => dataOf(http.get<Envelope<Page<EventTypeRow>>>('/eventTypes', query)),
    detail: (id: number) => dataOf(http.get<Envelope<EventTypeDetail>>(`/eventTypes/${id}`)),
    /** The shops, hosts, service items and brands the form offers the viewer. */
    options: () => dataOf(http.get<Envelope<EventTypeOptions>>('/eventTypes/options')),
    create: (body: EventTypeBody) =>
      dataOf(http.post<Envelope<EventTypeDetail>>('/eventTypes', body, { silent: true })),
    update: (id: number, body: EventTypeBody) =>
      dataOf(http.put<Envelope<EventTypeDetail>>(`/eventTypes/${id}`, body, { silent: true })),
    /** Publish, hide, archive or back to draft; a refusal is told by the http client. */
    setStatus: (id: number, status: EventTypeStatus) =>
      dataOf(http.post<Envelope<EventTypeDetail>>(`/eventTypes/${id}/status`, { status })),
    /** A copy as a draft, titled "… (copy)" by the server. */
    duplicate: (id: number) => dataOf(http.post<Envelope<EventTypeDetail>>(`/eventTypes/${id}/duplicate`)),
  };
}

export type EventSettingsApi = ReturnType<typeof createEventSettingsApi>;
