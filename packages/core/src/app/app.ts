import { atomWithLazy } from 'jotai/vanilla/utils';
import { LAYOUT } from '../constants';
import { getCookie } from '../storage';
import type { AppDevice } from './responsive';

export type ComponentSize = 'default' | 'medium' | 'small' | 'mini';

/** The size selector's choices, in menu order (spec §2). */
export const COMPONENT_SIZES: readonly ComponentSize[] = ['default', 'medium', 'small', 'mini'];

export const APP_COOKIES = {
  sidebarStatus: 'sidebarStatus',
  size: 'size',
} as const;

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

export const appStateAtom = atomWithLazy<AppState>(readInitialAppState);
