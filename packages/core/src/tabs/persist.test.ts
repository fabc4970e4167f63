import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPersistedTabs,
  persistVisitedTabs,
  readPersistedTabs,
  restoreTabs,
  TABS_STORAGE_KEY,
} from './persist';
import { addTab, EMPTY_TABS_STATE, initAffixTabs } from './tabs';

const dashboard = { fullPath: '/dashboard', path: '/dashboard', title: 'Dashboard', affix: true };
const detail1 = {
  fullPath: '/warranty/detail?id=1',
  path: '/warranty/detail',
  title: 'Warranty',
  query: { id: '1' },
};
const detail2 = {
  fullPath: '/warranty/detail?id=2',
  path: '/warranty/detail',
  title: 'Warranty',
  query: { id: '2' },
};

afterEach(() => localStorage.clear());

describe('persisted tabs', () => {
  it('stores the open tabs without the pinned ones and reads them back after a reload', () => {
    let state = initAffixTabs(EMPTY_TABS_STATE, [dashboard]);
    state = addTab(addTab(state, detail1), detail2);
    persistVisitedTabs(state);
    expect(JSON.parse(localStorage.getItem(TABS_STORAGE_KEY) ?? '[]')).toHaveLength(2);

    const afterReload = initAffixTabs(EMPTY_TABS_STATE, [dashboard]);
    const restored = restoreTabs(afterReload, readPersistedTabs());
    expect(restored.visited.map((t) => t.fullPath)).toEqual([
      '/dashboard',
      '/warranty/detail?id=1',
      '/warranty/detail?id=2',
    ]);
    expect(restored.cached).toEqual([]);
  });

  it('does not duplicate a tab that is already open', () => {
    const state = addTab(EMPTY_TABS_STATE, detail1);
    expect(restoreTabs(state, [detail1, detail2]).visited).toHaveLength(2);
  });

  it('drops malformed entries and survives corrupt storage', () => {
    localStorage.setItem(
      TABS_STORAGE_KEY,
      JSON.stringify([detail1, { path: '/x' }, 'junk', { ...detail2, fullPath: 'http://x' }]),
    );
    expect(readPersistedTabs().map((t) => t.fullPath)).toEqual(['/warranty/detail?id=1']);
    localStorage.setItem(TABS_STORAGE_KEY, '{oops');
    expect(readPersistedTabs()).toEqual([]);
  });

  it('forgets the stored tabs', () => {
    persistVisitedTabs(addTab(EMPTY_TABS_STATE, detail1));
    forgetPersistedTabs();
    expect(localStorage.getItem(TABS_STORAGE_KEY)).toBeNull();
  });
});
