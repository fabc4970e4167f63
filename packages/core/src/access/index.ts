export {
  type AccessDenialReason,
  type AccessResult,
  type AccessRule,
  allowsUserType,
  canAccessRoute,
  passesPermissionLevel,
  type AccessViewer,
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
