export {
  AppLink,
  type AppLinkProps,
  MemoryNavigation,
  NavigationProvider,
  type NavigationValue,
  useNavigation,
} from './Navigation';
