import { localJson } from '../storage';
import type { TabsState, TabView } from './tabs';

/**
 * Open tabs survive a reload (the template lost them "by design", its most common complaint after
 * keep-alive). Pinned tabs are not stored: they come from the route table on every start.
 */
export const TABS_STORAGE_KEY = 'tags-view-visited';

type StoredTab = Pick<TabView, 'fullPath' | 'path' | 'name' | 'title' | 'query' | 'noCache' | 'link'>;

function isStoredTab(value: unknown): value is StoredTab {
  if (typeof value !== 'object' || value === null) return false;
  const tab = value as Record<string, unknown>;
  return (
    typeof tab.fullPath === 'string' &&
    tab.fullPath.startsWith('/') &&
    typeof tab.path === 'string' &&
    typeof tab.title === 'string'
  );
}

export function persistVisitedTabs(state: TabsState): void {
  const tabs: StoredTab[] = state.visited
    .filter((tab) => !tab.affix)
    .map(({ fullPath, path, name, title, query, noCache, link }) => ({
      fullPath,
      path,
      name,
      title,
      query,
      noCache,
      link,
    }));
  localJson.setJSON(TABS_STORAGE_KEY, tabs);
}

/** The stored tabs; anything malformed is dropped rather than trusted. */
export function readPersistedTabs(): TabView[] {
  const stored = localJson.getJSON<unknown>(TABS_STORAGE_KEY);
  return Array.isArray(stored) ? stored.filter(isStoredTab) : [];
}

/**
 * Puts restored tabs after the ones already open. They are listed but not cached: a restored tab mounts
 * when the user first opens it, so a reload does not mount every screen at once.
 */
export function restoreTabs(state: TabsState, restored: readonly TabView[]): TabsState {
  const open = new Set(state.visited.map((tab) => tab.fullPath));
  const added = restored.filter((tab) => !open.has(tab.fullPath)).map((tab) => ({ ...tab, affix: false }));
  return { ...state, visited: [...state.visited, ...added] };
}

export function forgetPersistedTabs(): void {
  localJson.remove(TABS_STORAGE_KEY);
}
