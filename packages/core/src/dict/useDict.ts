import { useEffect, useState } from 'react';
import type { DictEntry, DictionaryLoader } from './dict';

export type DictMap = Record<string, DictEntry[]>;

const TYPE_SEPARATOR = '\u0000';

function cachedEntries(loader: DictionaryLoader, types: readonly string[]): DictMap {
  const map: DictMap = {};
  for (const type of types) map[type] = loader.peekDict(type) ?? [];
  return map;
}

/**
 * Dictionaries of several types for a component: `{ [type]: DictEntry[] }`, [] until each arrives.
 * Cached types are there on the first render; loading goes through the loader's cache and de-duplication.
 */
export function useDict(loader: DictionaryLoader, ...types: string[]): DictMap {
  // The types arrive as a fresh array each render: a joined key keeps the effect stable.
  const key = types.join(TYPE_SEPARATOR);
  const [dicts, setDicts] = useState<DictMap>(() => cachedEntries(loader, types));

  useEffect(() => {
    const wanted = key === '' ? [] : key.split(TYPE_SEPARATOR);
    let active = true;
    setDicts(cachedEntries(loader, wanted));
    for (const type of wanted) {
      void loader.loadDict(type).then((entries) => {
        if (active) setDicts((previous) => ({ ...previous, [type]: entries }));
      });
    }
    return () => {
      active = false;
    };
  }, [loader, key]);

  return dicts;
}
