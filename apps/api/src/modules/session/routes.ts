import {
  captchaResult,
  envelope,
  loginBody,
  loginRefusal,
  loginResult,
  userInfo,
  userLoginVerifyQuery,
  userLoginVerifyResult,
} from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok, sendError } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { issueCaptcha, randomCaptchaText } from './captcha.ts';
import { login } from './login.ts';
import { loadUserInfo } from './userInfo.ts';
import { userLoginVerify } from './verify.ts';

/** Sign-in, sign-out, the current user, the login captcha and the login page's account check. */
export async function sessionRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const captchaText = context.captchaText ?? randomCaptchaText;

  app.get(
    '/api/bee/getCaptcha',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: { 200: envelope(captchaResult) } },
    },
    async (request) => ok({ captchaEnabled: true, ...(await issueCaptcha(db, request.ip, captchaText())) }),
  );

  app.post(
    '/api/bee/loginBee',
    {
      config: { public: true, rateLimit: { max: context.loginRateLimit ?? 20, timeWindow: '1 minute' } },
      schema: { body: loginBody, response: { 200: envelope(loginResult), 422: envelope(loginRefusal) } },
    },
    async (request, reply) => {
      const outcome = await login(db, request.body, request.ip, context.cardProvider.publishableKey);
      if (!outcome.ok) {
        return sendError(reply, 422, outcome.msg, { captchaRequired: outcome.captchaRequired });
      }
      return ok(outcome.result);
    },
  );

  app.post('/api/bee/logout', { schema: { response: { 200: envelope(z.null()) } } }, async (request) => {
    await revokeSession(db, viewerOf(request).sessionId);
    return ok(null);
  });

  app.get('/api/bee/userInfo', { schema: { response: { 200: envelope(userInfo) } } }, async (request) =>
    ok(await loadUserInfo(db, viewerOf(request).userId, context.cardProvider.publishableKey)),
  );

  app.get(
    '/api/account/userLoginVerify',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { querystring: userLoginVerifyQuery, response: { 200: envelope(userLoginVerifyResult) } },
    },
    async (request) => ok(await userLoginVerify(db, request.query.email)),
  );
}
