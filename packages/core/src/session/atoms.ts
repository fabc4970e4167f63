import { atom, type Store } from 'jotai/vanilla';
import { atomWithLazy } from 'jotai/vanilla/utils';
import { localJson } from '../storage';
import { EMPTY_TABS_STATE, forgetPersistedTabs, tabsAtom } from '../tabs';
import {
  isOnsiteUser,
  LOGIN_FLAG_VALUE,
  landingPathAfterLogin,
  readStoredSession,
  SESSION_STORAGE_KEYS,
  type UserInfo,
} from './session';
import { cardPublicKey, resolveAvatarUrl, userDisplayName, userPermissions, userRoles } from './userDetails';

// Each store reads local storage the first time it needs the value, so importing this module has no effect.
const storedTokenAtom = atomWithLazy<string | null>(() => readStoredSession().token);
const storedUserInfoAtom = atomWithLazy<UserInfo | null>(() => readStoredSession().userInfo);

/** The bearer token; writing it also writes (or, for null, removes) the stored copy. */
export const tokenAtom = atom(
  (get) => get(storedTokenAtom),
  (_get, set, token: string | null) => {
    if (token) localJson.set(SESSION_STORAGE_KEYS.token, token);
    else localJson.remove(SESSION_STORAGE_KEYS.token);
    set(storedTokenAtom, token || null);
  },
);

/** The signed-in user's info; writing it also writes (or, for null, removes) local `user_info`. */
export const userInfoAtom = atom(
  (get) => get(storedUserInfoAtom),
  (_get, set, userInfo: UserInfo | null) => {
    if (userInfo) localJson.setJSON(SESSION_STORAGE_KEYS.userInfo, userInfo);
    else localJson.remove(SESSION_STORAGE_KEYS.userInfo);
    set(storedUserInfoAtom, userInfo);
  },
);

export const userIdAtom = atom((get) => get(userInfoAtom)?.id ?? null);
export const userNameAtom = atom((get) => userDisplayName(get(userInfoAtom)));
export const userAvatarAtom = atom((get) => resolveAvatarUrl(get(userInfoAtom)?.avatar));
export const userRolesAtom = atom((get) => userRoles(get(userInfoAtom)));
export const userPermissionsAtom = atom((get) => userPermissions(get(userInfoAtom)));
export const cardPublicKeyAtom = atom((get) => cardPublicKey(get(userInfoAtom)));
export const isOnsiteUserAtom = atom((get) => isOnsiteUser(get(userInfoAtom)));

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  /** The `redirect` query of the login page, honoured only when it is a path inside the app. */
  redirect?: string | null;
}

/** Stores token, user info and the login flag; returns the path to go to next. */
export function applyLogin(store: Store, { token, userInfo, redirect }: LoginResult): string {
  store.set(tokenAtom, token);
  store.set(userInfoAtom, userInfo);
  localJson.set(SESSION_STORAGE_KEYS.loginFlag, LOGIN_FLAG_VALUE);
  return landingPathAfterLogin(userInfo, redirect);
}

/** Replaces the user info (e.g. after GET /bee/userInfo), in the store and in local storage. */
export function applyUserInfo(store: Store, userInfo: UserInfo): void {
  store.set(userInfoAtom, userInfo);
}

/**
 * Logout and forced logout (spec §4): token, user info (and with it roles and permissions) and the login
 * flag are cleared from the store and from local storage.
 */
export function clearSession(store: Store): void {
  store.set(tokenAtom, null);
  store.set(userInfoAtom, null);
  localJson.remove(SESSION_STORAGE_KEYS.loginFlag);
  // The next person to sign in on this browser must not inherit these tabs.
  store.set(tabsAtom, EMPTY_TABS_STATE);
  forgetPersistedTabs();
}
