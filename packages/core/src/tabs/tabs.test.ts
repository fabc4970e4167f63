import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import {
  activeAfterGroupClose,
  addTab,
  clearCachedTabs,
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  EMPTY_TABS_STATE,
  initAffixTabs,
  moveTab,
  nextActiveAfterClose,
  refreshTab,
  type TabsState,
  type TabView,
  tabsAtom,
  updateTabTitle,
} from './tabs';

const dashboard: TabView = { fullPath: '/dashboard', path: '/dashboard', title: 'Dashboard', affix: true };
const warranties: TabView = { fullPath: '/warranty/index', path: '/warranty/index', title: 'Warranties' };
const detail1: TabView = {
  fullPath: '/warranty/detail?id=1',
  path: '/warranty/detail',
  query: { id: '1' },
  title: 'Warranty detail',
};
const detail2: TabView = { ...detail1, fullPath: '/warranty/detail?id=2', query: { id: '2' } };
const payouts: TabView = {
  fullPath: '/reports/payouts',
  path: '/reports/payouts',
  title: 'Payouts',
  noCache: true,
};
const frame: TabView = {
  fullPath: '/frame/docs',
  path: '/frame/docs',
  title: 'Docs',
  link: 'https://docs.example.com',
};

const paths = (state: TabsState) => state.visited.map((tab) => tab.fullPath);

/** Dashboard (pinned), warranties, detail 1, detail 2, payouts (no cache), frame: all visited. */
function openAll(): TabsState {
  let state = initAffixTabs(EMPTY_TABS_STATE, [dashboard]);
  for (const view of [dashboard, warranties, detail1, detail2, payouts, frame]) state = addTab(state, view);
  return state;
}

describe('opening tabs', () => {
  it('puts pinned tabs first, before tabs already open', () => {
    const state = initAffixTabs(addTab(EMPTY_TABS_STATE, warranties), [dashboard]);
    expect(paths(state)).toEqual(['/dashboard', '/warranty/index']);
    expect(state.visited[0]?.affix).toBe(true);
    // Pinning lists a tab; it is kept alive only once visited.
    expect(state.cached).toEqual(['/warranty/index']);
  });

  it('de-duplicates by fullPath and takes the new title on re-open', () => {
    let state = addTab(EMPTY_TABS_STATE, warranties);
    state = addTab(state, { ...warranties, title: 'Warranty list' });
    expect(state.visited).toEqual([{ ...warranties, title: 'Warranty list' }]);
    expect(state.cached).toEqual(['/warranty/index']);
  });

  it('returns the same state when a tab is re-opened as it is (nothing for a view to re-render)', () => {
    const state = openAll();
    expect(addTab(state, { ...detail1, query: { ...detail1.query } })).toBe(state);
    expect(addTab(state, { ...frame })).toBe(state);
    expect(addTab(state, { ...detail1, title: 'Warranty 1' })).not.toBe(state);
  });

  it('opens two detail pages of one screen as two tabs with two cache entries', () => {
    const state = addTab(addTab(EMPTY_TABS_STATE, detail1), detail2);
    expect(paths(state)).toEqual(['/warranty/detail?id=1', '/warranty/detail?id=2']);
    expect(state.cached).toEqual(['/warranty/detail?id=1', '/warranty/detail?id=2']);
  });

  it('does not cache noCache tabs, lists link tabs as frames, ignores the /redirect helper', () => {
    const state = openAll();
    expect(state.cached).not.toContain('/reports/payouts');
    expect(state.iframes.map((tab) => tab.fullPath)).toEqual(['/frame/docs']);
    expect(
      addTab(state, { fullPath: '/redirect/warranty/index', path: '/redirect/warranty/index', title: '' }),
    ).toBe(state);
  });

  it('keeps a pinned tab pinned when it is re-opened', () => {
    const state = addTab(initAffixTabs(EMPTY_TABS_STATE, [dashboard]), { ...dashboard, affix: undefined });
    expect(state.visited[0]?.affix).toBe(true);
    expect(closeTab(state, '/dashboard')).toBe(state);
  });
});

describe('moving a tab to the URL its page replaced', () => {
  const filtered: TabView = {
    ...warranties,
    fullPath: '/warranty/index?view=claims',
    query: { view: 'claims' },
  };

  it('keeps its place, its cache entry and its pin under the new fullPath', () => {
    const moved = moveTab(openAll(), '/warranty/index', filtered);
    expect(paths(moved)).toEqual([
      '/dashboard',
      '/warranty/index?view=claims',
      '/warranty/detail?id=1',
      '/warranty/detail?id=2',
      '/reports/payouts',
      '/frame/docs',
    ]);
    expect(moved.cached).toEqual([
      '/dashboard',
      '/warranty/index?view=claims',
      '/warranty/detail?id=1',
      '/warranty/detail?id=2',
      '/frame/docs',
    ]);
    expect(moved.visited[1]?.query).toEqual({ view: 'claims' });
    const pinned = moveTab(openAll(), '/dashboard', { ...dashboard, fullPath: '/dashboard?range=week' });
    expect(pinned.visited[0]).toMatchObject({ fullPath: '/dashboard?range=week', affix: true });
  });

  it('opens the new location as a tab when the old one is not open or the new one is', () => {
    const state = openAll();
    expect(paths(moveTab(state, '/nowhere', filtered))).toEqual([
      ...paths(state),
      '/warranty/index?view=claims',
    ]);
    const both = moveTab(state, '/warranty/detail?id=1', detail2);
    expect(paths(both)).toEqual(paths(state));
    expect(both.cached).toEqual(state.cached);
  });
});

describe('closing tabs', () => {
  it('closes one tab with its cache and frame entries; the sibling detail keeps its cache', () => {
    const state = closeTab(openAll(), '/warranty/detail?id=1');
    expect(paths(state)).toEqual([
      '/dashboard',
      '/warranty/index',
      '/warranty/detail?id=2',
      '/reports/payouts',
      '/frame/docs',
    ]);
    expect(state.cached).toEqual(['/dashboard', '/warranty/index', '/warranty/detail?id=2', '/frame/docs']);
    expect(closeTab(state, '/frame/docs').iframes).toEqual([]);
  });

  it('can not close a pinned tab', () => {
    const state = openAll();
    expect(closeTab(state, '/dashboard')).toBe(state);
  });

  it('close others keeps the pinned tabs and the chosen one, with their cache entries', () => {
    const state = closeOtherTabs(openAll(), '/warranty/detail?id=2');
    expect(paths(state)).toEqual(['/dashboard', '/warranty/detail?id=2']);
    expect(state.cached).toEqual(['/dashboard', '/warranty/detail?id=2']);
    expect(state.iframes).toEqual([]);
  });

  it('close left removes the unpinned tabs strictly left of the chosen one', () => {
    const state = closeLeftTabs(openAll(), '/warranty/detail?id=2');
    expect(paths(state)).toEqual(['/dashboard', '/warranty/detail?id=2', '/reports/payouts', '/frame/docs']);
    expect(state.cached).toEqual(['/dashboard', '/warranty/detail?id=2', '/frame/docs']);
    expect(state.iframes.map((tab) => tab.fullPath)).toEqual(['/frame/docs']);
  });

  it('close right removes the unpinned tabs strictly right of the chosen one, frames included', () => {
    const state = closeRightTabs(openAll(), '/warranty/detail?id=1');
    expect(paths(state)).toEqual(['/dashboard', '/warranty/index', '/warranty/detail?id=1']);
    expect(state.cached).toEqual(['/dashboard', '/warranty/index', '/warranty/detail?id=1']);
    expect(state.iframes).toEqual([]);
  });

  it('close left/right keep a pinned tab that is not first, and only drop frames of closed tabs', () => {
    let state = addTab(EMPTY_TABS_STATE, frame);
    state = addTab(state, warranties);
    state = addTab(state, { ...dashboard });
    state = addTab(state, detail1);
    const right = closeRightTabs(state, '/frame/docs');
    expect(paths(right)).toEqual(['/frame/docs', '/dashboard']);
    expect(right.iframes.map((tab) => tab.fullPath)).toEqual(['/frame/docs']);
    const left = closeLeftTabs(state, '/warranty/detail?id=1');
    expect(paths(left)).toEqual(['/dashboard', '/warranty/detail?id=1']);
    expect(left.iframes).toEqual([]);
  });

  it('close left/right of an unknown tab change nothing', () => {
    const state = openAll();
    expect(closeLeftTabs(state, '/nope')).toBe(state);
    expect(closeRightTabs(state, '/nope')).toBe(state);
  });

  it('close all keeps only pinned tabs and their cache', () => {
    const state = closeAllTabs(openAll());
    expect(state).toEqual({ visited: [dashboard], cached: ['/dashboard'], iframes: [] });
  });
});

describe('where to go after a close', () => {
  it('goes to the last remaining tab', () => {
    expect(nextActiveAfterClose({ remaining: [dashboard, warranties], closedView: detail1 })).toBe(
      '/warranty/index',
    );
    // The closed view is ignored if the caller passes the list from before the close.
    expect(nextActiveAfterClose({ remaining: [dashboard, detail1], closedView: detail1 })).toBe('/dashboard');
  });

  it('goes to the dashboard redirect, else the root, when no tab is left', () => {
    expect(
      nextActiveAfterClose({ remaining: [], closedView: detail1, dashboardRedirect: '/dashboard' }),
    ).toBe('/dashboard');
    expect(nextActiveAfterClose({ remaining: [], closedView: detail1 })).toBe('/');
  });

  it('after a group close: null while the current tab survived, else the last remaining tab', () => {
    const all = openAll();
    expect(activeAfterGroupClose(closeLeftTabs(all, '/warranty/detail?id=2'), '/frame/docs')).toBeNull();
    expect(activeAfterGroupClose(closeAllTabs(all), '/warranty/detail?id=1')).toBe('/dashboard');
    expect(activeAfterGroupClose(EMPTY_TABS_STATE, '/warranty/index', '/dashboard')).toBe('/dashboard');
    expect(activeAfterGroupClose(EMPTY_TABS_STATE, '/warranty/index')).toBe('/');
  });
});

describe('refresh, rename and cache reset', () => {
  it('refresh drops only that cache entry and goes through /redirect with the query', () => {
    const { state, redirectTo } = refreshTab(openAll(), '/warranty/detail?id=1');
    expect(redirectTo).toBe('/redirect/warranty/detail?id=1');
    expect(state.cached).toEqual(['/dashboard', '/warranty/index', '/warranty/detail?id=2', '/frame/docs']);
    expect(paths(state)).toEqual(paths(openAll()));
    // Re-visiting after the re-mount keeps it alive again.
    expect(addTab(state, detail1).cached).toContain('/warranty/detail?id=1');
  });

  it('refresh of a link tab also drops its frame, so the page reloads', () => {
    expect(refreshTab(openAll(), '/frame/docs').state.iframes).toEqual([]);
  });

  it('refresh while on the /redirect helper does nothing', () => {
    const state = openAll();
    expect(refreshTab(state, '/redirect/warranty/index')).toEqual({ state, redirectTo: null });
  });

  it('renames a tab and its frame entry', () => {
    const state = updateTabTitle(openAll(), '/frame/docs', 'Manual');
    expect(state.visited.at(-1)?.title).toBe('Manual');
    expect(state.iframes[0]?.title).toBe('Manual');
    expect(updateTabTitle(state, '/nope', 'X')).toBe(state);
  });

  it('clears every cache entry', () => {
    expect(clearCachedTabs(openAll()).cached).toEqual([]);
  });
});

describe('tabsAtom', () => {
  it('starts empty and holds the tab lists', () => {
    const store = createStore();
    expect(store.get(tabsAtom)).toEqual({ visited: [], cached: [], iframes: [] });
    store.set(tabsAtom, (state) => addTab(state, warranties));
    expect(paths(store.get(tabsAtom))).toEqual(['/warranty/index']);
  });
});
