import { profileAvatarUrl, type UserInfoData } from '@console/contract';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Database } from '../../db/database.ts';
import { companies, users } from '../../db/schema.ts';

const ROLE_BY_USER_TYPE: Record<number, string> = { 1: 'brand', 2: 'retailer', 3: 'admin' };

/**
 * Admins and company owners (user_role 1) may do everything; other roles get no permission codes yet.
 * Finer permissions arrive with the screens that need them.
 */
export function permissionsFor(userType: number, userRole: number): string[] {
  return userType === 3 || userRole === 1 ? ['*:*:*'] : [];
}

/**
 * The signed-in user as the console keeps it (`user_info`). A brand pays its statements by card, so a brand
 * user's info carries the card provider's publishable key (`cardPublicKey`: the provider refuses to start with
 * anything but a pk_… key, so no secret can go this way).
 */
export async function loadUserInfo(
  db: Database,
  userId: number,
  cardPublicKey: string,
): Promise<UserInfoData> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatar: users.avatar,
      userType: users.userType,
      userRole: users.userRole,
      companyId: companies.id,
      companyName: companies.name,
      onsiteAvailable: companies.onsiteAvailable,
      timezone: companies.timezone,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw new ApiError(401);
  const role = ROLE_BY_USER_TYPE[row.userType];
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    // Stored as the upload's fileName; the browser loads it from the public avatar URL.
    avatar: row.avatar ? profileAvatarUrl(row.avatar) : null,
    user_type: row.userType,
    user_role: row.userRole,
    company_id: row.companyId,
    company_name: row.companyName,
    brands_info:
      row.userType === 1
        ? { id: row.companyId, name: row.companyName, onsite_available: row.onsiteAvailable }
        : null,
    card_public_key: row.userType === 1 ? cardPublicKey : null,
    roles: role ? [role] : [],
    permissions: permissionsFor(row.userType, row.userRole),
    timezone: row.timezone,
  };
}
