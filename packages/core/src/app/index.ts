export {
  APP_COOKIES,
  type AppAction,
  type AppState,
  appStateAtom,
  COMPONENT_SIZES,
  type ComponentSize,
  closeSidebar,
  dispatchAppAction,
  isComponentSize,
  readInitialAppState,
  reduceAppState,
  type SidebarState,
  setAppDevice,
  setComponentSize,
  setSidebarHide,
  sidebarOpenedFromCookie,
  sizeFromCookie,
  toggleSidebar,
} from './app';
export { type PageSizeChange, pageAfterSizeChange, pagerCountForWidth } from './pagination';
export { type AppDevice, deviceForWidth, topNavVisibleCount } from './responsive';
