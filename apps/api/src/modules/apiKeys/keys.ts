// A company's API keys (domain §2.6 ApiKey): made with a secret shown once, kept as its SHA-256 and a visible
// prefix, revoked for good. A key of another company answers 404 like one that does not exist.
import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKeyCreated, type ApiKeyInput, type ApiKeyRow } from '@console/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { hashSecret } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { apiKeys } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit.ts';

/** Keys a company may hold that are not revoked: enough for every integration, a stop for a runaway script. */
export const MAX_LIVE_KEYS = 25;

type KeyRecord = typeof apiKeys.$inferSelect;

/**
 * A new key: `ck_` + 8 hex characters (the prefix shown in lists, so a key is recognised without its secret)
 * + `_` + 32 random bytes (base64url). Only the hash of the whole and the prefix are stored.
 */
export function newApiKey(): { secret: string; prefix: string } {
  const prefix = `${API_KEY_PREFIX}${randomBytes(4).toString('hex')}`;
  return { prefix, secret: `${prefix}_${randomBytes(32).toString('base64url')}` };
}

/** The end of the day `expiresOn` names, UTC: the key works through that whole day. */
export function expiryOf(expiresOn: string | null): Date | null {
  return expiresOn ? new Date(`${expiresOn}T23:59:59.999Z`) : null;
}

export function apiKeyRowOf(key: KeyRecord, now = new Date()): ApiKeyRow {
  const status = key.revokedAt ? 'revoked' : key.expiresAt && key.expiresAt <= now ? 'expired' : 'active';
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    createdAt: key.createdAt.toISOString(),
    status,
  };
}

/** The viewer company's keys, newest first (revoked ones too: the list is their history). */
export async function listApiKeys(db: Database, viewer: Viewer): Promise<{ rows: ApiKeyRow[] }> {
  const keys = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.companyId, viewer.companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return { rows: keys.map((key) => apiKeyRowOf(key)) };
}

export async function createApiKey(db: Database, viewer: Viewer, input: ApiKeyInput): Promise<ApiKeyCreated> {
  const expiresAt = expiryOf(input.expiresOn);
  if (expiresAt && expiresAt <= new Date())
    throw new ApiError(400, 'Choose a date from today on.', {
      'body.expiresOn': 'Choose a date from today on.',
    });
  const live = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, viewer.companyId), isNull(apiKeys.revokedAt)));
  if (live.length >= MAX_LIVE_KEYS)
    throw new ApiError(409, `A company holds at most ${MAX_LIVE_KEYS} keys: revoke one you no longer use.`);
  const { secret, prefix } = newApiKey();
  const key = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(apiKeys)
      .values({
        companyId: viewer.companyId,
        name: input.name,
        prefix,
        hash: hashSecret(secret),
        scopes: [...new Set(input.scopes)],
        expiresAt,
        createdBy: viewer.userId,
      })
      .returning();
    if (!made) throw new Error('the key was not stored');
    await recordAudit(tx, {
      actor: viewer,
      companyId: viewer.companyId,
      action: 'api_key.create',
      entity: 'api_key',
      entityId: made.id,
      after: { name: made.name, prefix: made.prefix, scopes: made.scopes, expiresAt: made.expiresAt },
    });
    return made;
  });
  return { key: apiKeyRowOf(key), secret };
}

/** Revokes a key of the viewer's company at once (a second revoke answers the key as it is). */
export async function revokeApiKey(db: Database, viewer: Viewer, id: number): Promise<ApiKeyRow> {
  const [key] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, viewer.companyId)));
  if (!key) throw new ApiError(404, 'API key not found.');
  if (key.revokedAt) return apiKeyRowOf(key);
  const revoked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(apiKeys.id, id))
      .returning();
    await recordAudit(tx, {
      actor: viewer,
      companyId: viewer.companyId,
      action: 'api_key.revoke',
      entity: 'api_key',
      entityId: id,
      after: { prefix: key.prefix },
    });
    return row;
  });
  return apiKeyRowOf(revoked ?? key);
}
