export {
  AppLink,
  type AppLinkProps,
  MemoryNavigation,
  type NavigationActions,
  NavigationProvider,
  type NavigationValue,
  useNavigation,
  useNavigationActions,
} from './Navigation';
