import type { Atom, Store } from 'jotai/vanilla';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * An atom's value from the app's store, kept current. The app's own screens read the store with this
 * rather than jotai's React bindings, so the first page loads the store alone (the console frame, which
 * loads later, uses the bindings through @console/ui).
 */
export function useStoreValue<Value>(store: Store, atom: Atom<Value>): Value {
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  return useSyncExternalStore(subscribe, () => store.get(atom));
}
