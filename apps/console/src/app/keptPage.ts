import { tabsAtom, tokenAtom } from '@console/core';
import type { Store } from 'jotai/vanilla';

/**
 * Whether a path (router path with its query) is a page kept alive in an open tab while someone is signed
 * in: going back to it shows the page as it was, with nothing to load or check again.
 */
export function isKeptPage(store: Store, fullPath: string): boolean {
  return store.get(tokenAtom) !== null && store.get(tabsAtom).cached.includes(fullPath);
}
