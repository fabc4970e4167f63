export {
  applyLogin,
  applyUserInfo,
  cardPublicKeyAtom,
  clearSession,
  isOnsiteUserAtom,
  type LoginResult,
  tokenAtom,
  userAvatarAtom,
  userIdAtom,
  userInfoAtom,
  userNameAtom,
  userPermissionsAtom,
  userRolesAtom,
} from './atoms';
export { type LabelValueOption, timezoneOptions, usStateOptions } from './options';
export {
  type BrandsInfo,
  DEFAULT_LANDING_PATH,
  hasStoredLogin,
  isOnsiteUser,
  isUserInfo,
  LOGIN_FLAG_VALUE,
  landingPathAfterLogin,
  ONSITE_LANDING_PATH,
  readStoredSession,
  SESSION_STORAGE_KEYS,
  type StoredSession,
  safeRedirectPath,
  type UserInfo,
} from './session';
export {
  cardPublicKey,
  DEFAULT_AVATAR,
  resolveAvatarUrl,
  userDisplayName,
  userPermissions,
  userRoles,
} from './userDetails';
