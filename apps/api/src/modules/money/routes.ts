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
  payLogDetail,
  payLogIdParams,
  payLogListQuery,
  payLogRow,
} from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { AdminRole } from '../../auth/roles.ts';
import { readFileBytes, sendFile } from '../files/service.ts';
import { companiesOfType, companyBalance } from './companies.ts';
import { listLedgerEntries } from './ledgerEntries.ts';
import { ADMIN_USER_TYPE, addPayLog, auditPayLog, getPayLogDetail, listPayLogs } from './payLogs.ts';
import { payLogsCsv } from './payLogsCsv.ts';
import { evidenceOf } from './payLogsEvidence.ts';

export async function moneyRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const adminsOnly = { userTypes: [ADMIN_USER_TYPE] };
  // Entering and auditing payment logs: super admins and finance admins; support admins read them.
  const payLogWriters = { ...adminsOnly, permissions: { [ADMIN_USER_TYPE]: AdminRole.finance } };

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
    {
      config: payLogWriters,
      schema: {
        summary:
          'Enter a payment log (a correction names the approved log it corrects); another admin audits it',
        body: payLogAddBody,
        response: { 200: envelope(payLogDetail) },
      },
    },
    async (request) =>
      ok(
        await addPayLog(context, viewerOf(request), request.body),
        'Payment log added; another administrator must audit it.',
      ),
  );

  app.put(
    '/api/bee/auditPayLog',
    {
      config: payLogWriters,
      schema: {
        summary:
          'Approve (posting it to the ledger once) or reject with a reason a log another admin entered',
        body: payLogAuditBody,
        response: { 200: envelope(payLogDetail) },
      },
    },
    async (request) => ok(await auditPayLog(db, viewerOf(request), request.body)),
  );

  app.get(
    '/api/bee/payLogList',
    { schema: { querystring: payLogListQuery, response: { 200: envelope(pageOf(payLogRow)) } } },
    async (request) => ok(await listPayLogs(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/bee/payLogList/export',
    {
      schema: {
        summary: 'The payment logs of the same filters as CSV, every matching row',
        querystring: payLogListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payment-logs.csv"')
        .send(payLogsCsv(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/bee/payLog/:id',
    { schema: { params: payLogIdParams, response: { 200: envelope(payLogDetail) } } },
    async (request) => ok(await getPayLogDetail(db, viewerOf(request), request.params.id)),
  );

  app.get(
    '/api/bee/payLog/:id/evidence',
    {
      config: adminsOnly,
      schema: { summary: "A payment log's evidence file (admins)", params: payLogIdParams },
    },
    async (request, reply) => {
      const file = await evidenceOf(db, request.params.id);
      const bytes = await readFileBytes(context, file, request.log, (reason) =>
        request.log.warn({ fileName: file.fileName, reason }, 'payment log evidence refused'),
      );
      return sendFile(reply, file, bytes);
    },
  );
}
