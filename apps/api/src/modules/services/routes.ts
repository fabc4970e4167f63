import {
  envelope,
  serviceIdParams,
  serviceListQuery,
  serviceMenuItem,
  serviceMenuItemBody,
  serviceMenuPage,
} from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { CompanyRole } from '../../auth/roles.ts';
import { CompanyType } from '../../db/schema.ts';
import { servicesCsv } from './exportCsv.ts';
import { getService, listServices } from './queries.ts';
import { createService, setServiceActive, updateService } from './write.ts';

/** The service menu is a retailer's: anyone of the company reads it. */
const readers = { userTypes: [CompanyType.retailer] };
/** Its owner or a manager changes it. */
const editors = { ...readers, permissions: { [CompanyType.retailer]: CompanyRole.manager } };

export async function serviceRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;

  app.get(
    '/api/services',
    {
      config: readers,
      schema: {
        summary: "The retailer's service menu (search, category, shop, status)",
        querystring: serviceListQuery,
        response: { 200: envelope(serviceMenuPage) },
      },
    },
    async (request) => ok(await listServices(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/services/export.csv',
    {
      config: readers,
      schema: {
        summary: 'The service menu as CSV: the same filters and order, every matching row',
        querystring: serviceListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="services.csv"')
        .send(servicesCsv(db, viewerOf(request), request.query)),
  );

  app.post(
    '/api/services',
    {
      config: editors,
      schema: {
        summary: 'Add a service to the menu, offered at some of the company’s shops',
        body: serviceMenuItemBody,
        response: { 200: envelope(serviceMenuItem) },
      },
    },
    async (request) => ok(await createService(db, viewerOf(request), request.body), 'Service added.'),
  );

  app.get(
    '/api/services/:id',
    {
      config: readers,
      schema: { params: serviceIdParams, response: { 200: envelope(serviceMenuItem) } },
    },
    async (request) => ok(await getService(db, viewerOf(request), request.params.id)),
  );

  app.put(
    '/api/services/:id',
    {
      config: editors,
      schema: {
        summary: 'Save a service; the shops that offer it are replaced as a whole',
        params: serviceIdParams,
        body: serviceMenuItemBody,
        response: { 200: envelope(serviceMenuItem) },
      },
    },
    async (request) =>
      ok(await updateService(db, viewerOf(request), request.params.id, request.body), 'Service saved.'),
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const)
    app.post(
      `/api/services/:id/${action}`,
      {
        config: editors,
        schema: {
          summary: active ? 'Put a service back on the menu' : 'Take a service off the menu',
          params: serviceIdParams,
          response: { 200: envelope(serviceMenuItem) },
        },
      },
      async (request) =>
        ok(
          await setServiceActive(db, viewerOf(request), request.params.id, active),
          active ? 'Service activated.' : 'Service deactivated.',
        ),
    );
}
