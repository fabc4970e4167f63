export {
  APP_COOKIES,
  type AppAction,
  type AppState,
  appStateAtom,
  COMPONENT_SIZES,
  type ComponentSize,
  isComponentSize,
  readInitialAppState,
  type SidebarState,
  sidebarOpenedFromCookie,
  sizeFromCookie,
} from './app';
export {
  closeSidebar,
  dispatchAppAction,
  reduceAppState,
  setAppDevice,
  setComponentSize,
  setSidebarHide,
  toggleSidebar,
} from './appActions';
export { type PageSizeChange, pageAfterSizeChange, pagerCountForWidth } from './pagination';
export { type AppDevice, deviceForWidth, topNavVisibleCount } from './responsive';
