// The Live Data Program's routes (issue 17). Retailers: the program page, enrolment and consent per brand,
// pause / resume / revoke (owners), CSV templates, uploads and JSON rows (owners and managers; JSON rows also
// with an API key of scope live_data:write), an import's refused rows. Brands: what their dealers share.
import {
  envelope,
  LIVE_DATA_COLUMNS,
  liveDataBrandView,
  liveDataCsvBody,
  liveDataEnrolBody,
  liveDataEnrolment,
  liveDataIdParams,
  liveDataImportDetail,
  liveDataOverview,
  liveDataReasonBody,
  liveDataRowsBody,
  liveDataScopeParams,
} from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { CompanyRole } from '../../auth/roles.ts';
import { UserType } from '../warranty/scope.ts';
import { brandView } from './brandView.ts';
import { changeEnrolment, enrol, overview } from './enrolments.ts';
import { importDetail, importRows, rowsOfApi, rowsOfCsv } from './imports.ts';
import { templateCsv } from './template.ts';

const retailers = { userTypes: [UserType.retailer] };
/** Consent is the company's to give: its owner. */
const owners = { ...retailers, permissions: { [UserType.retailer]: CompanyRole.owner } };
/** Sending data: owners and managers. */
const senders = { ...retailers, permissions: { [UserType.retailer]: CompanyRole.manager } };

export async function liveDataRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;

  app.get(
    '/api/live-data',
    {
      config: retailers,
      schema: {
        summary:
          'The program page: terms, the brands dealt for and their enrolments, totals and recent imports',
        response: { 200: envelope(liveDataOverview) },
      },
    },
    async (request) => ok(await overview(db, viewerOf(request))),
  );

  app.post(
    '/api/live-data/enrolments',
    {
      config: owners,
      schema: {
        summary:
          'Enrol with a brand dealt for, or change its consent: the scopes shared, under the current terms',
        description:
          'Unticked scopes stop being shared and their data is deleted. A revoked enrolment is enrolled afresh.',
        body: liveDataEnrolBody,
        response: { 200: envelope(liveDataEnrolment) },
      },
    },
    async (request) => ok(await enrol(db, viewerOf(request), request.body), 'Consent saved.'),
  );

  const actions = [
    [
      'pause',
      'Pause sharing: new rows for the brand are refused; what was shared stays visible',
      'Sharing paused.',
    ],
    ['resume', 'Resume a paused enrolment', 'Sharing resumed.'],
    [
      'revoke',
      'Revoke the enrolment: the brand sees nothing more, the shared data is deleted',
      'Enrolment revoked.',
    ],
  ] as const;
  for (const [action, summary, message] of actions) {
    app.post(
      `/api/live-data/enrolments/:id/${action}`,
      {
        config: owners,
        schema: {
          summary,
          params: liveDataIdParams,
          body: liveDataReasonBody,
          response: { 200: envelope(liveDataEnrolment) },
        },
      },
      async (request) =>
        ok(
          await changeEnrolment(
            db,
            viewerOf(request),
            request.params.id,
            action,
            request.body.reason ?? null,
          ),
          message,
        ),
    );
  }

  app.get(
    '/api/live-data/templates/:scope',
    {
      config: retailers,
      schema: {
        summary: "A scope's CSV template: its columns and an example line",
        description: `Columns — inventory: ${LIVE_DATA_COLUMNS.inventory.join(', ')}; sales and service: ${LIVE_DATA_COLUMNS.sales.join(', ')}. \`shop\` is a shop's id or name, \`sku\` a model of a brand you deal for (\`brand\` only when several of your brands have the SKU), \`date\` YYYY-MM-DD.`,
        params: liveDataScopeParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="live-data-${request.params.scope}-template.csv"`,
        )
        .send(await templateCsv(db, viewerOf(request), request.params.scope)),
  );

  app.post(
    '/api/live-data/imports/csv',
    {
      config: senders,
      schema: {
        summary:
          "Upload a scope's CSV: good rows are stored, bad rows refused with their line, field and why",
        body: liveDataCsvBody,
        response: { 200: envelope(liveDataImportDetail) },
      },
    },
    async (request) => {
      const { scope, fileName, content } = request.body;
      const detail = await importRows(db, viewerOf(request), scope, rowsOfCsv(scope, content), {
        source: 'csv',
        fileName,
      });
      return ok(detail, importMessage(detail.rowsAccepted, detail.rowsRefused));
    },
  );

  app.post(
    '/api/live-data/imports',
    {
      // Idempotent: an integration's retry after a timeout must not count the same sales twice.
      config: { ...senders, apiKey: 'live_data:write', idempotent: true },
      schema: {
        summary:
          'Send rows of a scope as JSON (an integration; Idempotency-Key required): the same checks as a CSV line, row by row',
        description:
          'Each row has the CSV columns as fields; a refused row is answered with its position (from 1), field and message.',
        body: liveDataRowsBody,
        response: { 200: envelope(liveDataImportDetail) },
      },
    },
    async (request) => {
      const { scope, rows } = request.body;
      const detail = await importRows(db, viewerOf(request), scope, rowsOfApi(rows), {
        source: 'api',
        fileName: null,
      });
      return ok(detail, importMessage(detail.rowsAccepted, detail.rowsRefused));
    },
  );

  app.get(
    '/api/live-data/imports/:id',
    {
      config: retailers,
      schema: {
        summary: 'One import with its refused rows',
        params: liveDataIdParams,
        response: { 200: envelope(liveDataImportDetail) },
      },
    },
    async (request) => ok(await importDetail(db, viewerOf(request), request.params.id)),
  );

  app.get(
    '/api/live-data/dealers',
    {
      config: { userTypes: [UserType.brand] },
      schema: {
        summary: "What the brand's enrolled dealers share: stock, sales and service of its models per dealer",
        response: { 200: envelope(liveDataBrandView) },
      },
    },
    async (request) => ok(await brandView(db, viewerOf(request))),
  );
}

function importMessage(accepted: number, refused: number): string {
  const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`;
  return refused ? `${rows(accepted)} accepted, ${rows(refused)} refused.` : `${rows(accepted)} accepted.`;
}
