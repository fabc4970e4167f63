import { ROLE, type UserInfo, userDisplayName } from '@console/core';
import { timezoneLabel } from '../../shared/display.logic';

/** What the profile page shows of the signed-in user; null where the user info does not say. */
export interface ProfileFacts {
  name: string;
  firstName: string;
  lastName: string;
  email: string | null;
  company: string | null;
  userType: string | null;
  timezone: string | null;
  /** The stored avatar's URL, or null for none. */
  avatar: string | null;
}

const USER_TYPES: Record<number, string> = {
  [ROLE.brand]: 'Brand',
  [ROLE.retailer]: 'Retailer',
  [ROLE.admin]: 'Platform admin',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function profileFacts(info: UserInfo): ProfileFacts {
  return {
    name: userDisplayName(info),
    firstName: text(info.first_name) ?? '',
    lastName: text(info.last_name) ?? '',
    email: text(info.email),
    company: text(info.company_name),
    userType: USER_TYPES[Number(info.user_type)] ?? null,
    timezone: timezoneLabel(text(info.timezone)),
    avatar: text(info.avatar),
  };
}

/**
 * The `avatar` of `PUT /bee/profile` for what the avatar control holds: left out when it still holds the
 * stored avatar (or still none), null when the user removed it, else the file name of the new upload.
 */
export function avatarChange(stored: string | null, held: readonly string[]): string | null | undefined {
  const current = held[0] ?? null;
  if (current === stored) return undefined;
  return current;
}
