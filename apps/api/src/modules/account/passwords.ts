// Setting a password: by e-mail code (reset), by a signed link (invite, password setup), or by the old
// password when signed in. Every change ends the user's sessions (except the one making the change).
import {
  type ResetPasswordEmailBody,
  signedLinkPurpose,
  type UrlTimeoutVerifyResult,
} from '@console/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { revokeUserSessions, type Viewer } from '../../auth/sessions.ts';
import { hashSecret } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { signedLinks, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { useEmailCode, wrongCodeError } from './emailCodes.ts';
import { findUserId } from './register.ts';

async function storePassword(
  tx: Transaction,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
}

export async function resetPassword(db: Database, body: ResetPasswordEmailBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  const done = await db.transaction(async (tx) => {
    const userId = await findUserId(tx, body.email);
    if (userId === null || !(await useEmailCode(tx, body.email, 'reset', body.code, now))) return false;
    await storePassword(tx, userId, passwordHash, now);
    await revokeUserSessions(tx, userId, undefined, now);
    return true;
  });
  // An unknown address gets the wrong-code answer, so the call does not tell which addresses have accounts.
  if (!done) throw wrongCodeError();
}

export async function setPasswordWithLink(db: Database, sign: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const done = await db.transaction(async (tx) => {
    // Conditional, so a link used twice at once sets the password once.
    const [link] = await tx
      .update(signedLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(signedLinks.tokenHash, hashSecret(sign)),
          isNull(signedLinks.usedAt),
          gt(signedLinks.expiresAt, now),
        ),
      )
      .returning({ userId: signedLinks.userId });
    if (!link) return false;
    await storePassword(tx, link.userId, passwordHash, now);
    await revokeUserSessions(tx, link.userId, undefined, now);
    return true;
  });
  if (!done) {
    const message = 'This link is invalid, has already been used or has expired.';
    throw new ApiError(422, message, { sign: message });
  }
}

export async function changePassword(
  db: Database,
  viewer: Viewer,
  oldPassword: string,
  password: string,
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, viewer.userId));
  if (!(await verifyPassword(user?.passwordHash ?? null, oldPassword))) {
    const message = 'The current password is incorrect.';
    throw new ApiError(422, message, { oldPassword: message });
  }
  if (password === oldPassword) {
    const message = 'The new password must differ from the current one.';
    throw new ApiError(422, message, { password: message });
  }
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db.transaction(async (tx) => {
    await storePassword(tx, viewer.userId, passwordHash, now);
    await revokeUserSessions(tx, viewer.userId, viewer.sessionId, now);
  });
}

/** Whether a signed link still works; the address is shown only while it does. */
export async function verifyLink(db: Database, sign: string): Promise<UrlTimeoutVerifyResult> {
  const [link] = await db
    .select({
      purpose: signedLinks.purpose,
      usedAt: signedLinks.usedAt,
      expiresAt: signedLinks.expiresAt,
      email: users.email,
    })
    .from(signedLinks)
    .innerJoin(users, eq(users.id, signedLinks.userId))
    .where(eq(signedLinks.tokenHash, hashSecret(sign)))
    .limit(1);
  if (!link) return { valid: false, purpose: null, email: null };
  const valid = link.usedAt === null && link.expiresAt > new Date();
  return { valid, purpose: signedLinkPurpose.parse(link.purpose), email: valid ? link.email : null };
}
