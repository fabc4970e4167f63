import type { Store } from 'jotai/vanilla';
import { atomWithLazy } from 'jotai/vanilla/utils';
import { LAYOUT } from '../constants';
import { getCookie, setCookie } from '../storage';
import type { AppDevice } from './responsive';

export type ComponentSize = 'default' | 'medium' | 'small' | 'mini';

/** The size selector's choices, in menu order (spec §2). */
export const COMPONENT_SIZES: readonly ComponentSize[] = ['default', 'medium', 'small', 'mini'];

export const APP_COOKIES = {
  sidebarStatus: 'sidebarStatus',
  size: 'size',
} as const;

/** Cookie lifetime: the sidebar and size choices are remembered across browser restarts. */
const COOKIE_DAYS = 365;

export interface SidebarState {
  /** Whether the sidebar (or, on mobile, the drawer) is open now. */
  opened: boolean;
  /** The last open or close asked for no transition. */
  withoutAnimation: boolean;
  /** Not rendered at all (top navigation mode); toggling is then ignored. */
  hide: boolean;
  /**
   * The desktop user's choice, which is what the cookie holds. The mobile drawer never changes it, so
   * narrowing the window below 992 px and widening it again restores the desktop sidebar.
   */
  desktopOpened: boolean;
}

export interface AppState {
  sidebar: SidebarState;
  device: AppDevice;
  size: ComponentSize;
}

export type AppAction =
  | { type: 'toggleSidebar' }
  | { type: 'closeSidebar'; withoutAnimation: boolean }
  | { type: 'setDevice'; device: AppDevice }
  | { type: 'setSidebarHide'; hide: boolean }
  | { type: 'setSize'; size: ComponentSize };

export function isComponentSize(value: unknown): value is ComponentSize {
  return COMPONENT_SIZES.includes(value as ComponentSize);
}

/** Cookie `sidebarStatus`: '0' is closed; absent (or anything else) is open. */
export function sidebarOpenedFromCookie(value: string | undefined): boolean {
  return value !== '0';
}

/** Cookie `size`: one of the four sizes, else medium (spec §9). */
export function sizeFromCookie(value: string | undefined): ComponentSize {
  return isComponentSize(value) ? value : LAYOUT.defaultSize;
}

/** The state at start-up, from the cookies. The layout sets the device from the width once mounted. */
export function readInitialAppState(): AppState {
  const opened = sidebarOpenedFromCookie(getCookie(APP_COOKIES.sidebarStatus));
  return {
    sidebar: { opened, withoutAnimation: false, hide: false, desktopOpened: opened },
    device: 'desktop',
    size: sizeFromCookie(getCookie(APP_COOKIES.size)),
  };
}

function withSidebar(state: AppState, opened: boolean, withoutAnimation: boolean): AppState {
  const desktopOpened = state.device === 'desktop' ? opened : state.sidebar.desktopOpened;
  return { ...state, sidebar: { ...state.sidebar, opened, withoutAnimation, desktopOpened } };
}

/** Pure transitions of the app state (spec §4 Sidebar, Device). */
export function reduceAppState(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'toggleSidebar':
      return state.sidebar.hide ? state : withSidebar(state, !state.sidebar.opened, false);
    case 'closeSidebar':
      return withSidebar(state, false, action.withoutAnimation);
    case 'setDevice': {
      if (action.device === state.device) return state;
      // Entering mobile closes the drawer at once; back on desktop the remembered choice returns.
      const opened = action.device === 'mobile' ? false : state.sidebar.desktopOpened;
      return {
        ...state,
        device: action.device,
        sidebar: { ...state.sidebar, opened, withoutAnimation: true },
      };
    }
    case 'setSidebarHide':
      return { ...state, sidebar: { ...state.sidebar, hide: action.hide } };
    case 'setSize':
      return { ...state, size: action.size };
  }
}

export const appStateAtom = atomWithLazy<AppState>(readInitialAppState);

/** Applies an action to the store and writes the cookies it changed. */
export function dispatchAppAction(store: Store, action: AppAction): AppState {
  const previous = store.get(appStateAtom);
  const next = reduceAppState(previous, action);
  if (next === previous) return previous;
  store.set(appStateAtom, next);
  if (next.sidebar.desktopOpened !== previous.sidebar.desktopOpened) {
    setCookie(APP_COOKIES.sidebarStatus, next.sidebar.desktopOpened ? '1' : '0', { days: COOKIE_DAYS });
  }
  if (action.type === 'setSize') setCookie(APP_COOKIES.size, next.size, { days: COOKIE_DAYS });
  return next;
}

/** The hamburger: ignored while the sidebar is hidden. */
export function toggleSidebar(store: Store): void {
  dispatchAppAction(store, { type: 'toggleSidebar' });
}

/** Closes the sidebar, e.g. the mobile drawer on route change or on a click outside it. */
export function closeSidebar(store: Store, { withoutAnimation = false } = {}): void {
  dispatchAppAction(store, { type: 'closeSidebar', withoutAnimation });
}

/** Called with `deviceForWidth(width)` on mount and on resize (while the document is visible). */
export function setAppDevice(store: Store, device: AppDevice): void {
  dispatchAppAction(store, { type: 'setDevice', device });
}

export function setSidebarHide(store: Store, hide: boolean): void {
  dispatchAppAction(store, { type: 'setSidebarHide', hide });
}

/** Stores the component size and writes cookie `size`. */
export function setComponentSize(store: Store, size: ComponentSize): void {
  dispatchAppAction(store, { type: 'setSize', size });
}
