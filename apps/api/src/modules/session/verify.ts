import type { UserLoginVerifyResult } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { UserStatus, users } from '../../db/schema.ts';

/** For the login page: does the account exist, and must it still set its password (an invited user)? */
export async function userLoginVerify(db: Database, email: string): Promise<UserLoginVerifyResult> {
  const [user] = await db
    .select({ status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return {
    exists: user !== undefined,
    needsSetup: user !== undefined && user.status === UserStatus.active && user.passwordHash === null,
  };
}
