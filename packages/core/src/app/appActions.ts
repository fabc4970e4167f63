import type { Store } from 'jotai/vanilla';
import { setCookie } from '../storage';
import { APP_COOKIES, type AppAction, type AppState, appStateAtom, type ComponentSize } from './app';
import type { AppDevice } from './responsive';

// What changes the app state (the shell's sidebar, device and size controls), apart from the state itself,
// which every page reads at start: pages that never change it do not load this.

/** Cookie lifetime: the sidebar and size choices are remembered across browser restarts. */
const COOKIE_DAYS = 365;

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
