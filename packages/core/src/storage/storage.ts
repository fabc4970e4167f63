/**
 * JSON wrappers over Web Storage (spec §9: "the session storage and local storage wrappers store JSON").
 * Unlike the template, a corrupt value never throws: it reads as null so the caller falls back to a default.
 * Every call is safe where there is no window (SSR, node tests): reads give null, writes do nothing.
 */
export interface JsonStorage {
  get(key: string): string | null;
  set(key: string, value: string | null | undefined): void;
  getJSON<T>(key: string): T | null;
  setJSON(key: string, value: unknown): void;
  remove(key: string): void;
}

export function createJsonStorage(resolve: () => Storage | undefined): JsonStorage {
  const safe = <R>(fn: (s: Storage) => R, fallback: R): R => {
    let storage: Storage | undefined;
    try {
      storage = resolve();
    } catch {
      // Access to storage can throw (sandboxed iframes, disabled cookies): behave as if empty.
      return fallback;
    }
    return storage ? fn(storage) : fallback;
  };
  return {
    get: (key) => safe((s) => s.getItem(key), null),
    set: (key, value) => {
      if (value === null || value === undefined) return;
      safe((s) => s.setItem(key, value), undefined);
    },
    getJSON<T>(key: string): T | null {
      const raw = safe((s) => s.getItem(key), null);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJSON: (key, value) => {
      if (value === null || value === undefined) return;
      safe((s) => s.setItem(key, JSON.stringify(value)), undefined);
    },
    remove: (key) => safe((s) => s.removeItem(key), undefined),
  };
}

export const localJson: JsonStorage = createJsonStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
export const sessionJson: JsonStorage = createJsonStorage(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
