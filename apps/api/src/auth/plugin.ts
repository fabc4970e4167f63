// Authentication and the role gate for every /api route, checked first (before the body is read or
// validated, so an anonymous caller learns nothing from validation). A route is signed-in only unless its
// config says `public: true`; `userTypes` limits it further (403 for other types), and `permissions` by the
// user's role. Tenant scope is read from `request.viewer`, which comes from the session alone — or, on a route
// whose config names an `apiKey` scope, from an API key (`Bearer ck_…`, auth/apiKeys.ts), the same gates after.
import type { ApiKeyScope } from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../app/envelope.ts';
import type { Database } from '../db/database.ts';
import { isApiKey, resolveApiKey } from './apiKeys.ts';
import { requireRole } from './roles.ts';
import { resolveSession, type Viewer } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Callable without a session (token-free calls of spec §7). */
    public?: boolean;
    /** Only these user types may call it (1 brand, 2 retailer, 3 admin). */
    userTypes?: readonly number[];
    /**
     * The sidebar's sub-permission number of the screen behind the route, per user type (spec §6): e.g.
     * `{ 1: 1 }` lets only brand owners call it. Other user types are not limited by it.
     */
    permissions?: Readonly<Partial<Record<number, number>>>;
    /**
     * The route also takes an API key with this scope (`Authorization: Bearer ck_…`): unknown, revoked or
     * expired keys 401, a key without the scope 403. Routes without it refuse every key (401).
     */
    apiKey?: ApiKeyScope;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function registerAuth(app: FastifyInstance, db: Database): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url?.startsWith('/api/') || request.routeOptions.url === '/api/health') return;
    const token = bearerToken(request);
    if (token && config.apiKey && isApiKey(token))
      request.viewer = await resolveApiKey(db, token, config.apiKey);
    else request.viewer = token ? await resolveSession(db, token) : null;
    if (config.public) return;
    if (!request.viewer) throw new ApiError(401);
    if (config.userTypes && !config.userTypes.includes(request.viewer.userType)) throw new ApiError(403);
    const level = config.permissions?.[request.viewer.userType];
    if (level !== undefined) requireRole(request.viewer, level);
  });
}

/** The signed-in viewer of a non-public route (the hook has already refused anonymous calls). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new ApiError(401);
  return request.viewer;
}
