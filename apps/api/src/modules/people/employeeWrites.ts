// Changing a company's people: add (with or without an invitation), edit (a role change included), switch
// off and on, send an invitation again or revoke it. Owners and managers only; the role rules are in rules.ts.
// Every role change, (de)activation and invitation writes an audit row in the change's own transaction.
import type { EmployeeRow, EmployeeSaveBody } from '@console/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import { employeeShops, employees, shops, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { isUniqueViolation } from '../account/db.ts';
import { type Actor, auditPerson, PeopleAction } from './audit.ts';
import { getEmployee } from './employees.ts';
import {
  createInvitation,
  emailTaken,
  endInvitation,
  mailInvitation,
  type PendingInvitation,
  renewInvitation,
} from './invitations.ts';
import {
  keepAnOwner,
  lockCompany,
  refuseSelf,
  requireOwnerForOwner,
  requireOwnerForRole,
  requirePeopleManager,
} from './rules.ts';
import { userStatusOf } from './status.ts';
import { switchOff, switchOn } from './switches.ts';

type Context = Pick<AppContext, 'db' | 'mailer' | 'consoleUrl'>;

/** A person of the viewer's company with their login (null without one); another company's is not found. */
async function findPerson(tx: Transaction, companyId: number, id: number) {
  const [row] = await tx
    .select({ employee: employees, user: users })
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .where(and(eq(employees.id, id), eq(employees.companyId, companyId)));
  if (!row) throw new ApiError(404, 'Employee not found.');
  return row;
}
type Person = Awaited<ReturnType<typeof findPerson>>;

const personRef = ({ employee, user }: Person) => ({ employeeId: employee.id, userId: user?.id ?? null });

/** The body's shops, each once: the company's own (404 on the field otherwise). */
async function ownShopIds(tx: Transaction, companyId: number, shopIds: readonly number[]) {
  const wanted = [...new Set(shopIds)];
  if (wanted.length === 0) return wanted;
  const found = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(inArray(shops.id, wanted), eq(shops.companyId, companyId)));
  if (found.length !== wanted.length)
    throw new ApiError(404, 'Shop not found.', { shopIds: 'Choose shops of your own company.' });
  return wanted;
}

/** Refuses (409 on the field) an e-mail another person of the company already has. */
async function refuseTakenEmail(
  tx: Transaction,
  companyId: number,
  email: string | undefined,
  self?: number,
) {
  if (email === undefined) return;
  const [other] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.email, email),
        self === undefined ? undefined : ne(employees.id, self),
      ),
    );
  if (other)
    throw new ApiError(409, 'Another person of the company has this e-mail.', {
      email: 'Another person of the company has this e-mail.',
    });
}

function personColumns(body: EmployeeSaveBody, now: Date) {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email ?? null,
    phone: body.phone ?? null,
    position: body.position,
    skills: body.skills,
    updatedAt: now,
  };
}

async function assignShops(tx: Transaction, employeeId: number, shopIds: readonly number[]) {
  await tx.delete(employeeShops).where(eq(employeeShops.employeeId, employeeId));
  if (shopIds.length)
    await tx.insert(employeeShops).values(shopIds.map((shopId) => ({ employeeId, shopId })));
}

/** Invites the person (in the transaction) and writes its audit row; the e-mail goes after the commit. */
async function invitePerson(
  tx: Transaction,
  actor: Actor,
  employeeId: number,
  body: EmployeeSaveBody & { email: string },
  now: Date,
): Promise<PendingInvitation> {
  requireOwnerForRole(actor.viewer, null, body.companyRole);
  const invitation = await createInvitation(
    tx,
    {
      companyId: actor.viewer.companyId,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      role: body.companyRole,
    },
    now,
  );
  await tx.update(employees).set({ userId: invitation.userId }).where(eq(employees.id, employeeId));
  await auditPerson(tx, actor, {
    action: PeopleAction.invited,
    companyId: actor.viewer.companyId,
    userId: invitation.userId,
    after: { email: body.email, role: body.companyRole },
  });
  return invitation;
}

/** Runs a write; a unique index refusing it (two requests adding one address at once) reads as taken. */
async function writing<T>(context: Context, write: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await context.db.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

async function answer(context: Context, actor: Actor, id: number, invitation: PendingInvitation | null) {
  if (invitation) await mailInvitation(context, invitation);
  return getEmployee(context.db, actor.viewer.companyId, id);
}

export async function addEmployee(
  context: Context,
  actor: Actor,
  body: EmployeeSaveBody,
): Promise<EmployeeRow> {
  requirePeopleManager(actor.viewer);
  const now = new Date();
  const { id, invitation } = await writing(context, async (tx) => {
    const companyId = actor.viewer.companyId;
    await refuseTakenEmail(tx, companyId, body.email);
    const shopIds = await ownShopIds(tx, companyId, body.shopIds);
    const [row] = await tx
      .insert(employees)
      .values({ ...personColumns(body, now), companyId })
      .returning({ id: employees.id });
    if (!row) throw new Error('the employee was not written');
    await assignShops(tx, row.id, shopIds);
    const invited =
      body.invite && body.email !== undefined
        ? await invitePerson(tx, actor, row.id, { ...body, email: body.email }, now)
        : null;
    return { id: row.id, invitation: invited };
  });
  return answer(context, actor, id, invitation);
}

/**
 * Saves a person. With a login, the e-mail is the sign-in address and stays (a typo in an invitation: revoke
 * it and invite again); a different role is a role change (owners only; never the last active owner's).
 * Without a login, `invite` gives them one.
 */
export async function editEmployee(
  context: Context,
  actor: Actor,
  id: number,
  body: EmployeeSaveBody,
): Promise<EmployeeRow> {
  requirePeopleManager(actor.viewer);
  const { viewer } = actor;
  const now = new Date();
  const invitation = await writing(context, async (tx) => {
    await lockCompany(tx, viewer.companyId);
    const person = await findPerson(tx, viewer.companyId, id);
    const { employee, user } = person;
    requireOwnerForOwner(viewer, user?.userRole ?? null);
    await refuseTakenEmail(tx, viewer.companyId, body.email, id);
    const shopIds = await ownShopIds(tx, viewer.companyId, body.shopIds);
    let invited: PendingInvitation | null = null;
    if (user) {
      if (body.email !== user.email) {
        const message = 'The sign-in e-mail of a console login cannot be changed here.';
        throw new ApiError(422, message, { email: message });
      }
      if (body.companyRole !== user.userRole) {
        requireOwnerForRole(viewer, user.userRole, body.companyRole);
        await keepAnOwner(tx, user, 'demoted');
        await tx.update(users).set({ userRole: body.companyRole }).where(eq(users.id, user.id));
        await auditPerson(tx, actor, {
          action: PeopleAction.roleChanged,
          companyId: viewer.companyId,
          userId: user.id,
          before: { role: user.userRole },
          after: { role: body.companyRole },
        });
      }
      await tx
        .update(users)
        .set({ firstName: body.firstName, lastName: body.lastName })
        .where(eq(users.id, user.id));
    } else if (body.invite && body.email !== undefined) {
      if (!employee.active) throw new ApiError(409, 'Reactivate this person before inviting them.');
      invited = await invitePerson(tx, actor, id, { ...body, email: body.email }, now);
    }
    await tx.update(employees).set(personColumns(body, now)).where(eq(employees.id, id));
    await assignShops(tx, id, shopIds);
    return invited;
  });
  return answer(context, actor, id, invitation);
}

/** Switches a person off: their login can no longer sign in, and their sessions end at once. */
export async function deactivateEmployee(context: Context, actor: Actor, id: number): Promise<EmployeeRow> {
  requirePeopleManager(actor.viewer);
  const { viewer } = actor;
  await context.db.transaction(async (tx) => {
    await lockCompany(tx, viewer.companyId);
    const person = await findPerson(tx, viewer.companyId, id);
    const { employee, user } = person;
    requireOwnerForOwner(viewer, user?.userRole ?? null);
    refuseSelf(viewer, user?.id ?? null, 'deactivate');
    const before = user ? userStatusOf(user) : employee.active ? 'active' : 'deactivated';
    if (before === 'deactivated' || !employee.active)
      throw new ApiError(409, 'This person is already deactivated.');
    if (user) await keepAnOwner(tx, user, 'deactivated');
    await switchOff(tx, personRef(person));
    await auditPerson(tx, actor, {
      action: user ? PeopleAction.deactivated : PeopleAction.employeeDeactivated,
      companyId: viewer.companyId,
      userId: user?.id ?? null,
      employeeId: employee.id,
      before: { status: before },
      after: { status: 'deactivated' },
    });
  });
  return getEmployee(context.db, viewer.companyId, id);
}

export async function reactivateEmployee(context: Context, actor: Actor, id: number): Promise<EmployeeRow> {
  requirePeopleManager(actor.viewer);
  const { viewer } = actor;
  await context.db.transaction(async (tx) => {
    const person = await findPerson(tx, viewer.companyId, id);
    const { employee, user } = person;
    requireOwnerForOwner(viewer, user?.userRole ?? null);
    if (employee.active && (!user || userStatusOf(user) !== 'deactivated'))
      throw new ApiError(409, 'This person is already active.');
    await switchOn(tx, personRef(person));
    await auditPerson(tx, actor, {
      action: user ? PeopleAction.reactivated : PeopleAction.employeeReactivated,
      companyId: viewer.companyId,
      userId: user?.id ?? null,
      employeeId: employee.id,
      before: { status: 'deactivated' },
      after: { status: user ? userStatusOf({ ...user, status: 1 }) : 'active' },
    });
  });
  return getEmployee(context.db, viewer.companyId, id);
}

/** The person's pending invitation, or 409: only an invited login has one. */
function pendingInvitationOf(person: Person) {
  const { employee, user } = person;
  if (!user || !employee.active || userStatusOf(user) !== 'invited')
    throw new ApiError(409, 'This person has no pending invitation.');
  return user;
}

/** Runs an action on the pending invitation of a person of the viewer's company (409 without one). */
async function onPendingInvitation<T>(
  context: Context,
  actor: Actor,
  id: number,
  act: (tx: Transaction, user: NonNullable<Person['user']>) => Promise<T>,
): Promise<T> {
  requirePeopleManager(actor.viewer);
  return context.db.transaction(async (tx) => {
    const person = await findPerson(tx, actor.viewer.companyId, id);
    requireOwnerForOwner(actor.viewer, person.user?.userRole ?? null);
    return act(tx, pendingInvitationOf(person));
  });
}

/** Sends the invitation again: a new link; the older unused ones stop working. */
export async function resendEmployeeInvitation(
  context: Context,
  actor: Actor,
  id: number,
): Promise<EmployeeRow> {
  const invitation = await onPendingInvitation(context, actor, id, async (tx, user) => {
    const renewed = await renewInvitation(tx, user);
    await auditPerson(tx, actor, {
      action: PeopleAction.invitationResent,
      companyId: actor.viewer.companyId,
      userId: user.id,
    });
    return renewed;
  });
  return answer(context, actor, id, invitation);
}

/**
 * Revokes the invitation: its links stop working and the never-used login is switched off and unlinked (kept,
 * as the audit trail names it). The person stays on the list without a console login.
 */
export async function revokeEmployeeInvitation(
  context: Context,
  actor: Actor,
  id: number,
): Promise<EmployeeRow> {
  await onPendingInvitation(context, actor, id, async (tx, user) => {
    await endInvitation(tx, user.id);
    await auditPerson(tx, actor, {
      action: PeopleAction.invitationRevoked,
      companyId: actor.viewer.companyId,
      userId: user.id,
      before: { status: 'invited' },
      after: { status: 'revoked' },
    });
  });
  return getEmployee(context.db, actor.viewer.companyId, id);
}
