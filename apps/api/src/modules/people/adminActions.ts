// What an admin does to a user from `/admin-user/index`: deactivate and reactivate (super admin or finance),
// send an invitation again or force a password reset (any admin). Each is audited with the admin and the
// address they acted from.
import type { AdminUserRow } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import { AdminRole } from '../../auth/roles.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { CompanyType, employees, SignedLinkPurpose, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { endSignedLinks, issueSignedLink, signedLinkUrl } from '../account/signedLinks.ts';
import { getUser } from './adminUsers.ts';
import { type Actor, auditPerson, PeopleAction } from './audit.ts';
import { mailInvitation, renewInvitation } from './invitations.ts';
import { passwordResetMail } from './mails.ts';
import { keepAnOwner, lockCompany, refuseSelf } from './rules.ts';
import { userStatusOf } from './status.ts';
import { switchOff, switchOn } from './switches.ts';

type Context = Pick<AppContext, 'db' | 'mailer' | 'consoleUrl'>;

/** A password-setup link after a forced reset works this many days. */
export const PASSWORD_RESET_DAYS = 3;

async function findUser(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ user: users, employeeId: employees.id })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(eq(users.id, id));
  if (!row) throw new ApiError(404, 'User not found.');
  return row;
}

/** Only a super admin switches a super admin off or on. */
function requireSuperAdminFor(actor: Actor, user: typeof users.$inferSelect): void {
  if (
    user.userType === CompanyType.platform &&
    user.userRole === AdminRole.superAdmin &&
    actor.viewer.userRole !== AdminRole.superAdmin
  )
    throw new ApiError(403, 'Only a super admin can deactivate or reactivate a super admin.');
}

export async function deactivateUser(context: Context, actor: Actor, id: number): Promise<AdminUserRow> {
  await context.db.transaction(async (tx) => {
    // The company is locked before the user is read, so the last-owner check sees settled roles.
    await lockCompany(tx, (await findUser(tx, id)).user.companyId);
    const { user, employeeId } = await findUser(tx, id);
    refuseSelf(actor.viewer, user.id, 'deactivate');
    requireSuperAdminFor(actor, user);
    const before = userStatusOf(user);
    if (before === 'deactivated') throw new ApiError(409, 'This user is already deactivated.');
    if (user.userType !== CompanyType.platform) await keepAnOwner(tx, user, 'deactivated');
    await switchOff(tx, { employeeId, userId: user.id });
    await auditPerson(tx, actor, {
      action: PeopleAction.deactivated,
      companyId: user.companyId,
      userId: user.id,
      before: { status: before },
      after: { status: 'deactivated' },
    });
  });
  return getUser(context.db, id);
}

export async function reactivateUser(context: Context, actor: Actor, id: number): Promise<AdminUserRow> {
  await context.db.transaction(async (tx) => {
    const { user, employeeId } = await findUser(tx, id);
    requireSuperAdminFor(actor, user);
    if (userStatusOf(user) !== 'deactivated') throw new ApiError(409, 'This user is already active.');
    await switchOn(tx, { employeeId, userId: user.id });
    await auditPerson(tx, actor, {
      action: PeopleAction.reactivated,
      companyId: user.companyId,
      userId: user.id,
      before: { status: 'deactivated' },
      after: { status: userStatusOf({ ...user, status: 1 }) },
    });
  });
  return getUser(context.db, id);
}

export async function resendUserInvitation(
  context: Context,
  actor: Actor,
  id: number,
): Promise<AdminUserRow> {
  const invitation = await context.db.transaction(async (tx) => {
    const { user } = await findUser(tx, id);
    if (userStatusOf(user) !== 'invited') throw new ApiError(409, 'This user has no pending invitation.');
    const renewed = await renewInvitation(tx, user);
    await auditPerson(tx, actor, {
      action: PeopleAction.invitationResent,
      companyId: user.companyId,
      userId: user.id,
    });
    return renewed;
  });
  await mailInvitation(context, invitation);
  return getUser(context.db, id);
}

/**
 * Forces a password reset: the old password stops working at once (it is cleared), every session ends, and
 * a link to set a new one is e-mailed. Until then the user stays active but cannot sign in.
 */
export async function forcePasswordReset(context: Context, actor: Actor, id: number): Promise<AdminUserRow> {
  const now = new Date();
  const { user, token } = await context.db.transaction(async (tx) => {
    const { user } = await findUser(tx, id);
    refuseSelf(actor.viewer, user.id, 'force a password reset on');
    const status = userStatusOf(user);
    if (status === 'deactivated') throw new ApiError(409, 'Reactivate this user first.');
    if (status === 'invited')
      throw new ApiError(409, 'This user has not set a password yet: send the invitation again instead.');
    await tx.update(users).set({ passwordHash: null, passwordChangedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, undefined, now);
    await endSignedLinks(tx, user.id, SignedLinkPurpose.passwordSetup, now);
    const issued = await issueSignedLink(
      tx,
      user.id,
      SignedLinkPurpose.passwordSetup,
      PASSWORD_RESET_DAYS,
      now,
    );
    await auditPerson(tx, actor, {
      action: PeopleAction.passwordReset,
      companyId: user.companyId,
      userId: user.id,
    });
    return { user, token: issued };
  });
  await context.mailer.send(
    passwordResetMail(
      user.email,
      user.firstName,
      signedLinkUrl(context.consoleUrl, '/changePassword', token),
      PASSWORD_RESET_DAYS,
    ),
  );
  return getUser(context.db, id);
}
