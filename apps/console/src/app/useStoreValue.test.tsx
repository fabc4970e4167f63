import { atom, createStore, type Store } from 'jotai/vanilla';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, expect, it } from 'vitest';
import { useStoreValue } from './useStoreValue';

const count = atom(1);

function Count({ store }: { store: Store }) {
  return <output>{useStoreValue(store, count)}</output>;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

it('shows an atom of the given store and follows its changes', async () => {
  const store = createStore();
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () => root.render(<Count store={store} />));
  expect(host.textContent).toBe('1');
  await act(async () => store.set(count, 2));
  expect(host.textContent).toBe('2');
  await act(async () => root.unmount());
});
