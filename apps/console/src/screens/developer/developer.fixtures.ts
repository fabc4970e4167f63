import type { ApiKeyRow, WebhookAttemptRow, WebhookEndpointRow, WebhookStatsBucket } from '@console/contract';

const endpoint = (
  row: Partial<WebhookEndpointRow> & Pick<WebhookEndpointRow, 'id' | 'url'>,
): WebhookEndpointRow => ({
  description: '',
  eventTypes: ['claim.submitted', 'claim.decided'],
  status: 'active',
  disabledReason: null,
  disabledAt: null,
  successRate: 100,
  lastDeliveryAt: '2026-11-27T09:12:44.000Z',
  lastDeliveryStatus: 'succeeded',
  failingSince: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-10-02T08:00:00.000Z',
  version: 1,
  ...row,
});

/** The ERP's endpoint: active, claims and payouts, a few retries lately. */
export const erpEndpoint = endpoint({
  id: 1,
  url: 'https://erp.example.com/hooks/console',
  description: 'ERP: claims and payouts',
  eventTypes: ['claim.submitted', 'claim.decided', 'claim.compensated', 'payout.paid', 'payout.failed'],
  successRate: 97.5,
});

export const endpointRows: WebhookEndpointRow[] = [
  erpEndpoint,
  endpoint({
    id: 2,
    url: 'https://crm.example.com/webhooks',
    description: 'CRM: test rides',
    eventTypes: ['booking.created', 'booking.cancelled', 'booking.rescheduled'],
    successRate: null,
    lastDeliveryAt: null,
    lastDeliveryStatus: null,
    status: 'disabled',
    disabledReason: 'manual',
    disabledAt: '2026-11-20T10:00:00.000Z',
  }),
  endpoint({
    id: 3,
    url: 'https://erp.example.com/old-hook',
    description: 'Old ERP',
    successRate: 0,
    lastDeliveryStatus: 'failed',
    lastDeliveryAt: '2026-11-25T07:00:00.000Z',
    status: 'disabled',
    disabledReason: 'failing',
    disabledAt: '2026-11-25T07:00:00.000Z',
    failingSince: '2026-11-20T07:00:00.000Z',
  }),
];

const attempt = (row: Partial<WebhookAttemptRow> & Pick<WebhookAttemptRow, 'id'>): WebhookAttemptRow => ({
  at: '2026-11-27T09:12:44.000Z',
  messageId: 'msg_2Fz1',
  eventType: 'claim.decided',
  attemptNo: 1,
  trigger: 'auto',
  status: 'succeeded',
  httpStatus: 200,
  durationMs: 182,
  responseSnippet: '{"ok":true}',
  error: null,
  nextAttemptAt: null,
  deliveryStatus: 'succeeded',
  ...row,
});

/** A claim decision that failed twice, then got through; a payout still being retried; a test event. */
export const attemptRows: WebhookAttemptRow[] = [
  attempt({ id: 7, attemptNo: 3, at: '2026-11-27T09:18:02.000Z' }),
  attempt({
    id: 6,
    attemptNo: 2,
    at: '2026-11-27T09:13:01.000Z',
    status: 'failed',
    httpStatus: 500,
    responseSnippet: 'Internal Server Error',
    nextAttemptAt: '2026-11-27T09:18:01.000Z',
  }),
  attempt({
    id: 5,
    at: '2026-11-27T09:12:56.000Z',
    status: 'failed',
    httpStatus: 503,
    responseSnippet: 'Service Unavailable',
    nextAttemptAt: '2026-11-27T09:13:01.000Z',
  }),
  attempt({
    id: 4,
    messageId: 'msg_9kQe',
    eventType: 'payout.failed',
    at: '2026-11-27T08:40:00.000Z',
    status: 'failed',
    httpStatus: null,
    durationMs: 15000,
    responseSnippet: null,
    error: 'Timed out after 15 s',
    nextAttemptAt: '2026-11-27T10:40:00.000Z',
    deliveryStatus: 'pending',
  }),
  attempt({
    id: 3,
    messageId: 'msg_t3st',
    eventType: 'webhook.test',
    trigger: 'test',
    at: '2026-11-26T16:00:00.000Z',
  }),
];

/** 12 hours: steady traffic, a bad hour at 07:00. */
export const statsBuckets: WebhookStatsBucket[] = Array.from({ length: 12 }, (_, i) => {
  const hour = `2026-11-27T${String(i).padStart(2, '0')}:00:00.000Z`;
  const failed = i === 7 ? 6 : i % 5 === 0 ? 1 : 0;
  return { hour, succeeded: 8 + (i % 4), failed, p50Ms: 110 + i * 3, p95Ms: i === 7 ? 15000 : 420 + i * 10 };
});

/** A booking widget's key, in use. */
export const widgetKey: ApiKeyRow = {
  id: 1,
  name: 'Booking widget on our site',
  prefix: 'ck_4f9a2c1e',
  scopes: ['bookings:read', 'bookings:write'],
  expiresAt: null,
  lastUsedAt: '2026-11-27T08:55:00.000Z',
  revokedAt: null,
  createdAt: '2026-09-01T12:00:00.000Z',
  status: 'active',
};

export const apiKeyRows: ApiKeyRow[] = [
  widgetKey,
  {
    id: 2,
    name: 'POS warranty registration',
    prefix: 'ck_77b0d3aa',
    scopes: ['warranties:register'],
    expiresAt: '2026-11-01T23:59:59.999Z',
    lastUsedAt: '2026-10-30T17:20:00.000Z',
    revokedAt: null,
    createdAt: '2026-05-01T12:00:00.000Z',
    status: 'expired',
  },
  {
    id: 3,
    name: 'Old integration',
    prefix: 'ck_0c1d2e3f',
    scopes: ['warranties:read'],
    expiresAt: null,
    lastUsedAt: null,
    revokedAt: '2026-10-12T09:00:00.000Z',
    createdAt: '2026-02-01T12:00:00.000Z',
    status: 'revoked',
  },
];

/** A secret as the server answers it once. */
export const revealedSecret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
export const revealedKey = 'ck_5d1e6f70_Jq2v9XhL0pWmR4sT8yUcB1nA6zKd3eFg';
