import type {
  Availability,
  BookingCancelBody,
  BookingCheckInBody,
  BookingCompleteBody,
  BookingCreateBody,
  BookingDetail,
  BookingListQuery,
  BookingRescheduleBody,
  BookingRow,
  BookingsDashboard,
  BookingUpdateBody,
  EmployeeRow,
  Envelope,
  EventTypeListQuery,
  EventTypeRow,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

/** A staff action on a booking and the body it takes. */
export interface BookingActionBodies {
  confirm: Record<string, never>;
  reject: { reason: string };
  cancel: BookingCancelBody;
  checkIn: BookingCheckInBody;
  complete: BookingCompleteBody;
  noShow: Record<string, never>;
  undoNoShow: Record<string, never>;
}
export type BookingActionName = keyof BookingActionBodies;

/**
 * The booking manager's calls, typed with `@console/contract`. Actions and forms are silent: their dialogs
 * show each refusal (a wrong pickup code on its field).
 */
export function createBookingsApi(http: Pick<HttpClient, 'get' | 'post' | 'request'>) {
  return {
    list: (query: BookingListQuery) => dataOf(http.get<Envelope<Page<BookingRow>>>('/bookings', query)),
    detail: (id: number) => dataOf(http.get<Envelope<BookingDetail>>(`/bookings/${id}`)),
    dashboard: () => dataOf(http.get<Envelope<BookingsDashboard>>('/bookings/dashboard')),
    eventTypes: (query: Partial<EventTypeListQuery>) =>
      dataOf(http.get<Envelope<Page<EventTypeRow>>>('/eventTypes', { pageSize: 100, ...query })),
    availability: (eventTypeId: number, shopId: number, from: string, to: string) =>
      dataOf(
        http.get<Envelope<Availability>>(`/eventTypes/${eventTypeId}/availability`, { shopId, from, to }),
      ),
    /** A staff action; a dialog's form sends it silently and shows the refusal itself. */
    act: <Action extends BookingActionName>(
      id: number,
      action: Action,
      body: BookingActionBodies[Action],
      silent = true,
    ) => dataOf(http.post<Envelope<BookingDetail>>(`/bookings/${id}/${action}`, body, { silent })),
    update: (id: number, body: BookingUpdateBody) =>
      dataOf(
        http.request<Envelope<BookingDetail>>({
          method: 'PATCH',
          url: `/bookings/${id}`,
          data: body,
          silent: true,
        }),
      ),
    /** `POST /bookings` for a walk-in or phone customer; the caller keeps the key across retries. */
    create: (idempotencyKey: string, body: BookingCreateBody) =>
      dataOf(
        http.post<Envelope<BookingDetail>>('/bookings', body, {
          silent: true,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    /** `POST /bookings/:id/reschedule` makes a new booking: idempotent like a create. */
    reschedule: (idempotencyKey: string, id: number, body: BookingRescheduleBody) =>
      dataOf(
        http.post<Envelope<BookingDetail>>(`/bookings/${id}/reschedule`, body, {
          silent: true,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    /** The active employees of a shop (whom a booking may be assigned to). */
    employees: (shopId: number) =>
      dataOf(
        http.get<Envelope<Page<EmployeeRow>>>('/company/employees', {
          shopId,
          status: 'active',
          pageSize: 100,
        }),
      ).then((page) => page.rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` }))),
    /** The list's rows as CSV, with exactly the list's filters (paging aside). */
    exportCsv: ({ pageNum: _page, pageSize: _size, ...filters }: BookingListQuery) =>
      http.request<Blob>({
        method: 'GET',
        url: '/bookings/export.csv',
        params: filters,
        responseType: 'blob',
      }),
  };
}

export type BookingsApi = ReturnType<typeof createBookingsApi>;
