import {
  companyBalanceResult,
  companyListNoPageQuery,
  companySummary,
  envelope,
  ledgerEntryListQuery,
  ledgerEntryRow,
  pageOf,
  payLogAddBody,
  payLogAuditBody,
  payLogIdParams,
  payLogListQuery,
  payLogRow,
} from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { companiesOfType, companyBalance } from './companies.ts';
import { listLedgerEntries } from './ledgerEntries.ts';
import { ADMIN_USER_TYPE, addPayLog, auditPayLog, getPayLog, listPayLogs } from './payLogs.ts';

export async function moneyRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const adminsOnly = { userTypes: [ADMIN_USER_TYPE] };

  app.get(
    '/api/onsite/fn/companyBalance',
    { schema: { response: { 200: envelope(companyBalanceResult) } } },
    async (request) => ok(await companyBalance(db, viewerOf(request).companyId)),
  );

  app.get(
    '/api/onsite/fn/ledgerEntries',
    {
      schema: {
        summary: "The company's available-balance entries, newest first, with the balance after each",
        querystring: ledgerEntryListQuery,
        response: { 200: envelope(pageOf(ledgerEntryRow)) },
      },
    },
    async (request) => ok(await listLedgerEntries(db, viewerOf(request).companyId, request.query)),
  );

  app.get(
    '/api/admin/companyListNoPage',
    {
      config: adminsOnly,
      schema: { querystring: companyListNoPageQuery, response: { 200: envelope(z.array(companySummary)) } },
    },
    async (request) => ok(await companiesOfType(db, request.query.account_type)),
  );

  app.post(
    '/api/bee/adminAddPayLog',
    { config: adminsOnly, schema: { body: payLogAddBody, response: { 200: envelope(payLogRow) } } },
    async (request) =>
      ok(
        await addPayLog(db, viewerOf(request), request.body),
        'Payment log added; another administrator must audit it.',
      ),
  );

  app.put(
    '/api/bee/auditPayLog',
    { config: adminsOnly, schema: { body: payLogAuditBody, response: { 200: envelope(payLogRow) } } },
    async (request) => ok(await auditPayLog(db, viewerOf(request), request.body)),
  );

  app.get(
    '/api/bee/payLogList',
    { schema: { querystring: payLogListQuery, response: { 200: envelope(pageOf(payLogRow)) } } },
    async (request) => ok(await listPayLogs(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/bee/payLog/:id',
    { schema: { params: payLogIdParams, response: { 200: envelope(payLogRow) } } },
    async (request) => ok(await getPayLog(db, viewerOf(request), request.params.id)),
  );
}
