import type {
  ApiKeyCreated,
  ApiKeyInput,
  ApiKeyRow,
  Envelope,
  WebhookAttemptQuery,
  WebhookAttemptRow,
  WebhookEndpointInput,
  WebhookEndpointRow,
  WebhookEndpointUpdate,
  WebhookSecretReveal,
  WebhookStatsBucket,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

/**
 * The Developer page's calls (/company/webhook), typed with `@console/contract`. Forms' writes are silent (the
 * form shows the refusal on its fields); a replay carries an Idempotency-Key so a retried click replays once.
 */
export function createDeveloperApi(http: Pick<HttpClient, 'get' | 'post' | 'put' | 'delete'>) {
  const base = '/developer/webhooks';
  return {
    endpoints: () => dataOf(http.get<Envelope<{ rows: WebhookEndpointRow[] }>>(base)).then((d) => d.rows),
    endpoint: (id: number) => dataOf(http.get<Envelope<WebhookEndpointRow>>(`${base}/${id}`)),
    createEndpoint: (body: WebhookEndpointInput) =>
      dataOf(http.post<Envelope<WebhookSecretReveal>>(base, body, { silent: true })),
    updateEndpoint: (id: number, body: WebhookEndpointUpdate) =>
      dataOf(http.put<Envelope<WebhookEndpointRow>>(`${base}/${id}`, body, { silent: true })),
    disableEndpoint: (id: number, version: number) =>
      dataOf(http.post<Envelope<WebhookEndpointRow>>(`${base}/${id}/disable`, { version }, { silent: true })),
    enableEndpoint: (id: number, version: number) =>
      dataOf(http.post<Envelope<WebhookEndpointRow>>(`${base}/${id}/enable`, { version }, { silent: true })),
    deleteEndpoint: (id: number) =>
      dataOf(http.delete<Envelope<unknown>>(`${base}/${id}`, undefined, { silent: true })),
    rotateSecret: (id: number, version: number) =>
      dataOf(
        http.post<Envelope<WebhookSecretReveal>>(
          `${base}/${id}/rotate-secret`,
          { version },
          { silent: true },
        ),
      ),
    /** Queues a webhook.test message to the endpoint; its attempt shows in the log once sent. */
    sendTest: (id: number) =>
      dataOf(http.post<Envelope<{ messageId: string }>>(`${base}/${id}/test`, {}, { silent: true })),
    attempts: (id: number, query: WebhookAttemptQuery) =>
      dataOf(http.get<Envelope<Page<WebhookAttemptRow>>>(`${base}/${id}/attempts`, query)),
    stats: (id: number, hours: number) =>
      dataOf(http.get<Envelope<{ buckets: WebhookStatsBucket[] }>>(`${base}/${id}/stats`, { hours })).then(
        (d) => d.buckets,
      ),
    replay: (key: string, id: number, messageId: string) =>
      dataOf(
        http.post<Envelope<unknown>>(
          `${base}/${id}/messages/${encodeURIComponent(messageId)}/replay`,
          {},
          { silent: true, headers: { 'Idempotency-Key': key } },
        ),
      ),
    replayFailed: (key: string, id: number, since: string) =>
      dataOf(
        http.post<Envelope<{ replayed: number }>>(
          `${base}/${id}/replay-failed`,
          { since },
          { silent: true, headers: { 'Idempotency-Key': key } },
        ),
      ),
    apiKeys: () =>
      dataOf(http.get<Envelope<{ rows: ApiKeyRow[] }>>('/developer/api-keys')).then((d) => d.rows),
    createApiKey: (body: ApiKeyInput) =>
      dataOf(http.post<Envelope<ApiKeyCreated>>('/developer/api-keys', body, { silent: true })),
    revokeApiKey: (id: number) =>
      dataOf(http.post<Envelope<ApiKeyRow>>(`/developer/api-keys/${id}/revoke`, {}, { silent: true })),
  };
}

export type DeveloperApi = ReturnType<typeof createDeveloperApi>;
