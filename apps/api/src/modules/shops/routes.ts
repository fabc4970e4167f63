import {
  envelope,
  shopBody,
  shopDeactivateBody,
  shopDeactivationImpact,
  shopDetail,
  shopIdParams,
  shopListQuery,
  shopOption,
  shopPage,
} from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok, sendError } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { AdminRole, CompanyRole } from '../../auth/roles.ts';
import {
  deactivateShop,
  deactivationImpact,
  reactivateShop,
  UnconfirmedDeactivation,
} from './deactivation.ts';
import { shopsCsv } from './exportCsv.ts';
import { getShop, listShops, shopOptions } from './queries.ts';
import { ShopViewer } from './scope.ts';
import { createShop, updateShop } from './write.ts';

/** Retailers (their own shops) and admins (every company's) read shops; brands have none here. */
const readers = { userTypes: [ShopViewer.retailer, ShopViewer.admin] };
/** The retailer's owner or a manager adds and edits its shops. */
const editors = {
  userTypes: [ShopViewer.retailer],
  permissions: { [ShopViewer.retailer]: CompanyRole.manager },
};
/** Those, and a super admin or finance admin, deactivate and reactivate one. */
const statusChangers = {
  userTypes: [ShopViewer.retailer, ShopViewer.admin],
  permissions: { [ShopViewer.retailer]: CompanyRole.manager, [ShopViewer.admin]: AdminRole.finance },
};

export async function shopRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;

  app.get(
    '/api/shops',
    {
      config: readers,
      schema: {
        summary: "Shops: a retailer's own, every company's for an admin (search, status, company, state)",
        querystring: shopListQuery,
        response: { 200: envelope(shopPage) },
      },
    },
    async (request) => ok(await listShops(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/shops/export.csv',
    {
      config: readers,
      schema: {
        summary: 'The shops list as CSV: the same filters and order, every matching row',
        querystring: shopListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="shops.csv"')
        .send(shopsCsv(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/shops/options',
    {
      config: { userTypes: [ShopViewer.retailer] },
      schema: {
        summary: "The retailer's shops to choose from (forms, filters): id, name, status",
        response: { 200: envelope(z.array(shopOption)) },
      },
    },
    async (request) => ok(await shopOptions(db, viewerOf(request))),
  );

  app.post(
    '/api/shops',
    {
      config: editors,
      schema: {
        summary: 'Add a shop with its weekly hours and dated exceptions',
        body: shopBody,
        response: { 200: envelope(shopDetail) },
      },
    },
    async (request) => ok(await createShop(db, viewerOf(request), request.body), 'Shop added.'),
  );

  app.get(
    '/api/shops/:id',
    {
      config: readers,
      schema: {
        summary: 'A shop: address, hours, exceptions from today on, its employees and services',
        params: shopIdParams,
        response: { 200: envelope(shopDetail) },
      },
    },
    async (request) => ok(await getShop(db, viewerOf(request), request.params.id)),
  );

  app.put(
    '/api/shops/:id',
    {
      config: editors,
      schema: {
        summary: 'Save a shop; its week and its exceptions from today on are replaced as a whole',
        params: shopIdParams,
        body: shopBody,
        response: { 200: envelope(shopDetail) },
      },
    },
    async (request) =>
      ok(await updateShop(db, viewerOf(request), request.params.id, request.body), 'Shop saved.'),
  );

  app.get(
    '/api/shops/:id/deactivation-impact',
    {
      config: readers,
      schema: {
        summary:
          'What deactivating the shop would affect: services and employees only there, future bookings',
        params: shopIdParams,
        response: { 200: envelope(shopDeactivationImpact) },
      },
    },
    async (request) => ok(await deactivationImpact(db, viewerOf(request), request.params.id)),
  );

  app.post(
    '/api/shops/:id/deactivate',
    {
      config: statusChangers,
      schema: {
        summary:
          'Deactivate a shop; when something is affected, only with confirm: true (409 with the impact otherwise)',
        params: shopIdParams,
        body: shopDeactivateBody,
        response: { 200: envelope(shopDetail) },
      },
    },
    async (request, reply) => {
      try {
        const shop = await deactivateShop(db, viewerOf(request), request.params.id, {
          confirm: request.body.confirm === true,
          ip: request.ip,
        });
        return ok(shop, 'Shop deactivated.');
      } catch (error) {
        if (!(error instanceof UnconfirmedDeactivation)) throw error;
        return sendError(reply, 409, error.message, { error: error.error, impact: error.impact });
      }
    },
  );

  app.post(
    '/api/shops/:id/reactivate',
    {
      config: statusChangers,
      schema: {
        summary: 'Reactivate a shop',
        params: shopIdParams,
        response: { 200: envelope(shopDetail) },
      },
    },
    async (request) =>
      ok(await reactivateShop(db, viewerOf(request), request.params.id, request.ip), 'Shop reactivated.'),
  );
}
