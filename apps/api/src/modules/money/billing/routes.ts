// Brand billing: the card on file (brand owners and managers change it, every role of the brand reads it),
// statements (a brand reads its own, admins with permission 2 every brand's) with their CSV and PDF, and
// the admins' "Issue now" and "Retry now".
import {
  billingSummary as billingSummarySchema,
  cardSetupCompleteBody,
  cardSetupResult,
  cardSetupStart,
  envelope,
  paymentMethodIdParams,
  paymentMethodRow,
  statementDetail,
  statementIdParams,
  statementIssueBody,
  statementListQuery,
  statementPage,
  statementPreviewQuery,
  statementPreview as statementPreviewSchema,
} from '@console/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../app/context.ts';
import { ok } from '../../../app/envelope.ts';
import { viewerOf } from '../../../auth/plugin.ts';
import { AdminRole, CompanyRole } from '../../../auth/roles.ts';
import { completeCardSetup, listCards, removeCard, setDefaultCard, startCardSetup } from './cards.ts';
import { type ChargeResult, chargeStatement, retryStatementNow, retryUnpaidStatements } from './charge.ts';
import { issueStatementNow } from './issue.ts';
import { billingSummary, getStatement, listStatements, statementPreview } from './queries.ts';
import { statementCsv, statementFileName, statementPdf } from './statementFiles.ts';

const BRAND = 1;
const ADMIN = 3;

/** What happened to a charge, in words for the message beside the statement. */
function chargeMessage(number: string, result: ChargeResult, failure: string | null): string {
  switch (result) {
    case 'paid':
      return `Statement ${number} is paid.`;
    case 'failed':
      return `The charge of statement ${number} failed: ${failure ?? 'the card was declined.'}`;
    case 'no_card':
      return `Statement ${number} waits for a card: the brand has none on file.`;
    case 'unanswered':
      return `The card provider has not answered for statement ${number} yet; it is checked again shortly.`;
    default:
      return `Statement ${number} is being charged.`;
  }
}

function sendDownload(reply: FastifyReply, type: string, fileName: string, body: string | Buffer) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('download-filename', encodeURIComponent(fileName))
    .header('cache-control', 'no-store')
    .send(body);
}

export async function billingRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db, cardProvider } = context;
  const deps = { db, cardProvider };
  const brands = { userTypes: [BRAND] };
  // Owners and managers change the card; staff read.
  const cardWriters = { userTypes: [BRAND], permissions: { [BRAND]: CompanyRole.manager } };
  // Statements: every role of a brand reads its own; admins need the Amount list's permission (2).
  const statementReaders = { userTypes: [BRAND, ADMIN], permissions: { [ADMIN]: AdminRole.finance } };
  const admins = { userTypes: [ADMIN], permissions: { [ADMIN]: AdminRole.finance } };
  const detailResponse = { 200: envelope(statementDetail) };

  app.get(
    '/api/billing/cards',
    {
      config: brands,
      schema: {
        summary: "The brand's cards on file",
        response: { 200: envelope(z.array(paymentMethodRow)) },
      },
    },
    async (request) => ok(await listCards(db, viewerOf(request).companyId)),
  );

  app.post(
    '/api/billing/cards/setup',
    {
      config: cardWriters,
      schema: {
        summary: "Start saving a card: the card provider's form to send the browser to",
        response: { 200: envelope(cardSetupStart) },
      },
    },
    async (request) =>
      ok(await startCardSetup(cardProvider, viewerOf(request).companyId, context.consoleUrl)),
  );

  app.post(
    '/api/billing/cards/complete',
    {
      config: cardWriters,
      schema: {
        summary:
          'Store the card a completed set-up saved, as the default; unpaid statements are charged again',
        body: cardSetupCompleteBody,
        response: { 200: envelope(cardSetupResult) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const card = await completeCardSetup(db, cardProvider, viewer, request.body.setupIntentId);
      const retriedStatements = await retryUnpaidStatements(deps, viewer.companyId);
      const retried = retriedStatements
        ? ` ${retriedStatements === 1 ? 'An unpaid statement was' : `${retriedStatements} unpaid statements were`} charged to it.`
        : '';
      return ok({ card, retriedStatements }, `Card saved as the default.${retried}`);
    },
  );

  app.post(
    '/api/billing/cards/:id/default',
    {
      config: cardWriters,
      schema: { params: paymentMethodIdParams, response: { 200: envelope(z.array(paymentMethodRow)) } },
    },
    async (request) =>
      ok(await setDefaultCard(db, viewerOf(request).companyId, request.params.id), 'Default card changed.'),
  );

  app.delete(
    '/api/billing/cards/:id',
    {
      config: cardWriters,
      schema: { params: paymentMethodIdParams, response: { 200: envelope(z.array(paymentMethodRow)) } },
    },
    async (request) => {
      const { cards, message } = await removeCard(db, viewerOf(request).companyId, request.params.id);
      return ok(cards, message);
    },
  );

  app.get(
    '/api/billing/summary',
    {
      config: brands,
      schema: {
        summary: 'What the brand owes that is on no statement yet, and its unpaid statements',
        response: { 200: envelope(billingSummarySchema) },
      },
    },
    async (request) => ok(await billingSummary(db, viewerOf(request).companyId)),
  );

  app.get(
    '/api/statements',
    {
      config: statementReaders,
      schema: {
        summary: "Brand statements, newest first: a brand's own, or every brand's for an admin",
        querystring: statementListQuery,
        response: { 200: envelope(statementPage) },
      },
    },
    async (request) => ok(await listStatements(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/statements/:id',
    {
      config: statementReaders,
      schema: { params: statementIdParams, response: detailResponse },
    },
    async (request) => ok(await getStatement(db, viewerOf(request), request.params.id)),
  );

  app.get(
    '/api/statements/:id/csv',
    {
      config: statementReaders,
      schema: { summary: 'A statement as CSV', params: statementIdParams, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const statement = await getStatement(db, viewerOf(request), request.params.id);
      return sendDownload(
        reply,
        'text/csv; charset=utf-8',
        statementFileName(statement, 'csv'),
        statementCsv(statement),
      );
    },
  );

  app.get(
    '/api/statements/:id/pdf',
    {
      config: statementReaders,
      schema: { summary: 'A statement as PDF', params: statementIdParams, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const statement = await getStatement(db, viewerOf(request), request.params.id);
      return sendDownload(
        reply,
        'application/pdf',
        statementFileName(statement, 'pdf'),
        await statementPdf(statement),
      );
    },
  );

  app.get(
    '/api/admin/statements/preview',
    {
      config: admins,
      schema: {
        summary: 'What "Issue now" would bill a brand',
        querystring: statementPreviewQuery,
        response: { 200: envelope(statementPreviewSchema) },
      },
    },
    async (request) => ok(await statementPreview(db, request.query.brandId)),
  );

  app.post(
    '/api/admin/statements/issue',
    {
      config: { ...admins, idempotent: true },
      schema: {
        summary: 'Issue a brand a statement now for what it owes so far, and charge it',
        body: statementIssueBody,
        response: detailResponse,
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const now = new Date();
      const id = await issueStatementNow(db, request.body.brandId, viewer.userId, now);
      const result = await chargeStatement(deps, id, now, { force: true });
      const statement = await getStatement(db, viewer, id);
      return ok(statement, chargeMessage(statement.number, result, statement.lastFailure));
    },
  );

  app.post(
    '/api/admin/statements/:id/retry',
    {
      config: { ...admins, idempotent: true },
      schema: {
        summary: "Charge an unpaid statement again now, to the brand's default card",
        params: statementIdParams,
        response: detailResponse,
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const result = await retryStatementNow(deps, request.params.id);
      const statement = await getStatement(db, viewer, request.params.id);
      return ok(statement, chargeMessage(statement.number, result, statement.lastFailure));
    },
  );
}
