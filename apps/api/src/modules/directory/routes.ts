import { directoryBrandRow, directoryQuery, directoryRetailerRow, envelope, pageOf } from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { listBrands, listRetailers } from './queries.ts';

/** Token-free pages anyone can load: limited per client address. */
const publicList = { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function directoryRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;

  app.get(
    '/api/public/brands',
    {
      config: publicList,
      schema: {
        summary:
          'Active brands on the platform (public facts only), by name; q searches names, state filters',
        querystring: directoryQuery,
        response: { 200: envelope(pageOf(directoryBrandRow)) },
      },
    },
    async (request) => ok(await listBrands(db, request.query)),
  );

  app.get(
    '/api/public/retailers',
    {
      config: publicList,
      schema: {
        summary: 'Active retailers on the platform with the brands they carry, by name; q and state filter',
        querystring: directoryQuery,
        response: { 200: envelope(pageOf(directoryRetailerRow)) },
      },
    },
    async (request) => ok(await listRetailers(db, request.query)),
  );
}
