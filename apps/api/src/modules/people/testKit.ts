// Shared steps of this module's tests.
import type { EmployeeSaveInput } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { employees, users } from '../../db/schema.ts';
import type { TestApp } from '../../test/testApp.ts';
import { send } from '../account/testKit.ts';

export type Auth = { authorization: string };

/** A call as `auth`; answers the status, the envelope's message and data. */
export async function call(
  t: TestApp,
  auth: Auth,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const response = await t.app.inject({ method, url, headers: auth, payload, remoteAddress: '203.0.113.9' });
  const body = response.headers['content-type']?.startsWith('application/json') ? response.json() : null;
  return { status: response.statusCode, msg: body?.msg as string, data: body?.data, text: response.body };
}

/** A new person's body; the caller adds or overrides fields. */
export function person(extra: Partial<EmployeeSaveInput> = {}): EmployeeSaveInput {
  return {
    firstName: 'Nina',
    lastName: 'Newhire',
    position: 'technician',
    shopIds: [],
    skills: ['Battery service'],
    companyRole: 3,
    invite: false,
    ...extra,
  };
}

/** The employee row of a user (every brand and retailer user has one). */
export async function employeeIdOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.db.select({ id: employees.id }).from(employees).where(eq(employees.userId, userId));
  if (!row) throw new Error(`no employee row for user ${userId}`);
  return row.id;
}

/** An employee of the company with no login (seeded staff). */
export async function staffWithoutLogin(t: TestApp, companyId: number): Promise<number> {
  const [row] = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.active, true)))
    .orderBy(employees.id)
    .offset(10)
    .limit(1);
  if (!row) throw new Error('no seeded staff');
  return row.id;
}

/** The `sign` of the newest e-mailed link to the address, and the page it opens. */
export async function mailedLink(t: TestApp, email: string) {
  const mail = await t.lastMail(email);
  const match = /\/ec(\/login_setup|\/changePassword)\?sign=([\w-]+)/.exec(mail?.text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no link in the e-mail to ${email}`);
  return { page: match[1], sign: match[2], subject: mail?.subject };
}

export async function setPasswordWithLink(t: TestApp, sign: string, password: string) {
  return send(t, { method: 'PUT', url: '/api/bee/confirmPasswordEdit', payload: { sign, password } });
}

export async function verifyLink(t: TestApp, sign: string): Promise<boolean> {
  const response = await send(t, { method: 'POST', url: '/api/bee/urlTimeoutVerify', payload: { sign } });
  return response.json().data.valid;
}

/** Signs in through the API; the session header, or null when refused. */
export async function signIn(t: TestApp, email: string, password: string): Promise<Auth | null> {
  const response = await send(t, { method: 'POST', url: '/api/bee/loginBee', payload: { email, password } });
  const token = response.json().data?.token;
  return typeof token === 'string' ? { authorization: `Bearer ${token}` } : null;
}

/** 200 while the session works, 401 once it has ended. */
export async function sessionStatus(t: TestApp, auth: Auth): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/bee/userInfo', headers: auth })).statusCode;
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}
