import {
  envelope,
  financialQuery,
  financialReport as financialReportSchema,
  ledgerAlertIdParams,
  ledgerAlertResolveBody,
  ledgerIntegrity as ledgerIntegritySchema,
} from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../app/context.ts';
import { ok } from '../../../app/envelope.ts';
import { viewerOf } from '../../../auth/plugin.ts';
import { AdminRole } from '../../../auth/roles.ts';
import { CompanyType } from '../../../db/schema.ts';
import { financialCsv } from './exportCsv.ts';
import { ledgerIntegrity } from './integrity.ts';
import { financialReport } from './report.ts';
import { resolveLedgerAlert } from './resolveAlert.ts';

export async function financialRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const admins = { userTypes: [CompanyType.platform] };
  // Closing an alert: a super admin or a finance admin.
  const resolvers = { ...admins, permissions: { [CompanyType.platform]: AdminRole.finance } };

  app.get(
    '/api/admin/financial',
    {
      config: admins,
      schema: {
        summary:
          'What the platform owes, compensation per brand, payouts, fees and brand charges for a period',
        querystring: financialQuery,
        response: { 200: envelope(financialReportSchema) },
      },
    },
    async (request) => ok(await financialReport(db, request.query)),
  );

  app.get(
    '/api/admin/financial/export',
    {
      config: admins,
      schema: {
        summary: 'The Financial figures and series for a period as CSV',
        querystring: financialQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const report = await financialReport(db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="financial-${report.from}-${report.to}.csv"`)
        .send(financialCsv(report));
    },
  );

  app.get(
    '/api/admin/ledgerIntegrity',
    {
      config: admins,
      schema: {
        summary: 'Unbalanced transactions, projected balances that differ from their entries, open alerts',
        response: { 200: envelope(ledgerIntegritySchema) },
      },
    },
    async () => ok(await ledgerIntegrity(db)),
  );

  app.post(
    '/api/admin/ledgerAlerts/:id/resolve',
    {
      config: resolvers,
      schema: {
        summary: 'Close a ledger alert with a note of what was found and done (audited)',
        params: ledgerAlertIdParams,
        body: ledgerAlertResolveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await resolveLedgerAlert(db, viewerOf(request), request.params.id, request.body.note, request.ip);
      return ok(null, 'Alert resolved.');
    },
  );
}
