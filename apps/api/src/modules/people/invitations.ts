// Invitations: a login with no password yet and an e-mailed link to /login_setup that sets one (the existing
// PUT /bee/confirmPasswordEdit). Sending again issues a new link and ends the older unused ones; revoking ends
// them and switches the never-used login off (kept, not deleted: the audit trail names it).
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import { companies, employees, SignedLinkPurpose, UserStatus, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { emailTakenError } from '../account/register.ts';
import { endSignedLinks, INVITE_DAYS, issueSignedLink, signedLinkUrl } from '../account/signedLinks.ts';
import { invitationMail } from './mails.ts';

export interface Invitee {
  companyId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Their company role (`user_role`). */
  role: number;
}

/** An invitation ready to be e-mailed once its transaction has committed. */
export interface PendingInvitation {
  userId: number;
  email: string;
  firstName: string;
  companyId: number;
  token: string;
}

/** The address has an account elsewhere (or one in use): 409, said on the e-mail field. */
export function emailTaken(): ApiError {
  const { status, message } = emailTakenError();
  return new ApiError(status, message, { email: message });
}

/**
 * The invited login: a new user of the company's type with no password, or the company's own never-used,
 * unlinked login of that address (an invitation revoked before) taken up again. Any other account of the
 * address is refused (409 on the e-mail).
 */
async function invitedUserId(tx: Transaction, invitee: Invitee): Promise<number> {
  const [existing] = await tx.select().from(users).where(eq(users.email, invitee.email));
  const names = { firstName: invitee.firstName, lastName: invitee.lastName, userRole: invitee.role };
  if (!existing) {
    const [company] = await tx
      .select({ type: companies.type })
      .from(companies)
      .where(eq(companies.id, invitee.companyId));
    if (!company) throw new Error('the inviting company does not exist');
    const [created] = await tx
      .insert(users)
      .values({ ...names, companyId: invitee.companyId, email: invitee.email, userType: company.type })
      .returning({ id: users.id });
    if (!created) throw new Error('the invited user was not written');
    return created.id;
  }
  const [linked] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.userId, existing.id));
  const neverUsed = existing.passwordHash === null && existing.passwordChangedAt === null;
  if (existing.companyId !== invitee.companyId || !neverUsed || linked) throw emailTaken();
  await tx
    .update(users)
    .set({ ...names, status: UserStatus.active })
    .where(eq(users.id, existing.id));
  return existing.id;
}

/** Creates (or takes up again) the invited login and its first link, in the caller's transaction. */
export async function createInvitation(
  tx: Transaction,
  invitee: Invitee,
  now = new Date(),
): Promise<PendingInvitation> {
  const userId = await invitedUserId(tx, invitee);
  await endSignedLinks(tx, userId, SignedLinkPurpose.invite, now);
  const token = await issueSignedLink(tx, userId, SignedLinkPurpose.invite, INVITE_DAYS, now);
  return { userId, email: invitee.email, firstName: invitee.firstName, companyId: invitee.companyId, token };
}

/** A new link for an invited login; its older unused links stop working. */
export async function renewInvitation(
  tx: Transaction,
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'companyId'>,
  now = new Date(),
): Promise<PendingInvitation> {
  await endSignedLinks(tx, user.id, SignedLinkPurpose.invite, now);
  const token = await issueSignedLink(tx, user.id, SignedLinkPurpose.invite, INVITE_DAYS, now);
  return { userId: user.id, email: user.email, firstName: user.firstName, companyId: user.companyId, token };
}

/** Ends an invitation: its links stop working and the never-used login is switched off and unlinked. */
export async function endInvitation(tx: Transaction, userId: number, now = new Date()): Promise<void> {
  await endSignedLinks(tx, userId, undefined, now);
  await tx.update(users).set({ status: UserStatus.disabled }).where(eq(users.id, userId));
  await tx.update(employees).set({ userId: null, updatedAt: now }).where(eq(employees.userId, userId));
}

/** E-mails the invitation (after its transaction committed, so no mail goes out for a rolled-back one). */
export async function mailInvitation(
  context: Pick<AppContext, 'db' | 'mailer' | 'consoleUrl'>,
  invitation: PendingInvitation,
): Promise<void> {
  const [company] = await context.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, invitation.companyId));
  await context.mailer.send(
    invitationMail(
      invitation.email,
      invitation.firstName,
      company?.name ?? 'Your company',
      signedLinkUrl(context.consoleUrl, '/login_setup', invitation.token),
      INVITE_DAYS,
    ),
  );
}
