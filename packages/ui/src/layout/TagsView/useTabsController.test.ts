import { addTab, EMPTY_TABS_STATE, initAffixTabs, type TabsState, type TabView } from '@console/core';
import { act, createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TabsController, useTabsController } from './useTabsController';

const dashboard: TabView = { fullPath: '/index', path: '/index', title: 'Dashboard', affix: true };
const view = (path: string, extra: Partial<TabView> = {}): TabView => ({
  fullPath: path,
  path: path.split('?')[0] ?? path,
  title: path,
  ...extra,
});

function openTabs(...views: TabView[]): TabsState {
  return views.reduce(addTab, initAffixTabs(EMPTY_TABS_STATE, [dashboard]));
}

interface Harness {
  controller: () => TabsController;
  state: () => TabsState;
  path: () => string;
  navigate: ReturnType<typeof vi.fn>;
}

let root: Root | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

interface Snapshot {
  controller: TabsController;
  state: TabsState;
  path: string;
}

interface HostProps {
  initial: TabsState;
  initialPath: string;
  dashboardPath?: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  report: (snapshot: Snapshot) => void;
}

/** Holds the tab state and the location in React state, as ConsoleLayout does. */
function Host({ initial, initialPath, dashboardPath, navigate, report }: HostProps) {
  const [state, setState] = useState(initial);
  const [path, setPath] = useState(initialPath);
  const controller = useTabsController({
    state,
    setState,
    navigate: (to, options) => {
      navigate(to, options);
      setPath(to);
    },
    activeFullPath: path,
    dashboardPath,
  });
  report({ controller, state, path });
  return null;
}

function mount(initial: TabsState, initialPath: string, dashboardPath?: string): Harness {
  let latest: Snapshot | null = null;
  const navigate = vi.fn();
  const report = (snapshot: Snapshot) => {
    latest = snapshot;
  };
  root = createRoot(document.createElement('div'));
  act(() => root?.render(createElement(Host, { initial, initialPath, dashboardPath, navigate, report })));
  const current = (): Snapshot => {
    if (!latest) throw new Error('not mounted');
    return latest;
  };
  return {
    controller: () => current().controller,
    state: () => current().state,
    path: () => current().path,
    navigate,
  };
}

const paths = (state: TabsState) => state.visited.map((tab) => tab.fullPath);

describe('useTabsController', () => {
  it('closing the active tab moves to the last remaining tab', () => {
    const h = mount(openTabs(view('/a'), view('/b'), view('/c')), '/b');
    act(() => h.controller().onClose('/b'));
    expect(paths(h.state())).toEqual(['/index', '/a', '/c']);
    expect(h.path()).toBe('/c');
  });

  it('closing another tab keeps the route', () => {
    const h = mount(openTabs(view('/a'), view('/b')), '/b');
    act(() => h.controller().onClose('/a'));
    expect(paths(h.state())).toEqual(['/index', '/b']);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('closing the last tab goes to the dashboard, else to the root', () => {
    const onlyTab = addTab(EMPTY_TABS_STATE, view('/a'));
    const withDashboard = mount(onlyTab, '/a', '/index');
    act(() => withDashboard.controller().onClose('/a'));
    expect(withDashboard.path()).toBe('/index');
    act(() => root?.unmount());
    const withoutDashboard = mount(onlyTab, '/a');
    act(() => withoutDashboard.controller().onClose('/a'));
    expect(withoutDashboard.path()).toBe('/');
  });

  it('never closes a pinned tab', () => {
    const initial = openTabs(view('/a'));
    const h = mount(initial, '/index');
    act(() => h.controller().onClose('/index'));
    expect(h.state()).toBe(initial);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('close others moves to the chosen tab first and keeps the pinned one', () => {
    const h = mount(openTabs(view('/a'), view('/b'), view('/c')), '/a');
    act(() => h.controller().onCloseOthers('/b'));
    expect(paths(h.state())).toEqual(['/index', '/b']);
    expect(h.state().cached).toEqual(['/b']);
    expect(h.path()).toBe('/b');
  });

  it('close left / right move away only when the current tab was closed', () => {
    const h = mount(openTabs(view('/a'), view('/b'), view('/c'), view('/d')), '/a');
    act(() => h.controller().onCloseRight('/c'));
    expect(paths(h.state())).toEqual(['/index', '/a', '/b', '/c']);
    expect(h.navigate).not.toHaveBeenCalled();
    act(() => h.controller().onCloseLeft('/c'));
    expect(paths(h.state())).toEqual(['/index', '/c']);
    expect(h.path()).toBe('/c');
  });

  it('close all keeps the pinned tab and goes there', () => {
    const h = mount(openTabs(view('/a'), view('/b')), '/b');
    act(() => h.controller().onCloseAll());
    expect(paths(h.state())).toEqual(['/index']);
    expect(h.path()).toBe('/index');
  });

  it('close all stays on a pinned route', () => {
    const h = mount(openTabs(view('/a')), '/index');
    act(() => h.controller().onCloseAll());
    expect(paths(h.state())).toEqual(['/index']);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('refresh drops the cache and frame and replaces the URL with the helper route', () => {
    const frame = view('/docs?x=1', { link: 'https://example.com' });
    const h = mount(openTabs(view('/a'), frame), '/docs?x=1');
    act(() => h.controller().onRefresh('/docs?x=1'));
    expect(h.navigate).toHaveBeenCalledWith('/redirect/docs?x=1', { replace: true });
    expect(h.state().cached).toEqual(['/a']);
    expect(h.state().iframes).toEqual([]);
    expect(paths(h.state())).toEqual(['/index', '/a', '/docs?x=1']);
  });

  it('ignores a refresh while the helper route is showing', () => {
    const h = mount(openTabs(view('/a')), '/redirect/a');
    act(() => h.controller().onRefresh('/a'));
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('select navigates unless the tab is already active', () => {
    const h = mount(openTabs(view('/a')), '/a');
    act(() => h.controller().onSelect('/a'));
    expect(h.navigate).not.toHaveBeenCalled();
    act(() => h.controller().onSelect('/index'));
    expect(h.path()).toBe('/index');
  });
});
