import { companyDetails, companyDetailsBody, envelope } from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { loadCompanyDetails, updateCompanyDetails } from './company.ts';

export async function companyRoutes(app: ApiApp, context: AppContext): Promise<void> {
  app.get(
    '/api/company/details',
    {
      schema: {
        summary: "The signed-in brand's or retailer's own company: details, address, badges",
        response: { 200: envelope(companyDetails) },
      },
    },
    async (request) => ok(await loadCompanyDetails(context.db, viewerOf(request))),
  );

  app.put(
    '/api/company/details',
    {
      schema: {
        summary: "Save the signed-in user's company details (its owner or a manager)",
        body: companyDetailsBody,
        response: { 200: envelope(companyDetails) },
      },
    },
    async (request) =>
      ok(await updateCompanyDetails(context, viewerOf(request), request.body), 'Company details saved.'),
  );
}
