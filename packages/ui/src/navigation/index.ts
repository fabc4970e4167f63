export {
  AppLink,
  type AppLinkProps,
  MemoryNavigation,
  type NavigationActions,
  NavigationProvider,
  type NavigationValue,
  type PrefetchReason,
  useNavigation,
  useNavigationActions,
} from './Navigation';
