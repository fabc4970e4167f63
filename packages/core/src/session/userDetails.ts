import { API_BASE } from '../constants';
import type { UserInfo } from './session';

// What the console frame shows of the signed-in user (name, avatar) and reads from their info (roles,
// permissions, the card key): pages without the frame, such as the sign-in page, do not load it.

const avatarSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" fill="#dcdfe6"/>' +
  '<circle cx="32" cy="25" r="12" fill="#ffffff"/>' +
  '<path d="M10 60c0-13 10-21 22-21s22 8 22 21z" fill="#ffffff"/>' +
  '</svg>';

/** Neutral person icon shown when the user has no avatar. */
export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(avatarSvg)}`;

/** First and last name joined by one space, each trimmed; empty parts are skipped. */
export function userDisplayName(userInfo: UserInfo | null | undefined): string {
  if (!userInfo) return '';
  return [userInfo.first_name, userInfo.last_name]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}

/**
 * The avatar to show: the default icon when empty; full URLs, data/blob URLs and absolute paths as they
 * are; a bare relative path is a file served by the API, so it is resolved under the API base.
 */
export function resolveAvatarUrl(avatar: string | null | undefined): string {
  const value = typeof avatar === 'string' ? avatar.trim() : '';
  if (!value) return DEFAULT_AVATAR;
  if (/^(https?:|data:|blob:)/i.test(value) || value.startsWith('/')) return value;
  return `${API_BASE}/${value}`;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function userRoles(userInfo: UserInfo | null | undefined): string[] {
  return stringList(userInfo?.roles);
}

export function userPermissions(userInfo: UserInfo | null | undefined): string[] {
  return stringList(userInfo?.permissions);
}

export function cardPublicKey(userInfo: UserInfo | null | undefined): string {
  const key = userInfo?.card_public_key;
  return typeof key === 'string' ? key : '';
}
