import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../storage';
import { type AppState, appStateAtom, readInitialAppState } from './app';
import {
  closeSidebar,
  reduceAppState,
  setAppDevice,
  setComponentSize,
  setSidebarHide,
  toggleSidebar,
} from './appActions';

beforeEach(() => {
  removeCookie('sidebarStatus');
  removeCookie('size');
});

describe('initial app state from cookies', () => {
  it('defaults to an open sidebar, desktop and size medium when no cookie is set', () => {
    expect(readInitialAppState()).toEqual({
      sidebar: { opened: true, withoutAnimation: false, hide: false, desktopOpened: true },
      device: 'desktop',
      size: 'medium',
    });
  });

  it("reads sidebarStatus '0' as closed and '1' as open", () => {
    setCookie('sidebarStatus', '0');
    expect(readInitialAppState().sidebar.opened).toBe(false);
    setCookie('sidebarStatus', '1');
    expect(readInitialAppState().sidebar.opened).toBe(true);
  });

  it('reads a valid size cookie and falls back to medium for an invalid one', () => {
    setCookie('size', 'mini');
    expect(readInitialAppState().size).toBe('mini');
    setCookie('size', 'huge');
    expect(readInitialAppState().size).toBe('medium');
  });
});

describe('sidebar actions', () => {
  it("toggle flips the sidebar and writes sidebarStatus '0' then '1'", () => {
    const store = createStore();
    toggleSidebar(store);
    expect(store.get(appStateAtom).sidebar).toMatchObject({ opened: false, withoutAnimation: false });
    expect(getCookie('sidebarStatus')).toBe('0');
    toggleSidebar(store);
    expect(store.get(appStateAtom).sidebar.opened).toBe(true);
    expect(getCookie('sidebarStatus')).toBe('1');
  });

  it('ignores toggle while the sidebar is hidden', () => {
    const store = createStore();
    setSidebarHide(store, true);
    const before = store.get(appStateAtom);
    toggleSidebar(store);
    expect(store.get(appStateAtom)).toBe(before);
    expect(store.get(appStateAtom).sidebar.opened).toBe(true);
    expect(getCookie('sidebarStatus')).toBeUndefined();
    setSidebarHide(store, false);
    toggleSidebar(store);
    expect(store.get(appStateAtom).sidebar.opened).toBe(false);
  });

  it("close on desktop closes, keeps the animation flag and writes '0'", () => {
    const store = createStore();
    closeSidebar(store, { withoutAnimation: true });
    expect(store.get(appStateAtom).sidebar).toMatchObject({ opened: false, withoutAnimation: true });
    expect(getCookie('sidebarStatus')).toBe('0');
  });

  it('going mobile closes the drawer without touching the desktop cookie, and desktop restores it', () => {
    setCookie('sidebarStatus', '1');
    const store = createStore();
    setAppDevice(store, 'mobile');
    expect(store.get(appStateAtom)).toMatchObject({
      device: 'mobile',
      sidebar: { opened: false, withoutAnimation: true },
    });
    expect(getCookie('sidebarStatus')).toBe('1');

    // Open the drawer, then close it as a route change on mobile does.
    toggleSidebar(store);
    expect(store.get(appStateAtom).sidebar.opened).toBe(true);
    closeSidebar(store);
    expect(store.get(appStateAtom).sidebar.opened).toBe(false);
    expect(getCookie('sidebarStatus')).toBe('1');

    setAppDevice(store, 'desktop');
    expect(store.get(appStateAtom)).toMatchObject({ device: 'desktop', sidebar: { opened: true } });
    expect(readInitialAppState().sidebar.opened).toBe(true);
  });

  it('a collapsed desktop sidebar stays collapsed after a mobile round trip', () => {
    const store = createStore();
    toggleSidebar(store);
    setAppDevice(store, 'mobile');
    toggleSidebar(store);
    setAppDevice(store, 'desktop');
    expect(store.get(appStateAtom).sidebar.opened).toBe(false);
    expect(getCookie('sidebarStatus')).toBe('0');
  });

  it('setting the same device again changes nothing', () => {
    const state = readInitialAppState();
    expect(reduceAppState(state, { type: 'setDevice', device: 'desktop' })).toBe(state);
  });
});

describe('size', () => {
  it('stores the size and writes the size cookie', () => {
    const store = createStore();
    setComponentSize(store, 'small');
    expect(store.get(appStateAtom).size).toBe('small');
    expect(getCookie('size')).toBe('small');
    const reloaded: AppState = readInitialAppState();
    expect(reloaded.size).toBe('small');
  });
});
