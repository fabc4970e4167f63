import { envelope, transactionListQuery, transactionPage } from '@console/contract';
import type { ApiApp, AppContext } from '../../../app/context.ts';
import { ok } from '../../../app/envelope.ts';
import { viewerOf } from '../../../auth/plugin.ts';
import { transactionsCsv } from './exportCsv.ts';
import { exportScope, listTransactions } from './report.ts';

export async function transactionRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;

  app.get(
    '/api/transactions',
    {
      schema: {
        summary:
          "A company's transactions, newest first, with the filtered rows' totals (brand, retailer: their own; admin: companyId)",
        querystring: transactionListQuery,
        response: { 200: envelope(transactionPage) },
      },
    },
    async (request) => ok(await listTransactions(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/transactions/export',
    {
      schema: {
        summary: 'The Transactions report as CSV: the same filters and order, every matching row',
        querystring: transactionListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { companyId, filters } = await exportScope(db, viewerOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="transactions.csv"')
        .send(transactionsCsv(db, companyId, filters));
    },
  );
}
