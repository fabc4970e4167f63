// The API keys of the Developer page (issue 17): a company's owner lists, creates and revokes its keys. Brand
// owners (spec §6: Developer carries permissions 1) and retailer owners (keys feed the Live Data Program).
import { apiKeyCreated, apiKeyInput, apiKeyList, apiKeyRow, envelope, queryId } from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { UserType } from '../warranty/scope.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './keys.ts';

const owners = { userTypes: [UserType.brand, UserType.retailer], permissions: { 1: 1, 2: 1 } };
const keyIdParams = z.object({ id: queryId });

export async function apiKeyRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;

  app.get(
    '/api/developer/api-keys',
    {
      config: owners,
      schema: {
        summary: "The company's API keys, newest first (prefix, scopes, expiry, last use, revocation)",
        response: { 200: envelope(apiKeyList) },
      },
    },
    async (request) => ok(await listApiKeys(db, viewerOf(request))),
  );

  app.post(
    '/api/developer/api-keys',
    {
      config: owners,
      schema: {
        summary: 'Create a key: the answer holds its secret, shown this once (only its SHA-256 is kept)',
        description:
          "Send the secret as `Authorization: Bearer ck_…` to the routes that name the key's scope. Calls with a revoked or expired key answer 401, without the scope 403; each key may make 600 calls a minute.",
        body: apiKeyInput,
        response: { 200: envelope(apiKeyCreated) },
      },
    },
    async (request) =>
      ok(await createApiKey(db, viewerOf(request), request.body), 'API key created: copy it now.'),
  );

  app.post(
    '/api/developer/api-keys/:id/revoke',
    {
      config: owners,
      schema: {
        summary: 'Revoke a key: every later call with it answers 401',
        params: keyIdParams,
        response: { 200: envelope(apiKeyRow) },
      },
    },
    async (request) => ok(await revokeApiKey(db, viewerOf(request), request.params.id), 'API key revoked.'),
  );
}
