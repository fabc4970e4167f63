import {
  adminCompanyIdParams,
  companyDocument,
  companyDocumentBody,
  companyDocumentReviewBody,
  companyDocuments,
  documentIdParams,
  documentReviewQuery,
  documentReviewRow,
  envelope,
  pageOf,
} from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { CompanyRole } from '../../auth/roles.ts';
import { CompanyType } from '../../db/schema.ts';
import { readFileBytes, sendFile } from '../files/service.ts';
import { companyDocumentsOf, documentFile, findCompany } from './queries.ts';
import { decideDocument, listReviewQueue, startReview } from './review.ts';
import { uploadDocument } from './upload.ts';

export async function documentRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const companies = { userTypes: [CompanyType.brand, CompanyType.retailer] };
  const admins = { userTypes: [CompanyType.platform] };
  const documentResponse = { 200: envelope(companyDocument) };

  app.get(
    '/api/company/documents',
    {
      config: companies,
      schema: {
        summary: "The viewer's company's documents: each kind's current one and its earlier versions",
        response: { 200: envelope(companyDocuments) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return ok(await companyDocumentsOf(db, viewer, await findCompany(db, viewer.companyId)));
    },
  );

  app.post(
    '/api/company/documents',
    {
      // The company's owner or a manager.
      config: {
        ...companies,
        permissions: {
          [CompanyType.brand]: CompanyRole.manager,
          [CompanyType.retailer]: CompanyRole.manager,
        },
      },
      schema: {
        summary: 'Upload a document: it supersedes the current one of its kind, which is kept',
        body: companyDocumentBody,
        response: documentResponse,
      },
    },
    async (request) =>
      ok(await uploadDocument(context, viewerOf(request), request.body), 'Document uploaded.'),
  );

  app.get(
    '/api/documents/:id/file',
    {
      schema: {
        summary: "A document's file: for its company's users and for admins",
        params: documentIdParams,
      },
    },
    async (request, reply) => {
      const file = await documentFile(db, viewerOf(request), request.params.id);
      const bytes = await readFileBytes(context, file, request.log, (reason) =>
        request.log.warn({ fileName: file.fileName, reason }, 'document download refused'),
      );
      return sendFile(reply, file, bytes);
    },
  );

  app.get(
    '/api/admin/documents',
    {
      config: admins,
      schema: {
        summary: 'The documents waiting for review (uploaded or under review), oldest first',
        querystring: documentReviewQuery,
        response: { 200: envelope(pageOf(documentReviewRow)) },
      },
    },
    async (request) => ok(await listReviewQueue(db, request.query)),
  );

  app.get(
    '/api/admin/companies/:id/documents',
    {
      config: admins,
      schema: {
        summary: "A brand's or retailer's documents, as its admin page shows them",
        params: adminCompanyIdParams,
        response: { 200: envelope(companyDocuments) },
      },
    },
    async (request) =>
      ok(await companyDocumentsOf(db, viewerOf(request), await findCompany(db, request.params.id))),
  );

  app.post(
    '/api/admin/documents/:id/review',
    {
      config: admins,
      schema: {
        summary: 'Take a document under review',
        params: documentIdParams,
        response: documentResponse,
      },
    },
    async (request) =>
      ok(await startReview(db, viewerOf(request), request.params.id), 'Document under review.'),
  );

  app.post(
    '/api/admin/documents/:id/decision',
    {
      config: admins,
      schema: {
        summary: "Approve or reject a document (a rejection says why); the company's owners are e-mailed",
        params: documentIdParams,
        body: companyDocumentReviewBody,
        response: documentResponse,
      },
    },
    async (request) => {
      const document = await decideDocument(
        context,
        viewerOf(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return ok(document, document.status === 'approved' ? 'Document approved.' : 'Document rejected.');
    },
  );
}
