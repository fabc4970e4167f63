import {
  amountListQuery,
  amountPage,
  envelope,
  onboardingStepBody,
  payoutCancelBody,
  payoutDetail,
  payoutIdParams,
  payoutListQuery,
  payoutPage,
  payoutRunBody,
  payoutRunPreview,
  payoutRunPreviewBody,
  payoutRunResult,
  payoutSetup as payoutSetupSchema,
} from '@console/contract';
import type { ApiApp, AppContext } from '../../../app/context.ts';
import { ok } from '../../../app/envelope.ts';
import { IDEMPOTENCY_HEADER } from '../../../app/idempotency.ts';
import { viewerOf } from '../../../auth/plugin.ts';
import { AdminRole, CompanyRole } from '../../../auth/roles.ts';
import { CompanyType } from '../../../db/schema.ts';
import { amountsCsv, listAmounts } from './amounts.ts';
import { queuePayoutSubmit } from './jobs.ts';
import { cancelPayout } from './lifecycle.ts';
import { getPayout, listPayouts, payoutsCsv } from './queries.ts';
import { confirmPayoutRun, previewPayoutRun } from './runs.ts';
import { payoutSetup, startPayoutSetup, submitOnboardingStep } from './setup.ts';

export async function payoutRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db, payouts } = context;
  const companies = { userTypes: [CompanyType.brand, CompanyType.retailer] };
  const owners = {
    ...companies,
    permissions: { [CompanyType.brand]: CompanyRole.owner, [CompanyType.retailer]: CompanyRole.owner },
  };
  // The Amount list's permission number (spec §2): super admins and finance admins.
  const finance = {
    userTypes: [CompanyType.platform],
    permissions: { [CompanyType.platform]: AdminRole.finance },
  };
  const csv = (filename: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
  });

  app.get(
    '/api/payouts/setup',
    {
      config: companies,
      schema: {
        summary: "The company's payout set-up, its balances and what stands before its next payout",
        response: { 200: envelope(payoutSetupSchema) },
      },
    },
    async (request) => ok(await payoutSetup(db, viewerOf(request).companyId)),
  );

  app.post(
    '/api/payouts/setup/start',
    {
      config: owners,
      schema: {
        summary: "Opens the company's account at the payout provider (owners; once, whatever repeats)",
        response: { 200: envelope(payoutSetupSchema) },
      },
    },
    async (request) =>
      ok(await startPayoutSetup(db, payouts.provider, viewerOf(request)), 'Payout set-up started.'),
  );

  app.post(
    '/api/payouts/setup/requirement',
    {
      config: owners,
      schema: {
        summary: 'Completes one onboarding requirement at the provider (owners)',
        body: onboardingStepBody,
        response: { 200: envelope(payoutSetupSchema) },
      },
    },
    async (request) =>
      ok(await submitOnboardingStep(db, payouts.provider, viewerOf(request), request.body), 'Saved.'),
  );

  app.get(
    '/api/payouts',
    {
      schema: {
        summary: "Payouts, newest first (brand, retailer: its own; admin: all, or one company's)",
        querystring: payoutListQuery,
        response: { 200: envelope(payoutPage) },
      },
    },
    async (request) => ok(await listPayouts(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/payouts/export',
    {
      schema: {
        summary: 'The payouts list as CSV: the same filters and order, every matching row',
        querystring: payoutListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply.headers(csv('payouts.csv')).send(payoutsCsv(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/payouts/:id',
    {
      schema: {
        summary: 'One payout with its status history (its transactions: /api/transactions?payoutId=)',
        params: payoutIdParams,
        response: { 200: envelope(payoutDetail) },
      },
    },
    async (request) => ok(await getPayout(db, viewerOf(request), request.params.id)),
  );

  app.post(
    '/api/admin/payouts/:id/cancel',
    {
      config: finance,
      schema: {
        summary: 'Cancels a payout not yet sent to the provider: its money goes back to available',
        params: payoutIdParams,
        body: payoutCancelBody,
        response: { 200: envelope(payoutDetail) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const canceled = await cancelPayout(db, viewer, request.params.id, request.body.reason);
      return ok(await getPayout(db, viewer, canceled.id), `Payout ${canceled.number} canceled.`);
    },
  );

  app.get(
    '/api/admin/amounts',
    {
      config: finance,
      schema: {
        summary: "Every brand's and retailer's balances, payout set-up and last payout",
        querystring: amountListQuery,
        response: { 200: envelope(amountPage) },
      },
    },
    async (request) => ok(await listAmounts(db, request.query)),
  );

  app.get(
    '/api/admin/amounts/export',
    {
      config: finance,
      schema: {
        summary: 'The Amount list as CSV: the same filters and order, every matching row',
        querystring: amountListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => reply.headers(csv('amounts.csv')).send(amountsCsv(db, request.query)),
  );

  app.post(
    '/api/admin/payoutRuns/preview',
    {
      config: finance,
      schema: {
        summary: 'Who a payout run would pay what, who it skips and why, and the preview token to confirm it',
        body: payoutRunPreviewBody,
        response: { 200: envelope(payoutRunPreview) },
      },
    },
    async (request) => ok(await previewPayoutRun(db, request.body)),
  );

  app.post(
    '/api/admin/payoutRuns',
    {
      config: { ...finance, idempotent: true },
      schema: {
        summary: 'Creates the previewed payouts (409 if balances moved since the preview)',
        body: payoutRunBody,
        response: { 200: envelope(payoutRunResult) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { result, pending } = await confirmPayoutRun(db, {
        userId: viewer.userId,
        key: String(request.headers[IDEMPOTENCY_HEADER]),
        body: request.body,
        provider: payouts.provider.name,
      });
      for (const payout of pending) await queuePayoutSubmit(context, payout.id);
      const count = result.payouts.length;
      return ok(result, `${count} ${count === 1 ? 'payout' : 'payouts'} queued.`);
    },
  );
}
