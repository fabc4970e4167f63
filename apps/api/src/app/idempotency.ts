// `Idempotency-Key` (domain §2.9) for routes with `config: { idempotent: true }`: a client that repeats a
// request (a retry after a timeout, a double click) gets the first answer again instead of a second effect.
// Keys belong to the signed-in user. The first request claims the key by inserting its row (the primary key
// decides races); the answer is stored when it is sent, or the row is dropped on a 5xx so the client may
// retry. Housekeeping deletes keys after 48 h.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { ApiError } from './envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Requires an `Idempotency-Key` header and replays the stored answer to a repeated key. */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** What idempotent routes document in OpenAPI; the hook below checks it first, with its own error code. */
const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(KEY_PATTERN)
    .meta({
      description:
        'Required: a key the client makes for this operation (1–200 visible ASCII characters, e.g. a UUID), ' +
        'sent again unchanged on a retry. A repeat of a finished request replays its answer with ' +
        '`Idempotent-Replayed: true`; 409 while the first is still running; 422 when the key was used for ' +
        'a different request. Kept 48 hours, per user.',
    }),
});

/** JSON with object keys sorted at every level, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Per request of an idempotent route: its key and fingerprint, and whether this request owns the row. */
interface Claim {
  key: string;
  fingerprint: string;
  owner: boolean;
}

/**
 * Registers the hooks. Called before compression is registered, so the stored answer is the JSON text,
 * not the compressed bytes.
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  const claims = new WeakMap<FastifyRequest, Claim>();

  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent) route.schema = { ...route.schema, headers: idempotencyHeaders };
  });

  // Before validation: a missing key is reported as such, whatever else is wrong with the request. The
  // fingerprint is of the body as sent.
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new ApiError(
        400,
        'Send an Idempotency-Key header (1–200 visible ASCII characters, e.g. a UUID) with this request, ' +
          'and the same key again if you retry it.',
        { 'headers.idempotency-key': 'Required: 1–200 visible ASCII characters.' },
        'idempotency_key_required',
      );
    }
    const fingerprint = createHash('sha256')
      .update(`${request.method}\n${request.url}\n${canonicalJson(request.body)}`)
      .digest('hex');
    claims.set(request, { key, fingerprint, owner: false });
  });

  // After validation (a request refused as bad input claims no key): claim the key or answer from it.
  app.addHook('preHandler', async (request, reply) => {
    const claim = claims.get(request);
    if (!claim || !request.viewer) return;
    const userId = request.viewer.userId;
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ userId, key: claim.key, fingerprint: claim.fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) {
      claim.owner = true;
      return;
    }
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, claim.key)));
    // No row: the first request failed with a 5xx and freed the key just now, so a retry will run.
    if (!stored || stored.statusCode === null) {
      throw new ApiError(
        409,
        'A request with this Idempotency-Key is still being processed: try again in a moment.',
        undefined,
        'idempotency_key_in_use',
      );
    }
    if (stored.fingerprint !== claim.fingerprint) {
      throw new ApiError(
        422,
        'This Idempotency-Key was already used for a different request: use a new key for a new request.',
        undefined,
        'idempotency_key_mismatch',
      );
    }
    return reply
      .code(stored.statusCode)
      .header(REPLAYED_HEADER, 'true')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(stored.response));
  });

  // Every answer of a request that owns its key passes here, errors included (the error handler sends
  // through the same path). Only JSON text can be replayed; anything else frees the key like a 5xx.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim?.owner || !request.viewer) return payload;
    const where = and(eq(idempotencyKeys.userId, request.viewer.userId), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.delete(idempotencyKeys).where(where);
    } else {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, response: JSON.parse(payload) })
        .where(where);
    }
    return payload;
  });
}
