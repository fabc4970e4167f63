// Shared steps of the webhooks tests: a real receiver (node:http on 127.0.0.1) that records every request
// with its raw body and answers as the test scripts it, and an endpoint made through the API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEventType, WebhookSecretReveal } from '@console/contract';
import { eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { TestApp } from '../../test/testApp.ts';
import type { Auth } from '../warranty/testKit.ts';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (a slow receiver). */
  delayMs?: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Answers for the next requests, in order; after them, `fallback`. */
  script(...answers: Answer[]): void;
  fallback: Answer;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const queue: Answer[] = [];
  const received: Received[] = [];
  const receiver: Partial<Receiver> = { received, fallback: { status: 200, body: '{"ok":true}' } };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = queue.shift() ?? (receiver.fallback as Answer);
      setTimeout(() => {
        response.writeHead(answer.status, answer.headers ?? {});
        response.end(answer.body ?? '');
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    script: (...answers: Answer[]) => queue.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as Receiver;
}

export const WEBHOOKS = '/api/developer/webhooks';

export async function createEndpoint(
  t: TestApp,
  auth: Auth,
  url: string,
  eventTypes: (WebhookEventType | string)[] = ['claim.decided'],
): Promise<WebhookSecretReveal> {
  const response = await t.app.inject({
    method: 'POST',
    url: WEBHOOKS,
    headers: auth,
    payload: { url, description: 'test receiver', eventTypes },
  });
  if (response.statusCode !== 200)
    throw new Error(`endpoint refused: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Switches off every other endpoint of the company (the seeded ones), so only the test's own receive. */
export async function onlyEndpoint(t: TestApp, companyId: number, keepId: number): Promise<void> {
  const others = await t.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId));
  for (const { id } of others)
    if (id !== keepId)
      await t.db
        .update(webhookEndpoints)
        .set({ status: 'disabled', disabledReason: 'manual' })
        .where(eq(webhookEndpoints.id, id));
}

/** The endpoint's deliveries, oldest first. */
export function deliveriesOf(t: TestApp, endpointId: number) {
  return t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.id);
}
