import {
  claimApproveBody,
  claimAttachmentParams,
  claimConfigQuery,
  claimDetail,
  claimIdParams,
  claimListQuery,
  claimNoteBody,
  claimOptionalNoteBody,
  claimRejectBody,
  claimResubmitBody,
  claimRow,
  claimSubmitBody,
  compensationRule,
  compensationRuleCreateBody,
  compensationRuleVersionBody,
  envelope,
  fulfillmentType,
  fulfillmentTypeCreateBody,
  fulfillmentTypeUpdateBody,
  pageOf,
} from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { CompanyRole } from '../../auth/roles.ts';
import { readFileBytes, sendFile } from '../files/service.ts';
import { UserType } from '../warranty/scope.ts';
import { attachmentFile } from './attachments.ts';
import { createRule, createRuleVersion, getRule, listRules } from './compensationRules.ts';
import {
  approveClaim,
  cancelClaim,
  rejectClaim,
  reopenClaim,
  requestClaimInfo,
  resubmitClaim,
  reviewClaim,
} from './decisions.ts';
import { claimsCsv } from './exportCsv.ts';
import { createFulfillmentType, listFulfillmentTypes, updateFulfillmentType } from './fulfillmentTypes.ts';
import { getClaim, listClaims } from './queries.ts';
import { submitClaim } from './submit.ts';

export async function claimRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const configWriters = { userTypes: [UserType.brand, UserType.admin] };
  const reviewers = { userTypes: [UserType.brand, UserType.admin] };
  const claimDetailResponse = { 200: envelope(claimDetail) };
  // Warranty Compensation has the sub-permission 1 for brands (spec §2): their owners only.
  const brandOwners = { permissions: { [UserType.brand]: CompanyRole.owner } };
  const ruleWriters = { ...configWriters, ...brandOwners };

  app.get(
    '/api/fulfillmentTypes',
    {
      schema: {
        summary: 'Fulfillment types: the platform defaults and the brands’ own the viewer reads',
        querystring: claimConfigQuery,
        response: { 200: envelope(pageOf(fulfillmentType)) },
      },
    },
    async (request) => ok(await listFulfillmentTypes(db, viewerOf(request), request.query)),
  );

  app.post(
    '/api/fulfillmentTypes',
    {
      config: configWriters,
      schema: { body: fulfillmentTypeCreateBody, response: { 200: envelope(fulfillmentType) } },
    },
    async (request) =>
      ok(await createFulfillmentType(db, viewerOf(request), request.body), 'Fulfillment type added.'),
  );

  app.put(
    '/api/fulfillmentTypes/:id',
    {
      config: configWriters,
      schema: {
        params: claimIdParams,
        body: fulfillmentTypeUpdateBody,
        response: { 200: envelope(fulfillmentType) },
      },
    },
    async (request) =>
      ok(await updateFulfillmentType(db, viewerOf(request), request.params.id, request.body), 'Saved.'),
  );

  app.get(
    '/api/compensationRules',
    {
      config: brandOwners,
      schema: {
        summary: 'Compensation rules, every version, with the same visibility as fulfillment types',
        querystring: claimConfigQuery,
        response: { 200: envelope(pageOf(compensationRule)) },
      },
    },
    async (request) => ok(await listRules(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/compensationRules/:id',
    { config: brandOwners, schema: { params: claimIdParams, response: { 200: envelope(compensationRule) } } },
    async (request) => ok(await getRule(db, viewerOf(request), request.params.id)),
  );

  app.post(
    '/api/compensationRules',
    {
      config: ruleWriters,
      schema: { body: compensationRuleCreateBody, response: { 200: envelope(compensationRule) } },
    },
    async (request) => ok(await createRule(db, viewerOf(request), request.body), 'Compensation rule added.'),
  );

  app.post(
    '/api/compensationRules/:id/versions',
    {
      config: ruleWriters,
      schema: {
        summary: 'Change a rule: a new version from a date; the old one is retired, never edited',
        params: claimIdParams,
        body: compensationRuleVersionBody,
        response: { 200: envelope(compensationRule) },
      },
    },
    async (request) =>
      ok(
        await createRuleVersion(db, viewerOf(request), request.params.id, request.body),
        'New version saved.',
      ),
  );

  app.post(
    '/api/claims',
    {
      config: { userTypes: [UserType.retailer], idempotent: true },
      schema: {
        summary: 'Submit a claim on a unit the retailer sold (covered on the failure date)',
        body: claimSubmitBody,
        response: claimDetailResponse,
      },
    },
    async (request) => ok(await submitClaim(db, viewerOf(request), request.body), 'Claim submitted.'),
  );

  app.get(
    '/api/claims',
    {
      schema: {
        summary: 'Claims the viewer sees (brand: its brand’s; retailer: its own; admin: all)',
        querystring: claimListQuery,
        response: { 200: envelope(pageOf(claimRow)) },
      },
    },
    async (request) => ok(await listClaims(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/claims/export.csv',
    {
      schema: {
        summary: 'The claims list as CSV: the same filters and order, every matching row',
        querystring: claimListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="claims.csv"')
        .send(claimsCsv(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/claims/:id',
    { schema: { params: claimIdParams, response: claimDetailResponse } },
    async (request) => ok(await getClaim(db, viewerOf(request), request.params.id)),
  );

  app.get(
    '/api/claims/:id/attachments/:fileName',
    {
      schema: {
        summary: 'One attachment of a claim the viewer sees (the retailer’s upload, read by the brand too)',
        params: claimAttachmentParams,
      },
    },
    async (request, reply) => {
      const file = await attachmentFile(db, viewerOf(request), request.params.id, request.params.fileName);
      const bytes = await readFileBytes(context, file, request.log, (reason) =>
        request.log.warn({ fileName: file.fileName, reason }, 'claim attachment refused'),
      );
      return sendFile(reply, file, bytes);
    },
  );

  app.post(
    '/api/claims/:id/review',
    { config: reviewers, schema: { params: claimIdParams, response: claimDetailResponse } },
    async (request) => ok(await reviewClaim(db, viewerOf(request), request.params.id), 'Under review.'),
  );

  app.post(
    '/api/claims/:id/request-info',
    {
      config: reviewers,
      schema: { params: claimIdParams, body: claimNoteBody, response: claimDetailResponse },
    },
    async (request) =>
      ok(await requestClaimInfo(db, viewerOf(request), request.params.id, request.body.note), 'Sent back.'),
  );

  app.post(
    '/api/claims/:id/resubmit',
    {
      config: { userTypes: [UserType.retailer] },
      schema: { params: claimIdParams, body: claimResubmitBody, response: claimDetailResponse },
    },
    async (request) =>
      ok(await resubmitClaim(db, viewerOf(request), request.params.id, request.body), 'Resubmitted.'),
  );

  app.post(
    '/api/claims/:id/approve',
    {
      config: { ...reviewers, idempotent: true },
      schema: { params: claimIdParams, body: claimApproveBody, response: claimDetailResponse },
    },
    async (request) =>
      ok(await approveClaim(db, viewerOf(request), request.params.id, request.body), 'Claim approved.'),
  );

  app.post(
    '/api/claims/:id/reject',
    {
      config: reviewers,
      schema: { params: claimIdParams, body: claimRejectBody, response: claimDetailResponse },
    },
    async (request) =>
      ok(await rejectClaim(db, viewerOf(request), request.params.id, request.body), 'Claim rejected.'),
  );

  app.post(
    '/api/claims/:id/reopen',
    {
      config: { userTypes: [UserType.admin] },
      schema: {
        summary: 'Reopen a rejected claim for a new review (admin; the reason is recorded)',
        params: claimIdParams,
        body: claimNoteBody,
        response: claimDetailResponse,
      },
    },
    async (request) =>
      ok(await reopenClaim(db, viewerOf(request), request.params.id, request.body.note), 'Claim reopened.'),
  );

  app.post(
    '/api/claims/:id/cancel',
    {
      config: { userTypes: [UserType.retailer, UserType.admin] },
      schema: { params: claimIdParams, body: claimOptionalNoteBody, response: claimDetailResponse },
    },
    async (request) =>
      ok(await cancelClaim(db, viewerOf(request), request.params.id, request.body.note), 'Claim cancelled.'),
  );
}
