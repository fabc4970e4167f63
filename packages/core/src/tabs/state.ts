import { atom } from 'jotai/vanilla';

// The tabs' state apart from the operations on it: signing out empties it, and a first page that can
// sign out need not load the tag strip's logic.

export type TabQuery = Record<string, string | string[]>;

/** One tab of the tag strip. It is keyed by `fullPath`: two detail pages of one screen are two tabs. */
export interface TabView {
  /** Path plus query: the key of the tab, its cache entry and its iframe entry. */
  fullPath: string;
  path: string;
  name?: string;
  title: string;
  query?: TabQuery;
  /** Pinned: can not be closed. */
  affix?: boolean;
  /** Not kept alive when left. */
  noCache?: boolean;
  /** External page shown in the in-page frame. */
  link?: string;
}

export interface TabsState {
  visited: TabView[];
  /** Full paths of the tabs kept alive, in insertion order. */
  cached: string[];
  /** Tabs whose frame stays mounted. */
  iframes: TabView[];
}

export const EMPTY_TABS_STATE: TabsState = { visited: [], cached: [], iframes: [] };

export const tabsAtom = atom<TabsState>(EMPTY_TABS_STATE);
