import { ROLE } from '../constants';
import { isPublicRoute, ROUTE_PATHS } from '../routes';
import { localJson } from '../storage';

/** Brand data attached to a brand user's info; only the onsite flag is read. */
export interface BrandsInfo {
  onsite_available?: boolean | number | string | null;
  [key: string]: unknown;
}

/**
 * The user-info record of spec §3, stored locally as `user_info`. Other fields of the response are kept
 * as they come. `card_public_key` is our name for "the field holding the card payment provider's public
 * key": the spec does not name it, and the API of this repository sends it under this name.
 */
export interface UserInfo {
  id: number | string;
  first_name?: string | null;
  last_name?: string | null;
  avatar?: string | null;
  user_type?: number | null;
  user_role?: number | null;
  brands_info?: BrandsInfo | null;
  card_public_key?: string | null;
  roles?: string[];
  permissions?: string[];
  [key: string]: unknown;
}

/**
 * Local storage keys of the session. The token is in localStorage, not sessionStorage, because the
 * balance in the top bar opens /onsite/amount/list in a new browser tab, and that tab needs the session.
 */
export const SESSION_STORAGE_KEYS = {
  token: 'console-token',
  loginFlag: 'isLogin',
  userInfo: 'user_info',
} as const;

/** Value of the login flag while logged in. */
export const LOGIN_FLAG_VALUE = '1';

/** Default page after login (spec §2: /dashboard is the default page). */
export const DEFAULT_LANDING_PATH = ROUTE_PATHS.dashboard;

/** Where onsite-service users land after login (spec §1). */
export const ONSITE_LANDING_PATH = '/onsite/work/flightBoard';

/** True for true, a non-zero number, or a string holding one ('1'); the API is loose about flag types. */
function isOnFlag(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true' || Number(value) > 0;
  return false;
}

/** A brand user (type 1) whose brand has onsite service available (spec §1, §6). */
export function isOnsiteUser(userInfo: UserInfo | null | undefined): boolean {
  if (!userInfo) return false;
  return Number(userInfo.user_type) === ROLE.brand && isOnFlag(userInfo.brands_info?.onsite_available);
}

/**
 * The redirect target if it is a path inside this app, else null. Only '/'-rooted paths are honoured;
 * '//host' and '/\host' (browsers read both as another host), full URLs and control characters
 * (browsers strip tabs and newlines, which can turn '/\t/host' into '//host') are refused.
 */
export function safeRedirectPath(redirect: string | null | undefined): string | null {
  if (typeof redirect !== 'string' || !redirect.startsWith('/')) return null;
  if (redirect.startsWith('//') || redirect.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (/[\u0000-\u001f\u007f]/.test(redirect)) return null;
  // Returning to a public page (/login, /home, …) after signing in would be a loop, not a return trip.
  if (isPublicRoute(redirect.split(/[?#]/)[0] ?? redirect)) return null;
  return redirect;
}

/** Onsite users always go to the flight board; others to a safe redirect, or the dashboard. */
export function landingPathAfterLogin(
  userInfo: UserInfo | null | undefined,
  redirect?: string | null,
): string {
  if (isOnsiteUser(userInfo)) return ONSITE_LANDING_PATH;
  return safeRedirectPath(redirect) ?? DEFAULT_LANDING_PATH;
}

/** A stored user info is usable only as an object with an id; anything else counts as absent. */
export function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id } = value as { id?: unknown };
  return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '');
}

export interface StoredSession {
  token: string | null;
  userInfo: UserInfo | null;
  loginFlag: boolean;
}

/** The session as left in local storage; corrupt or missing parts read as absent, never throw. */
export function readStoredSession(): StoredSession {
  const token = localJson.get(SESSION_STORAGE_KEYS.token);
  const userInfo = localJson.getJSON<unknown>(SESSION_STORAGE_KEYS.userInfo);
  return {
    token: token ? token : null,
    userInfo: isUserInfo(userInfo) ? userInfo : null,
    loginFlag: localJson.get(SESSION_STORAGE_KEYS.loginFlag) === LOGIN_FLAG_VALUE,
  };
}

/** What the route guard checks: both the login flag and a token are stored (spec §2). */
export function hasStoredLogin(): boolean {
  const { token, loginFlag } = readStoredSession();
  return loginFlag && token !== null;
}
