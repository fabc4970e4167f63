import {
  adminCompanyDetail,
  adminCompanyIdParams,
  adminCompanyListRequest,
  adminCompanyRow,
  companyStatusBody,
  envelope,
  pageOf,
} from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { AdminRole } from '../../auth/roles.ts';
import { CompanyType } from '../../db/schema.ts';
import { companiesCsv } from './exportCsv.ts';
import { companyDetail, listCompanies } from './queries.ts';
import { type CompanyStatusAction, changeCompanyStatus } from './status.ts';

export async function adminCompanyRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const admins = { userTypes: [CompanyType.platform] };
  // Suspending and reactivating: a super admin or a finance admin.
  const statusChangers = { ...admins, permissions: { [CompanyType.platform]: AdminRole.finance } };

  app.get(
    '/api/admin/companies',
    {
      config: admins,
      schema: {
        summary: 'Brands or retailers (kind), with their users, shops and documents waiting for review',
        querystring: adminCompanyListRequest,
        response: { 200: envelope(pageOf(adminCompanyRow)) },
      },
    },
    async (request) => ok(await listCompanies(db, request.query)),
  );

  app.get(
    '/api/admin/companies/export.csv',
    {
      config: admins,
      schema: {
        summary: 'The brands or retailers list as CSV: the same filters and order, every matching row',
        querystring: adminCompanyListRequest,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.query.kind}s.csv"`)
        .send(companiesCsv(db, request.query)),
  );

  app.get(
    '/api/admin/companies/:id',
    {
      config: admins,
      schema: {
        summary: "A brand's or retailer's page: details, users, shops, status history",
        params: adminCompanyIdParams,
        response: { 200: envelope(adminCompanyDetail) },
      },
    },
    async (request) => ok(await companyDetail(db, viewerOf(request), request.params.id)),
  );

  const statusRoute = (action: CompanyStatusAction, summary: string, done: string) =>
    app.post(
      `/api/admin/companies/:id/${action}`,
      {
        config: statusChangers,
        schema: {
          summary,
          params: adminCompanyIdParams,
          body: companyStatusBody,
          response: { 200: envelope(adminCompanyDetail) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await changeCompanyStatus(db, viewer, request.params.id, action, request.body, request.ip);
        return ok(await companyDetail(db, viewer, request.params.id), done);
      },
    );
  statusRoute(
    'suspend',
    'Suspend a company (signs its users out); the reason is audited',
    'Company suspended.',
  );
  statusRoute(
    'reactivate',
    'Reactivate a suspended (or pending) company; the reason is audited',
    'Company reactivated.',
  );
}
