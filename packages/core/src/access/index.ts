export {
  type AccessDenialReason,
  type AccessResult,
  type AccessRule,
  type AccessViewer,
  allowsUserType,
  canAccessRoute,
  passesPermissionLevel,
} from './levels';
export {
  assertPermissionValue,
  assertRoleValue,
  checkPermi,
  checkRole,
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
  SUPER_PERMISSION,
  SUPER_ROLE,
} from './permissions';
