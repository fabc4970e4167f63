// Authentication by API key (issue 17): `Authorization: Bearer ck_…` on a route whose config names the scope
// it needs (`config: { apiKey: 'bookings:read' }`). The key acts as its company, through the user who created
// it: the viewer is that user's (so every tenant-scoped query and role rule applies unchanged), marked with the
// key and its scopes. The database keeps only the key's SHA-256 and its visible prefix.
import { API_KEY_PREFIX, type ApiKeyScope } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../app/envelope.ts';
import type { Database } from '../db/database.ts';
import { apiKeys, companies, UserStatus, users } from '../db/schema.ts';
import type { Viewer } from './sessions.ts';
import { hashSecret } from './tokens.ts';

/** `last_used_at` is written at most once a minute per key, so a busy integration does not write on every call. */
const LAST_USED_EVERY_MS = 60_000;

/** Calls a minute one key may make (all key routes together); above it, 429 until the minute ends. */
export const API_KEY_RATE_LIMIT = 600;

/** The viewer of a call made with an API key: its creator's viewer, narrowed to the key's scopes. */
export interface ApiKeyViewer extends Viewer {
  apiKey: { id: number; scopes: readonly string[] };
}

/**
 * A token shaped like a key (newApiKey): `ck_`, 8 hex characters, `_`, the secret. The whole shape, not just the
 * prefix: a session token is random base64url and may itself start with `ck_`.
 */
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[0-9a-f]{8}_[A-Za-z0-9_-]{16,}$`);
export const isApiKey = (token: string) => KEY_SHAPE.test(token);

/**
 * The viewer of a key that may call a route needing `scope`. 401 for an unknown, revoked or expired key (or one
 * whose company or creator can no longer sign in), 403 when the key lacks the scope.
 */
export async function resolveApiKey(
  db: Database,
  token: string,
  scope: ApiKeyScope,
  now = new Date(),
): Promise<ApiKeyViewer> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      companyId: apiKeys.companyId,
      userType: users.userType,
      userRole: users.userRole,
      email: users.email,
    })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.id, apiKeys.createdBy), eq(users.companyId, apiKeys.companyId)))
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(
      and(
        eq(apiKeys.hash, hashSecret(token)),
        eq(users.status, UserStatus.active),
        eq(companies.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError(401, 'The API key is not valid.');
  if (row.revokedAt) throw new ApiError(401, 'The API key has been revoked.');
  if (row.expiresAt && row.expiresAt <= now) throw new ApiError(401, 'The API key has expired.');
  if (!row.scopes.includes(scope)) throw new ApiError(403, `The API key lacks the scope ${scope}.`);
  countCall(row.id, now);
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS)
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  return {
    sessionId: 0,
    userId: row.userId,
    companyId: row.companyId,
    userType: row.userType,
    userRole: row.userRole,
    email: row.email,
    apiKey: { id: row.id, scopes: row.scopes },
  };
}

/** Calls per key in the current minute (a fixed window, in this process: one server per database here). */
const windows = new Map<number, { minute: number; calls: number }>();

function countCall(keyId: number, now: Date): void {
  const minute = Math.floor(now.getTime() / 60_000);
  const window = windows.get(keyId);
  if (!window || window.minute !== minute) {
    if (windows.size > 10_000) windows.clear();
    windows.set(keyId, { minute, calls: 1 });
    return;
  }
  window.calls += 1;
  if (window.calls > API_KEY_RATE_LIMIT) {
    const seconds = 60 - Math.floor((now.getTime() / 1000) % 60);
    throw new ApiError(429, `Too many requests with this API key, please try again in ${seconds} seconds.`);
  }
}

/** The key a viewer called with, if any (e.g. to record which key made an import). */
export function apiKeyIdOf(viewer: Viewer): number | null {
  return 'apiKey' in viewer ? (viewer as ApiKeyViewer).apiKey.id : null;
}
