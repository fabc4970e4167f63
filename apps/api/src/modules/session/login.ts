// Sign-in with e-mail and password. The captcha (when required) is checked before the password, so the
// password cannot be guessed without solving one; every refusal for bad credentials reads the same and
// takes about as long, whether the account exists or not.
import type { LoginBody, LoginResult } from '@console/contract';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords.ts';
import { createSession } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { CompanyStatus, companies, UserStatus, users } from '../../db/schema.ts';
import { FAILURES_BEFORE_CAPTCHA, recentFailures, recordAttempt } from './attempts.ts';
import { consumeCaptcha } from './captcha.ts';
import { loadUserInfo } from './userInfo.ts';

const LOGIN_MESSAGES = {
  captchaMissing: 'Please enter the verification code.',
  captchaWrong: 'The verification code is wrong or has expired.',
  credentials: 'Incorrect email or password.',
} as const;

export type LoginOutcome =
  | { ok: true; result: LoginResult }
  | { ok: false; msg: string; captchaRequired: boolean };

export async function login(
  db: Database,
  body: LoginBody,
  ip: string,
  cardPublicKey: string,
): Promise<LoginOutcome> {
  const { email, password, code, uuid } = body;
  const failures = await recentFailures(db, email, ip);
  const captchaRequired = failures >= FAILURES_BEFORE_CAPTCHA;
  if (captchaRequired) {
    if (!code || !uuid) return { ok: false, msg: LOGIN_MESSAGES.captchaMissing, captchaRequired };
    if (!(await consumeCaptcha(db, uuid, code))) {
      await recordAttempt(db, email, ip, false);
      return { ok: false, msg: LOGIN_MESSAGES.captchaWrong, captchaRequired };
    }
  }

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      companyStatus: companies.status,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email));
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
  if (
    !user ||
    !passwordOk ||
    user.status !== UserStatus.active ||
    user.companyStatus !== CompanyStatus.active
  ) {
    await recordAttempt(db, email, ip, false);
    return {
      ok: false,
      msg: LOGIN_MESSAGES.credentials,
      captchaRequired: failures + 1 >= FAILURES_BEFORE_CAPTCHA,
    };
  }

  await recordAttempt(db, email, ip, true);
  const token = await createSession(db, user.id);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { ok: true, result: { token, userInfo: await loadUserInfo(db, user.id, cardPublicKey) } };
}
