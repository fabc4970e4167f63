import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DictEntry, DictionaryLoader } from './dict';
import { type DictMap, useDict } from './useDict';

/** A loader whose answers the test releases by hand. */
function createManualLoader(cached: Record<string, DictEntry[]> = {}) {
  const releases = new Map<string, (entries: DictEntry[]) => void>();
  const calls: string[] = [];
  const loader: DictionaryLoader = {
    loadDict: (type) => {
      calls.push(type);
      const hit = cached[type];
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve) => releases.set(type, resolve));
    },
    peekDict: (type) => cached[type],
    invalidateDict: () => {},
  };
  return { loader, calls, release: (type: string, entries: DictEntry[]) => releases.get(type)?.(entries) };
}

const entry = (label: string, value: string): DictEntry => ({
  label,
  value,
  raw: { dictLabel: label, dictValue: value },
});

let root: Root | undefined;
let seen: DictMap[] = [];

function Probe({ loader, types }: { loader: DictionaryLoader; types: string[] }) {
  seen.push(useDict(loader, ...types));
  return null;
}

async function render(loader: DictionaryLoader, types: string[]) {
  const container = document.createElement('div');
  root ??= createRoot(container);
  const target = root;
  await act(async () => target.render(<Probe loader={loader} types={types} />));
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  const target = root;
  if (target) await act(async () => target.unmount());
  root = undefined;
  seen = [];
});

describe('useDict', () => {
  it('starts with [] per type and fills each type when it arrives', async () => {
    const { loader, release, calls } = createManualLoader();
    await render(loader, ['sys_status', 'sys_yes_no']);
    expect(calls).toEqual(['sys_status', 'sys_yes_no']);
    expect(seen.at(-1)).toEqual({ sys_status: [], sys_yes_no: [] });
    await act(async () => release('sys_yes_no', [entry('Yes', 'Y')]));
    expect(seen.at(-1)).toEqual({ sys_status: [], sys_yes_no: [entry('Yes', 'Y')] });
    await act(async () => release('sys_status', [entry('On', '0')]));
    expect(seen.at(-1)).toEqual({ sys_status: [entry('On', '0')], sys_yes_no: [entry('Yes', 'Y')] });
  });

  it('shows cached types on the first render', async () => {
    const { loader } = createManualLoader({ sys_status: [entry('On', '0')] });
    await render(loader, ['sys_status']);
    expect(seen[0]).toEqual({ sys_status: [entry('On', '0')] });
  });

  it('does not reload when re-rendered with the same types', async () => {
    const { loader, calls } = createManualLoader();
    await render(loader, ['a']);
    await render(loader, ['a']);
    expect(calls).toEqual(['a']);
  });

  it('ignores answers that arrive after unmount', async () => {
    const { loader, release } = createManualLoader();
    await render(loader, ['a']);
    const target = root;
    if (target) await act(async () => target.unmount());
    root = undefined;
    const renders = seen.length;
    await act(async () => release('a', [entry('A', 'a')]));
    expect(seen).toHaveLength(renders);
  });
});
