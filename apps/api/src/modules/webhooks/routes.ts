// The Developer page's webhooks API (issue 17; domain §1.5, §2.8): a company's owner manages its own
// endpoints (brand owners, as the /company/webhook screen's permission 1; retailer owners likewise). Every
// id is looked up within the viewer's company: another company's endpoint is 404. Platform admins read any
// company's endpoints, log and charts (under /api/admin/developer/webhooks) and change nothing.
import {
  envelope,
  queryId,
  webhookAttemptPage,
  webhookAttemptQuery,
  webhookEndpointInput,
  webhookEndpointList,
  webhookEndpointRow,
  webhookEndpointUpdate,
  webhookReplayFailedInput,
  webhookReplayResult,
  webhookSecretReveal,
  webhookStats,
  webhookStatsQuery,
} from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { UserType } from '../warranty/scope.ts';
import {
  createEndpoint,
  deleteEndpoint,
  disableEndpoint,
  enableEndpoint,
  rotateSecret,
  updateEndpoint,
} from './endpoints.ts';
import { attemptPage, companyOfEndpoint, endpointRow, hourlyStats, listEndpoints } from './queries.ts';
import { replayFailedSince, replayMessage, sendTestEvent } from './replay.ts';

const BASE = '/api/developer/webhooks';
/** The platform's read-only view of any company's webhooks (domain §2.8: admins read all). */
const ADMIN_BASE = '/api/admin/developer/webhooks';
const admins = { userTypes: [UserType.admin] };
const companyQuery = z.object({ companyId: queryId });
/** Owners only (role 1) of brands and retailers; admins are refused (the page is a company's own). */
const owners = { userTypes: [UserType.brand, UserType.retailer], permissions: { 1: 1, 2: 1 } };

const idParams = z.object({ id: queryId });
const messageParams = z.object({ id: queryId, messageId: z.string().min(1).max(64) });
/** The version the client saw, for the state changes of an endpoint (409 `version_conflict` when it moved). */
export const webhookVersionBody = z.object({ version: z.number().int().min(1) });
export const webhookTestResult = z.object({ messageId: z.string() });

export async function webhookRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db, webhooks } = context;
  const rowResponse = { 200: envelope(webhookEndpointRow) };

  app.get(
    BASE,
    {
      config: owners,
      schema: {
        summary: "The company's webhook endpoints, with success rate over 7 days and last delivery",
        response: { 200: envelope(webhookEndpointList) },
      },
    },
    async (request) => ok({ rows: await listEndpoints(db, viewerOf(request).companyId) }),
  );

  app.post(
    BASE,
    {
      config: owners,
      schema: {
        summary: 'Add an endpoint: the answer holds its signing secret, shown this once',
        body: webhookEndpointInput,
        response: { 200: envelope(webhookSecretReveal) },
      },
    },
    async (request) =>
      ok(await createEndpoint(db, webhooks, viewerOf(request), request.body), 'Endpoint added.'),
  );

  app.get(
    `${BASE}/:id`,
    { config: owners, schema: { summary: 'One endpoint', params: idParams, response: rowResponse } },
    async (request) => ok(await endpointRow(db, viewerOf(request).companyId, request.params.id)),
  );

  app.put(
    `${BASE}/:id`,
    {
      config: owners,
      schema: {
        summary: "Change an endpoint's URL, description and events (at the version read)",
        params: idParams,
        body: webhookEndpointUpdate,
        response: rowResponse,
      },
    },
    async (request) =>
      ok(await updateEndpoint(db, webhooks, viewerOf(request), request.params.id, request.body), 'Saved.'),
  );

  app.post(
    `${BASE}/:id/disable`,
    {
      config: owners,
      schema: {
        summary: 'Disable an endpoint by hand',
        params: idParams,
        body: webhookVersionBody,
        response: rowResponse,
      },
    },
    async (request) =>
      ok(await disableEndpoint(db, viewerOf(request), request.params.id, request.body.version), 'Disabled.'),
  );

  app.post(
    `${BASE}/:id/enable`,
    {
      config: owners,
      schema: {
        summary: 'Enable an endpoint again',
        params: idParams,
        body: webhookVersionBody,
        response: rowResponse,
      },
    },
    async (request) =>
      ok(await enableEndpoint(db, viewerOf(request), request.params.id, request.body.version), 'Enabled.'),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: owners,
      schema: {
        summary: 'Delete an endpoint (its log is kept)',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteEndpoint(db, viewerOf(request), request.params.id);
      return ok(null, 'Endpoint deleted.');
    },
  );

  app.post(
    `${BASE}/:id/rotate-secret`,
    {
      config: owners,
      schema: {
        summary: 'A new signing secret, shown this once; the previous one signs too for 24 hours',
        params: idParams,
        body: webhookVersionBody,
        response: { 200: envelope(webhookSecretReveal) },
      },
    },
    async (request) =>
      ok(
        await rotateSecret(db, webhooks, viewerOf(request), request.params.id, request.body.version),
        'Secret rotated.',
      ),
  );

  app.get(
    `${BASE}/:id/attempts`,
    {
      config: owners,
      schema: {
        summary: "The endpoint's delivery log: one row per attempt, newest first",
        params: idParams,
        querystring: webhookAttemptQuery,
        response: { 200: envelope(webhookAttemptPage) },
      },
    },
    async (request) =>
      ok(await attemptPage(db, viewerOf(request).companyId, request.params.id, request.query)),
  );

  app.get(
    `${BASE}/:id/stats`,
    {
      config: owners,
      schema: {
        summary: 'Deliveries, failures and latency (p50, p95) per hour',
        params: idParams,
        querystring: webhookStatsQuery,
        response: { 200: envelope(webhookStats) },
      },
    },
    async (request) =>
      ok({
        buckets: await hourlyStats(db, viewerOf(request).companyId, request.params.id, request.query.hours),
      }),
  );

  app.post(
    `${BASE}/:id/messages/:messageId/replay`,
    {
      config: { ...owners, idempotent: true },
      schema: {
        summary: 'Send one message again to this endpoint',
        params: messageParams,
        response: { 200: envelope(webhookReplayResult) },
      },
    },
    async (request) =>
      ok(
        await replayMessage(db, viewerOf(request), request.params.id, request.params.messageId),
        'The message will be sent again.',
      ),
  );

  app.post(
    `${BASE}/:id/replay-failed`,
    {
      config: { ...owners, idempotent: true },
      schema: {
        summary: 'Send again every message to this endpoint that failed since a time',
        params: idParams,
        body: webhookReplayFailedInput,
        response: { 200: envelope(webhookReplayResult) },
      },
    },
    async (request) =>
      ok(
        await replayFailedSince(db, viewerOf(request), request.params.id, new Date(request.body.since)),
        'The failed messages will be sent again.',
      ),
  );

  app.post(
    `${BASE}/:id/test`,
    {
      config: owners,
      schema: {
        summary: 'Send a webhook.test event to this endpoint',
        params: idParams,
        response: { 200: envelope(webhookTestResult) },
      },
    },
    async (request) => ok(await sendTestEvent(db, viewerOf(request), request.params.id), 'Test event sent.'),
  );

  app.get(
    ADMIN_BASE,
    {
      config: admins,
      schema: {
        summary: "A company's webhook endpoints, read-only for platform admins",
        querystring: companyQuery,
        response: { 200: envelope(webhookEndpointList) },
      },
    },
    async (request) => ok({ rows: await listEndpoints(db, request.query.companyId) }),
  );

  app.get(
    `${ADMIN_BASE}/:id/attempts`,
    {
      config: admins,
      schema: {
        summary: "Any endpoint's delivery log, read-only for platform admins",
        params: idParams,
        querystring: webhookAttemptQuery,
        response: { 200: envelope(webhookAttemptPage) },
      },
    },
    async (request) =>
      ok(
        await attemptPage(
          db,
          await companyOfEndpoint(db, request.params.id),
          request.params.id,
          request.query,
        ),
      ),
  );

  app.get(
    `${ADMIN_BASE}/:id/stats`,
    {
      config: admins,
      schema: {
        summary: "Any endpoint's hourly charts, read-only for platform admins",
        params: idParams,
        querystring: webhookStatsQuery,
        response: { 200: envelope(webhookStats) },
      },
    },
    async (request) => {
      const companyId = await companyOfEndpoint(db, request.params.id);
      return ok({ buckets: await hourlyStats(db, companyId, request.params.id, request.query.hours) });
    },
  );
}
