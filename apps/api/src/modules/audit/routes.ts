import { auditEvent, auditQuery, envelope, pageOf } from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { listAudit } from './audit.ts';

const ADMIN = 3;

export async function auditRoutes(app: ApiApp, context: AppContext): Promise<void> {
  app.get(
    '/api/admin/audit',
    {
      config: { userTypes: [ADMIN] },
      schema: {
        summary: 'The audit trail of a company or a user (admins): who did what, when, before and after',
        querystring: auditQuery,
        response: { 200: envelope(pageOf(auditEvent)) },
      },
    },
    async (request) => ok(await listAudit(context.db, request.query)),
  );
}
