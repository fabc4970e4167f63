import {
  catalogueQuery,
  envelope,
  namedCompany,
  pageOf,
  product,
  productCreateBody,
  sellingRetailersQuery,
  serialCheckQuery,
  serialCheckResult,
  warrantyDetail,
  warrantyIdParams,
  warrantyListQuery,
  warrantyRegisterBody,
  warrantyRow,
  warrantyTerm,
  warrantyTermCreateBody,
  warrantyTransferBody,
  warrantyVoidBody,
} from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { readFileBytes, sendFile } from '../files/service.ts';
import { transferWarranty, voidWarranty } from './actions.ts';
import { warrantiesCsv } from './exportCsv.ts';
import { createProduct, listProducts } from './products.ts';
import { getWarranty, listWarranties, proofOfPurchase } from './queries.ts';
import { checkSerial, registerWarranty } from './registration.ts';
import { UserType } from './scope.ts';
import { sellingRetailers } from './sellingRetailers.ts';
import { createTerm, listTerms } from './terms.ts';

export async function warrantyRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const catalogueWriters = { userTypes: [UserType.brand, UserType.admin] };

  app.get(
    '/api/catalogue/products',
    {
      schema: {
        summary: "Products: a brand's own, a retailer's linked brands', all for admins (brandId narrows)",
        querystring: catalogueQuery,
        response: { 200: envelope(pageOf(product)) },
      },
    },
    async (request) => ok(await listProducts(db, viewerOf(request), request.query)),
  );

  app.post(
    '/api/catalogue/products',
    {
      config: catalogueWriters,
      schema: { body: productCreateBody, response: { 200: envelope(product) } },
    },
    async (request) => ok(await createProduct(db, viewerOf(request), request.body), 'Product added.'),
  );

  app.get(
    '/api/catalogue/warrantyTerms',
    {
      schema: {
        summary: 'Warranty terms, with the same visibility as products',
        querystring: catalogueQuery,
        response: { 200: envelope(pageOf(warrantyTerm)) },
      },
    },
    async (request) => ok(await listTerms(db, viewerOf(request), request.query)),
  );

  app.post(
    '/api/catalogue/warrantyTerms',
    {
      config: catalogueWriters,
      schema: { body: warrantyTermCreateBody, response: { 200: envelope(warrantyTerm) } },
    },
    async (request) => ok(await createTerm(db, viewerOf(request), request.body), 'Warranty term added.'),
  );

  app.get(
    '/api/warranties/serialCheck',
    {
      schema: {
        summary: 'Whether a serial is free to register with the brand (the Add form’s live check; no PII)',
        querystring: serialCheckQuery,
        response: { 200: envelope(serialCheckResult) },
      },
    },
    async (request) =>
      ok(await checkSerial(db, viewerOf(request), request.query.brandId, request.query.serial)),
  );

  app.get(
    '/api/warranties/sellingRetailers',
    {
      schema: {
        summary: 'The retailers a registration may name as the seller',
        querystring: sellingRetailersQuery,
        response: { 200: envelope(z.array(namedCompany)) },
      },
    },
    async (request) => ok(await sellingRetailers(db, viewerOf(request), request.query.brandId)),
  );

  app.post(
    '/api/warranties',
    {
      config: { apiKey: 'warranties:register' },
      schema: {
        summary: 'Register a unit: coverages are computed from the brand’s terms and frozen',
        body: warrantyRegisterBody,
        response: { 200: envelope(warrantyDetail) },
      },
    },
    async (request) =>
      ok(await registerWarranty(db, viewerOf(request), request.body), 'Warranty registered.'),
  );

  app.get(
    '/api/warranties',
    {
      config: { apiKey: 'warranties:read' },
      schema: {
        summary: 'Warranties the viewer sees (brand: its products; retailer: units it sold; admin: all)',
        querystring: warrantyListQuery,
        response: { 200: envelope(pageOf(warrantyRow)) },
      },
    },
    async (request) => ok(await listWarranties(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/warranties/export.csv',
    {
      schema: {
        summary: 'The warranties list as CSV: the same filters and order, every matching row',
        querystring: warrantyListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="warranties.csv"')
        .send(warrantiesCsv(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/warranties/:id',
    {
      config: { apiKey: 'warranties:read' },
      schema: { params: warrantyIdParams, response: { 200: envelope(warrantyDetail) } },
    },
    async (request) => ok(await getWarranty(db, viewerOf(request), request.params.id)),
  );

  app.get(
    '/api/warranties/:id/proof',
    {
      schema: {
        summary: 'The proof of purchase file, for whoever sees the warranty',
        params: warrantyIdParams,
      },
    },
    async (request, reply) => {
      const file = await proofOfPurchase(db, viewerOf(request), request.params.id);
      const bytes = await readFileBytes(context, file, request.log, (reason) =>
        request.log.warn({ warrantyId: request.params.id, reason }, 'proof of purchase refused'),
      );
      return sendFile(reply, file, bytes);
    },
  );

  app.post(
    '/api/warranties/:id/void',
    {
      config: { userTypes: [UserType.admin] },
      schema: {
        summary: 'Void a warranty (any status but void or transferred); frees its serial, claims stay linked',
        params: warrantyIdParams,
        body: warrantyVoidBody,
        response: { 200: envelope(warrantyDetail) },
      },
    },
    async (request) =>
      ok(
        await voidWarranty(db, viewerOf(request), request.params.id, request.body.reason),
        'Warranty voided.',
      ),
  );

  app.post(
    '/api/warranties/:id/transfer',
    {
      config: { userTypes: [UserType.brand, UserType.admin] },
      schema: {
        summary:
          'Transfer an active warranty to a new owner: a new record with the transferable coverages (answered)',
        params: warrantyIdParams,
        body: warrantyTransferBody,
        response: { 200: envelope(warrantyDetail) },
      },
    },
    async (request) =>
      ok(
        await transferWarranty(db, viewerOf(request), request.params.id, request.body),
        'Warranty transferred.',
      ),
  );
}
