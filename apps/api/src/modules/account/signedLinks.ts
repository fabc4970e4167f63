// Issuing the links e-mailed to let a user act without a session (an invitation, a password setup). The
// `sign` in the link is a random token; only its SHA-256 is stored (passwords.ts checks and uses it).
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashSecret, newToken } from '../../auth/tokens.ts';
import { type SignedLinkPurpose, signedLinks } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

/** An invitation link works this many days. */
export const INVITE_DAYS = 7;

type Purpose = (typeof SignedLinkPurpose)[keyof typeof SignedLinkPurpose];

/** A new link for the user, valid `days` days; returns the token that goes into the e-mail. */
export async function issueSignedLink(
  tx: Pick<Transaction, 'insert'>,
  userId: number,
  purpose: Purpose,
  days: number,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await tx.insert(signedLinks).values({
    userId,
    purpose,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + days * 24 * 3600_000),
  });
  return token;
}

/** Ends the user's unused links of a purpose (or of every purpose): they expire now. */
export async function endSignedLinks(
  tx: Pick<Transaction, 'update'>,
  userId: number,
  purpose?: Purpose,
  now = new Date(),
): Promise<void> {
  await tx
    .update(signedLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(signedLinks.userId, userId),
        purpose === undefined ? undefined : eq(signedLinks.purpose, purpose),
        isNull(signedLinks.usedAt),
        gt(signedLinks.expiresAt, now),
      ),
    );
}

/** A link into the console that carries the token (`/login_setup?sign=…`, `/changePassword?sign=…`). */
export function signedLinkUrl(consoleUrl: string, page: '/login_setup' | '/changePassword', token: string) {
  return `${consoleUrl}${page}?sign=${token}`;
}
