// Service orders over HTTP: a brand's users download a version, owners and managers issue a new one; the
// customer opens theirs with the signed link of their e-mail (no session, rate limited). The token is only
// ever in the query string, whose values the log leaves out (app/logRedaction.ts).
import {
  envelope,
  onsiteJobIdParams,
  publicServiceOrder,
  publicServiceOrderQuery,
  serviceOrderDocument,
  serviceOrderRegenerateBody,
} from '@console/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../app/context.ts';
import { ok } from '../../../app/envelope.ts';
import { viewerOf } from '../../../auth/plugin.ts';
import { CompanyRole } from '../../../auth/roles.ts';
import { CompanyType } from '../../../db/schema.ts';
import { readFileBytes, sendFile } from '../../files/service.ts';
import { onsiteViewer } from '../access.ts';
import { issueServiceOrder } from './issue.ts';
import { brandJob, openServiceOrderLink, serviceOrderFile, serviceOrdersOf } from './queries.ts';

const versionParams = onsiteJobIdParams.extend({ version: z.coerce.number().int().min(1).max(100_000) });
const publicReads = { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function serviceOrderRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  // The onsite area's own gate (403 outside it), before the request is validated.
  const onsiteOnly = async (request: FastifyRequest) => {
    await onsiteViewer(db, viewerOf(request));
  };

  app.get(
    '/api/onsite/jobs/:id/serviceOrders/:version',
    {
      onRequest: onsiteOnly,
      schema: {
        summary: "One version of a job's service order, as a PDF attachment",
        params: versionParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const job = await brandJob(db, viewerOf(request).companyId, request.params.id);
      const file = await serviceOrderFile(db, job.id, request.params.version);
      const bytes = await readFileBytes(context, file, request.log, (reason) =>
        request.log.warn({ fileId: file.id }, `service order refused by the storage: ${reason}`),
      );
      return sendFile(reply, file, bytes);
    },
  );

  app.post(
    '/api/onsite/jobs/:id/serviceOrders',
    {
      onRequest: onsiteOnly,
      config: { permissions: { [CompanyType.brand]: CompanyRole.manager }, idempotent: true },
      schema: {
        summary: "Issue a new version of a completed job's service order (the customer is e-mailed a link)",
        description:
          "Answers the job's service orders, newest first. 409 invalid_transition unless completed.",
        params: onsiteJobIdParams,
        body: serviceOrderRegenerateBody,
        response: { 200: envelope(z.array(serviceOrderDocument)) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const job = await brandJob(db, viewer.companyId, request.params.id);
      const issued = await db.transaction((tx) =>
        issueServiceOrder(tx, context, {
          jobId: job.id,
          actorUserId: viewer.userId,
          reason: request.body.reason,
        }),
      );
      if (issued.mail) await context.mailer.send(issued.mail);
      return ok(await serviceOrdersOf(db, job), `Service order version ${issued.version} issued.`);
    },
  );

  app.get(
    '/api/public/serviceOrder',
    {
      config: publicReads,
      schema: {
        summary: 'What a signed service order link opens (no session): the job, brand, version and file',
        description: '404 for a link that is not valid, 410 once it has expired.',
        querystring: publicServiceOrderQuery,
        response: { 200: envelope(publicServiceOrder) },
      },
    },
    async (request) => ok((await openServiceOrderLink(db, request.query.sign)).view),
  );

  app.get(
    '/api/public/serviceOrder/pdf',
    {
      config: publicReads,
      schema: {
        summary: 'The service order PDF of a signed link (no session), shown inline',
        querystring: publicServiceOrderQuery,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { view, file } = await openServiceOrderLink(db, request.query.sign);
      const bytes = await readFileBytes(context, file, request.log, (reason) =>
        request.log.warn({ fileId: file.id }, `service order refused by the storage: ${reason}`),
      );
      // Inline, so the browser's PDF viewer shows it; a CSP sandbox would stop that viewer, and the bytes
      // are the server's own.
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', bytes.length)
        .header('Content-Disposition', `inline; filename="${view.fileName}"`)
        .header('download-filename', encodeURIComponent(view.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Referrer-Policy', 'no-referrer')
        .send(bytes);
    },
  );
}
