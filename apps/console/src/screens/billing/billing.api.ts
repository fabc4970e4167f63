import type {
  BillingSummary,
  CardSetupResult,
  CardSetupStart,
  Envelope,
  PaymentMethodRow,
  StatementDetail,
  StatementListQuery,
  StatementPage,
  StatementPreview,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

/** A change's answer: its data and the server's sentence about it (the screen shows it as a toast). */
export interface Answer<T> {
  data: T;
  msg: string;
}

const answerOf = <T>(call: Promise<Envelope<T>>): Promise<Answer<T>> =>
  call.then((body) => ({ data: body.data, msg: body.msg }));

/**
 * Brand billing's calls, typed with `@console/contract`. Reads are not silent (the http client says what
 * failed, the screen keeps its place with a retry); changes are silent and their screen shows the refusal.
 */
export function createBillingApi(http: Pick<HttpClient, 'get' | 'post' | 'delete' | 'downloadFile'>) {
  return {
    cards: () => dataOf(http.get<Envelope<PaymentMethodRow[]>>('/billing/cards')),
    summary: () => dataOf(http.get<Envelope<BillingSummary>>('/billing/summary')),
    startCardSetup: () =>
      dataOf(http.post<Envelope<CardSetupStart>>('/billing/cards/setup', {}, { silent: true })),
    completeCardSetup: (setupIntentId: string) =>
      answerOf(
        http.post<Envelope<CardSetupResult>>('/billing/cards/complete', { setupIntentId }, { silent: true }),
      ),
    makeDefault: (id: number) =>
      answerOf(http.post<Envelope<PaymentMethodRow[]>>(`/billing/cards/${id}/default`, {}, { silent: true })),
    removeCard: (id: number) =>
      answerOf(
        http.delete<Envelope<PaymentMethodRow[]>>(`/billing/cards/${id}`, undefined, { silent: true }),
      ),
    statements: (query: StatementListQuery) =>
      dataOf(http.get<Envelope<StatementPage>>('/statements', query)),
    statement: (id: number) => dataOf(http.get<Envelope<StatementDetail>>(`/statements/${id}`)),
    downloadCsv: (statement: { id: number; number: string }) =>
      http.downloadFile(`/statements/${statement.id}/csv`, `statement-${statement.number}.csv`),
    downloadPdf: (statement: { id: number; number: string }) =>
      http.downloadFile(`/statements/${statement.id}/pdf`, `statement-${statement.number}.pdf`),
    /** Admins (permissions 2). */
    preview: (brandId: number) =>
      dataOf(http.get<Envelope<StatementPreview>>('/admin/statements/preview', { brandId })),
    issueNow: (brandId: number, idempotencyKey: string) =>
      answerOf(
        http.post<Envelope<StatementDetail>>(
          '/admin/statements/issue',
          { brandId },
          { silent: true, headers: { 'Idempotency-Key': idempotencyKey } },
        ),
      ),
    retryNow: (id: number, idempotencyKey: string) =>
      answerOf(
        http.post<Envelope<StatementDetail>>(
          `/admin/statements/${id}/retry`,
          {},
          { silent: true, headers: { 'Idempotency-Key': idempotencyKey } },
        ),
      ),
  };
}

export type BillingApi = ReturnType<typeof createBillingApi>;
