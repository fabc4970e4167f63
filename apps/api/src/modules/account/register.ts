// E-mail codes and self-service registration of a brand or retailer company with its first user.
import type { RegisterBody, RegisterResult, SendCaptchaToEmailBody } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { createCompanyWithOwner, isUniqueViolation } from './db.ts';
import { EMAIL_CODE_MINUTES, issueEmailCode, useEmailCode, wrongCodeError } from './emailCodes.ts';
import { codeMail, welcomeMail } from './mails.ts';

export function emailTakenError(): ApiError {
  return new ApiError(409, 'An account with this email already exists.');
}

export async function findUserId(db: Database | Transaction, email: string): Promise<number | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return user?.id ?? null;
}

/**
 * A reset code for an unknown address is written (so the limits answer alike) but never sent: the reply is
 * the same whether an account exists or not.
 */
export async function sendEmailCode(
  context: AppContext,
  body: SendCaptchaToEmailBody,
  ip: string,
): Promise<void> {
  const exists = (await findUserId(context.db, body.email)) !== null;
  if (body.purpose === 'register' && exists) throw emailTakenError();
  const code = await issueEmailCode(context.db, { ...body, ip });
  if (body.purpose === 'register' || exists) {
    await context.mailer.send(codeMail(body.email, code, body.purpose, EMAIL_CODE_MINUTES));
  }
}

export async function register(context: AppContext, body: RegisterBody): Promise<RegisterResult> {
  if ((await findUserId(context.db, body.email)) !== null) throw emailTakenError();
  const passwordHash = await hashPassword(body.password);
  let created: RegisterResult | null;
  try {
    // The code is used up only if the accounts are written too (a failed insert rolls both back).
    created = await context.db.transaction(async (tx) => {
      if (!(await useEmailCode(tx, body.email, 'register', body.code))) return null;
      return createCompanyWithOwner(
        tx,
        {
          type: body.accountType,
          name: body.companyName,
          email: body.email,
          phone: body.phone,
          state: body.state,
          timezone: body.timezone,
        },
        { email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName },
      );
    });
  } catch (error) {
    // Two registrations of one address racing: the unique index lets one through.
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  if (!created) throw wrongCodeError();
  await context.mailer.send(welcomeMail(body.email, body.firstName, body.companyName, context.consoleUrl));
  return created;
}
