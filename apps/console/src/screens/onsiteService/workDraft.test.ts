import { createJsonStorage } from '@console/core';
import { describe, expect, it } from 'vitest';
import { workDrafts } from './workDraft';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const values = { resolution: 'Half done', parts: [{ code: 'A', description: 'B', quantity: 1 }], photos: [] };

describe('workDrafts', () => {
  it('gives back what was typed on the same version of the job', () => {
    const storage = memoryStorage();
    const drafts = workDrafts(createJsonStorage(() => storage));
    drafts.keep(1202, 3, values);
    expect(drafts.read(1202, 3)).toEqual(values);
    expect(drafts.read(1203, 3)).toBeNull();
  });

  it('drops a draft once the job has moved on', () => {
    const storage = memoryStorage();
    const drafts = workDrafts(createJsonStorage(() => storage));
    drafts.keep(1202, 3, values);
    expect(drafts.read(1202, 4)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('forgets a saved draft and ignores a corrupt one', () => {
    const storage = memoryStorage();
    const drafts = workDrafts(createJsonStorage(() => storage));
    drafts.keep(1202, 3, values);
    drafts.forget(1202);
    expect(drafts.read(1202, 3)).toBeNull();
    storage.setItem('onsite-work-draft:1202', '{"version":3}');
    expect(drafts.read(1202, 3)).toBeNull();
  });
});
