import {
  envelope,
  pageOf,
  returnCancelBody,
  returnCloseBody,
  returnIdParams,
  returnInspectBody,
  returnLabelBody,
  returnListQuery,
  returnReceiveBody,
  returnShipBody,
  returnUpdateBody,
  reverseShipmentDetail,
  reverseShipmentRow,
} from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { readFileBytes, sendFile } from '../files/service.ts';
import { UserType } from '../warranty/scope.ts';
import {
  cancelReturn,
  closeReturn,
  inspectReturn,
  issueLabel,
  receiveReturn,
  shipReturn,
  updateReturn,
} from './actions.ts';
import { returnsCsv } from './exportCsv.ts';
import { getReturn, labelFile, listReturns } from './queries.ts';

export async function returnRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  // Domain §2.8: the brand issues labels, receives and inspects; the retailer ships; the admin does all.
  const brandSide = { userTypes: [UserType.brand, UserType.admin] };
  const retailerSide = { userTypes: [UserType.retailer, UserType.admin] };
  const detailResponse = { 200: envelope(reverseShipmentDetail) };

  app.get(
    '/api/returns',
    {
      schema: {
        summary: 'Returns (RMA) the viewer sees (brand: its brand’s; retailer: its own; admin: all)',
        querystring: returnListQuery,
        response: { 200: envelope(pageOf(reverseShipmentRow)) },
      },
    },
    async (request) => ok(await listReturns(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/returns/export.csv',
    {
      schema: {
        summary: 'The returns list as CSV: the same filters and order, every matching row',
        querystring: returnListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="returns.csv"')
        .send(returnsCsv(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/returns/:id',
    { schema: { params: returnIdParams, response: detailResponse } },
    async (request) => ok(await getReturn(db, viewerOf(request), request.params.id)),
  );

  app.get(
    '/api/returns/:id/label',
    { schema: { summary: 'The shipping label of a return the viewer sees', params: returnIdParams } },
    async (request, reply) => {
      const file = await labelFile(db, viewerOf(request), request.params.id);
      const bytes = await readFileBytes(context, file, request.log, (reason) =>
        request.log.warn({ fileName: file.fileName, reason }, 'return label refused'),
      );
      return sendFile(reply, file, bytes);
    },
  );

  app.put(
    '/api/returns/:id',
    {
      config: brandSide,
      schema: {
        summary: 'Change the addresses and return-by date, before the goods leave',
        params: returnIdParams,
        body: returnUpdateBody,
        response: detailResponse,
      },
    },
    async (request) =>
      ok(await updateReturn(db, viewerOf(request), request.params.id, request.body), 'Saved.'),
  );

  app.post(
    '/api/returns/:id/label',
    {
      config: brandSide,
      schema: { params: returnIdParams, body: returnLabelBody, response: detailResponse },
    },
    async (request) =>
      ok(await issueLabel(db, viewerOf(request), request.params.id, request.body), 'Label issued.'),
  );

  app.post(
    '/api/returns/:id/ship',
    {
      config: retailerSide,
      schema: { params: returnIdParams, body: returnShipBody, response: detailResponse },
    },
    async (request) =>
      ok(await shipReturn(db, viewerOf(request), request.params.id, request.body), 'Shipped.'),
  );

  app.post(
    '/api/returns/:id/receive',
    {
      config: brandSide,
      schema: { params: returnIdParams, body: returnReceiveBody, response: detailResponse },
    },
    async (request) =>
      ok(await receiveReturn(db, viewerOf(request), request.params.id, request.body), 'Received.'),
  );

  app.post(
    '/api/returns/:id/inspect',
    {
      config: brandSide,
      schema: {
        summary: 'Record the inspection; it decides the claim (paid, closed or rejected)',
        params: returnIdParams,
        body: returnInspectBody,
        response: detailResponse,
      },
    },
    async (request) =>
      ok(await inspectReturn(db, viewerOf(request), request.params.id, request.body), 'Inspected.'),
  );

  app.post(
    '/api/returns/:id/close',
    {
      config: brandSide,
      schema: { params: returnIdParams, body: returnCloseBody, response: detailResponse },
    },
    async (request) =>
      ok(await closeReturn(db, viewerOf(request), request.params.id, request.body.note), 'Return closed.'),
  );

  app.post(
    '/api/returns/:id/cancel',
    {
      config: brandSide,
      schema: {
        summary: 'Cancel a return before it ships: the return is waived and the claim settled',
        params: returnIdParams,
        body: returnCancelBody,
        response: detailResponse,
      },
    },
    async (request) =>
      ok(await cancelReturn(db, viewerOf(request), request.params.id, request.body), 'Return cancelled.'),
  );
}
