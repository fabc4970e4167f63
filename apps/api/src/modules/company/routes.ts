import {
  companyDetails,
  companyDetailsBody,
  companyLogoParams,
  downloadFileNamePattern,
  envelope,
  quickStart,
} from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ApiError, ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { CompanyType } from '../../db/schema.ts';
import { sendPublicImage } from '../files/publicImage.ts';
import { readFileBytes } from '../files/service.ts';
import { loadCompanyDetails, updateCompanyDetails } from './company.ts';
import { findLogo } from './logo.ts';
import { dismissQuickStart, loadQuickStart, reopenQuickStart } from './quickStart/quickStart.ts';

export async function companyRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;

  app.get(
    '/api/company/details',
    {
      schema: {
        summary: "The signed-in brand's or retailer's own company: details, address, badges",
        response: { 200: envelope(companyDetails) },
      },
    },
    async (request) => ok(await loadCompanyDetails(db, viewerOf(request))),
  );

  app.put(
    '/api/company/details',
    {
      schema: {
        summary: "Save the signed-in user's company details (its owner or a manager)",
        body: companyDetailsBody,
        response: { 200: envelope(companyDetails) },
      },
    },
    async (request) =>
      ok(await updateCompanyDetails(context, viewerOf(request), request.body), 'Company details saved.'),
  );

  app.get(
    '/api/public/logo/:fileName',
    {
      config: { public: true, rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        summary: "A company's logo image, loadable by an <img> without a session; anything else is 404",
        params: companyLogoParams,
      },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      // A public URL says nothing more about what it does not serve: a malformed name is not found either.
      const file = downloadFileNamePattern.test(fileName) ? await findLogo(db, fileName) : null;
      if (!file) throw new ApiError(404);
      const bytes = await readFileBytes(context, file, request.log, (reason) =>
        request.log.warn({ fileName, ip: request.ip }, `logo refused: ${reason}`),
      );
      return sendPublicImage(reply, file, bytes);
    },
  );

  const retailers = { userTypes: [CompanyType.retailer] };
  const quickStartAnswer = { 200: envelope(quickStart) };

  app.get(
    '/api/company/quick-start',
    {
      config: retailers,
      schema: {
        summary: "The signed-in retailer's Quick Start Guide: each step, done or not, and its screen",
        response: quickStartAnswer,
      },
    },
    async (request) => ok(await loadQuickStart(db, viewerOf(request))),
  );

  app.post(
    '/api/company/quick-start/dismiss',
    {
      config: retailers,
      schema: { summary: 'Close the Quick Start Guide for the signed-in user', response: quickStartAnswer },
    },
    async (request) => ok(await dismissQuickStart(db, viewerOf(request)), 'Quick Start Guide closed.'),
  );

  app.post(
    '/api/company/quick-start/reopen',
    {
      config: retailers,
      schema: {
        summary: 'Show the Quick Start Guide to the signed-in user again',
        response: quickStartAnswer,
      },
    },
    async (request) => ok(await reopenQuickStart(db, viewerOf(request)), 'Quick Start Guide shown again.'),
  );
}
