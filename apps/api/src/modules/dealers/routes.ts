import {
  brandDealingQuery,
  brandDealingRow,
  dealerAcceptBody,
  dealerBrandParams,
  dealerCandidate,
  dealerCandidateQuery,
  dealerInviteBody,
  dealerListQuery,
  dealerReasonBody,
  dealerRelationParams,
  dealerRetailerParams,
  dealerRow,
  dealerStatusChange,
  envelope,
  pageOf,
} from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { CompanyRole } from '../../auth/roles.ts';
import { UserType } from '../warranty/scope.ts';
import { changeRelation } from './actions.ts';
import { brandDealingOf, listBrandDealings } from './brandList.ts';
import { dealerCandidates } from './candidates.ts';
import { dealersCsv } from './exportCsv.ts';
import { dealerHistory } from './history.ts';
import { dealerRowOf, listDealers } from './retailerList.ts';
import type { DealerAction } from './transitions.ts';

/** What each action says once done. */
const DONE: Record<DealerAction, string> = {
  invite: 'Invitation sent.',
  request: 'Request sent.',
  accept: 'Dealership accepted.',
  decline: 'Declined.',
  withdraw: 'Withdrawn.',
  suspend: 'Dealership suspended.',
  reactivate: 'Dealership reactivated.',
  terminate: 'Dealership terminated.',
};

// The reason is optional: an action may be sent without a body.
const reasonBody = dealerReasonBody.optional();

export async function dealerRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const brandReaders = { userTypes: [UserType.brand, UserType.admin] };
  // Owners and managers act for their company; staff read (spec §6 rule on the server).
  const brandActors = {
    userTypes: [UserType.brand],
    permissions: { [UserType.brand]: CompanyRole.manager },
  };
  const retailerActors = {
    userTypes: [UserType.retailer],
    permissions: { [UserType.retailer]: CompanyRole.manager },
  };

  app.get(
    '/api/dealers/retailers',
    {
      config: brandReaders,
      schema: {
        summary: "A brand's retailers: every relation with its status, shops and open claims (admins: all)",
        querystring: dealerListQuery,
        response: { 200: envelope(pageOf(dealerRow)) },
      },
    },
    async (request) => ok(await listDealers(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/dealers/retailers/export.csv',
    {
      config: brandReaders,
      schema: {
        summary: 'The retailers list as CSV: the same filters and order, every matching row',
        querystring: dealerListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = dealersCsv(db, viewerOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="retailers.csv"')
        .send(csv);
    },
  );

  app.get(
    '/api/dealers/candidates',
    {
      config: brandActors,
      schema: {
        summary: 'Active retailers the brand may invite (no active, invited or suspended relation)',
        querystring: dealerCandidateQuery,
        response: { 200: envelope(z.array(dealerCandidate)) },
      },
    },
    async (request) => ok(await dealerCandidates(db, viewerOf(request).companyId, request.query.q)),
  );

  app.post(
    '/api/dealers/invitations',
    {
      config: brandActors,
      schema: {
        summary: 'Invite a retailer to become a dealer (again, after a decline or a termination)',
        body: dealerInviteBody,
        response: { 200: envelope(dealerRow) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { retailerId, dealerNumber } = request.body;
      await changeRelation(context, viewer, {
        action: 'invite',
        brandId: viewer.companyId,
        retailerId,
        dealerNumber,
      });
      return ok(await dealerRowOf(db, viewer.companyId, retailerId), DONE.invite);
    },
  );

  app.post(
    '/api/dealers/retailers/:retailerId/accept',
    {
      config: brandActors,
      schema: {
        summary: "Accept a retailer's request to become a dealer, giving it a dealer number",
        params: dealerRetailerParams,
        body: dealerAcceptBody.optional(),
        response: { 200: envelope(dealerRow) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { retailerId } = request.params;
      const { dealerNumber, reason } = request.body ?? {};
      await changeRelation(context, viewer, {
        action: 'accept',
        brandId: viewer.companyId,
        retailerId,
        dealerNumber,
        reason,
      });
      return ok(await dealerRowOf(db, viewer.companyId, retailerId), DONE.accept);
    },
  );

  for (const action of ['decline', 'withdraw', 'suspend', 'reactivate', 'terminate'] as const) {
    app.post(
      `/api/dealers/retailers/:retailerId/${action}`,
      {
        config: brandActors,
        schema: {
          summary: `The brand: ${action} the dealership (an optional reason goes into its history)`,
          params: dealerRetailerParams,
          body: reasonBody,
          response: { 200: envelope(dealerRow) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { retailerId } = request.params;
        const reason = request.body?.reason;
        await changeRelation(context, viewer, { action, brandId: viewer.companyId, retailerId, reason });
        return ok(await dealerRowOf(db, viewer.companyId, retailerId), DONE[action]);
      },
    );
  }

  app.get(
    '/api/dealers/brands',
    {
      config: { userTypes: [UserType.retailer] },
      schema: {
        summary: "The active brands on the platform, each with the retailer's own relation to it",
        querystring: brandDealingQuery,
        response: { 200: envelope(pageOf(brandDealingRow)) },
      },
    },
    async (request) => ok(await listBrandDealings(db, viewerOf(request).companyId, request.query)),
  );

  for (const action of ['request', 'accept', 'decline', 'withdraw'] as const) {
    app.post(
      `/api/dealers/brands/:brandId/${action}`,
      {
        config: retailerActors,
        schema: {
          summary: `The retailer: ${action} a dealership with the brand (an optional reason goes into its history)`,
          params: dealerBrandParams,
          body: reasonBody,
          response: { 200: envelope(brandDealingRow) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { brandId } = request.params;
        const reason = request.body?.reason;
        await changeRelation(context, viewer, { action, brandId, retailerId: viewer.companyId, reason });
        return ok(await brandDealingOf(db, viewer.companyId, brandId), DONE[action]);
      },
    );
  }

  app.get(
    '/api/dealers/relations/:brandId/:retailerId/history',
    {
      schema: {
        summary: "A dealership's status history (its brand, its retailer, admins)",
        params: dealerRelationParams,
        response: { 200: envelope(z.array(dealerStatusChange)) },
      },
    },
    async (request) =>
      ok(await dealerHistory(db, viewerOf(request), request.params.brandId, request.params.retailerId)),
  );
}
