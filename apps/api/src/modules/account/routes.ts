// Token-free account calls (registration, e-mail codes, passwords, signed links, brand requests) and the
// admin review of brand requests. Handlers validate with the contract and hand over to the services.
import {
  auditBrandRequestBody,
  auditBrandRequestResult,
  brandRequestListQuery,
  brandRequestPage,
  confirmPasswordEditBody,
  envelope,
  registerBody,
  registerBrandsRequestBody,
  registerResult,
  resetPasswordEmailBody,
  sendCaptchaToEmailBody,
  urlTimeoutVerifyBody,
  urlTimeoutVerifyResult,
} from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ApiError, ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { decideBrandRequest, listBrandRequests, submitBrandRequest } from './brandRequests.ts';
import { changePassword, resetPassword, setPasswordWithLink, verifyLink } from './passwords.ts';
import { register, sendEmailCode } from './register.ts';

const done = envelope(z.null());
/** Per client address (in memory); the per-e-mail limits live in the database. */
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

export async function accountRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;

  app.post(
    '/api/bee/sendCaptchaToEmail',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: { body: sendCaptchaToEmailBody, response: { 200: done } },
    },
    async (request) => {
      await sendEmailCode(context, request.body, request.ip);
      return ok(null, 'The verification code has been sent.');
    },
  );

  app.post(
    '/api/bee/register',
    {
      config: { public: true, rateLimit: perMinute(10) },
      schema: { body: registerBody, response: { 200: envelope(registerResult) } },
    },
    async (request) => ok(await register(context, request.body), 'Registration successful.'),
  );

  app.put(
    '/api/bee/resetPasswordEmail',
    {
      config: { public: true, rateLimit: perMinute(10) },
      schema: { body: resetPasswordEmailBody, response: { 200: done } },
    },
    async (request) => {
      await resetPassword(db, request.body);
      return ok(null, 'Your password has been reset. Please sign in with the new password.');
    },
  );

  // Token-free with a signed link; with the old password it needs the caller's session.
  app.put(
    '/api/bee/confirmPasswordEdit',
    {
      config: { public: true, rateLimit: perMinute(10) },
      schema: { body: confirmPasswordEditBody, response: { 200: done } },
    },
    async (request) => {
      const { sign, oldPassword, password } = request.body;
      if (sign !== undefined) {
        await setPasswordWithLink(db, sign, password);
        return ok(null, 'Your password has been set. You can sign in now.');
      }
      // Without sign the schema requires oldPassword; this form acts for the caller's session (401 without).
      if (oldPassword === undefined) throw new ApiError(400);
      await changePassword(db, viewerOf(request), oldPassword, password);
      return ok(null, 'Your password has been changed.');
    },
  );

  app.post(
    '/api/bee/urlTimeoutVerify',
    {
      config: { public: true, rateLimit: perMinute(30) },
      schema: { body: urlTimeoutVerifyBody, response: { 200: envelope(urlTimeoutVerifyResult) } },
    },
    async (request) => ok(await verifyLink(db, request.body.sign)),
  );

  app.post(
    '/api/bee/registerBrandsRequest',
    {
      config: { public: true, rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: { body: registerBrandsRequestBody, response: { 200: envelope(z.object({ id: z.number() })) } },
    },
    async (request) => {
      const id = await submitBrandRequest(context, request.body, request.ip);
      return ok({ id }, 'Your request has been received.');
    },
  );

  app.get(
    '/api/admin/brandRequestList',
    {
      config: { userTypes: [3] },
      schema: { querystring: brandRequestListQuery, response: { 200: envelope(brandRequestPage) } },
    },
    async (request) => ok(await listBrandRequests(db, request.query)),
  );

  app.put(
    '/api/admin/auditBrandRequest',
    {
      config: { userTypes: [3] },
      schema: { body: auditBrandRequestBody, response: { 200: envelope(auditBrandRequestResult) } },
    },
    async (request) => {
      const result = await decideBrandRequest(context, viewerOf(request), request.body);
      return ok(
        result,
        result.status === 'approved' ? 'The request is approved.' : 'The request is rejected.',
      );
    },
  );
}
