export {
  type AccessGuardProps,
  AccessProvider,
  type AccessProviderProps,
  type AccessValue,
  HasPermi,
  HasRole,
  useHasPermi,
  useHasRole,
  usePermissions,
} from './Access';
