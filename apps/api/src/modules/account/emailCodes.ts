// Six-digit codes e-mailed for registration and password reset. Only their hash is stored; each is single
// use, dies after a few wrong guesses, and how often an address may ask is counted in the database (so
// every instance sees the same counts).
import { randomInt } from 'node:crypto';
import type { EmailCodePurposeValue } from '@console/contract';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { hashSecret, sameHash } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { emailCodes } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { EmailLock, lockEmail } from './db.ts';

export const EMAIL_CODE_MINUTES = 10;
const MAX_ATTEMPTS = 5;
/** One code per address and purpose per minute… */
const GAP_MS = 60_000;
/** …and this many per address per hour, all purposes together. */
const PER_HOUR = 5;

export interface CodeRequest {
  email: string;
  purpose: EmailCodePurposeValue;
  ip: string;
}

/** Writes a new code for the address (429 when it asked too often) and returns it for the e-mail. */
export async function issueEmailCode(db: Database, request: CodeRequest, now = new Date()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { email, purpose, ip } = request;
  await db.transaction(async (tx) => {
    await lockEmail(tx, EmailLock.codes, email);
    const [recent] = await tx
      .select({
        lastHour: count(),
        lastMinute: count(
          sql`case when ${and(
            eq(emailCodes.purpose, purpose),
            gt(emailCodes.createdAt, new Date(now.getTime() - GAP_MS)),
          )} then 1 end`,
        ),
      })
      .from(emailCodes)
      .where(and(eq(emailCodes.email, email), gt(emailCodes.createdAt, new Date(now.getTime() - 3600_000))));
    if (recent && recent.lastMinute > 0) {
      throw new ApiError(429, 'Please wait a minute before asking for another code.');
    }
    if (recent && recent.lastHour >= PER_HOUR) {
      throw new ApiError(429, 'Too many codes were requested for this address. Please try again in an hour.');
    }
    await tx.insert(emailCodes).values({
      email,
      purpose,
      codeHash: hashSecret(code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_MINUTES * 60_000),
    });
  });
  return code;
}

/**
 * Checks a code against the newest live one of the address and purpose, and uses it up when right. A wrong
 * guess is counted, so the caller must let its transaction commit on `false` (and refuse afterwards).
 */
export async function useEmailCode(
  tx: Transaction,
  email: string,
  purpose: EmailCodePurposeValue,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await tx
    .select({ id: emailCodes.id, codeHash: emailCodes.codeHash, attempts: emailCodes.attempts })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.purpose, purpose),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  if (!row) return false;
  if (row.attempts >= MAX_ATTEMPTS || !sameHash(row.codeHash, hashSecret(code))) {
    await tx
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, MAX_ATTEMPTS)));
    return false;
  }
  // Conditional, so two requests racing with the same right code cannot both use it.
  const used = await tx
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return used.length > 0;
}

export function wrongCodeError(): ApiError {
  const message = 'The verification code is wrong or has expired.';
  return new ApiError(422, message, { code: message });
}
