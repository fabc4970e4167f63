import { userInfoAtom } from '@console/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../../app/ServicesContext';
import type { ConsoleServices } from '../../app/services';
import { actRoot } from '../../shared/testing/actRoot';
import { inspectedReturn, receivedReturn } from './returns.fixtures';
import { returnDetailKey, useReturnActions } from './useReturnActions';

const root = actRoot();
let latest: ReturnType<typeof useReturnActions> | undefined;

function Probe({ id }: { id: number | null }) {
  latest = useReturnActions(id);
  return null;
}

function setUp() {
  const http = {
    get: vi.fn((url: string) =>
      Promise.resolve({ code: 200, msg: 'ok', data: url === '/returns/12' ? receivedReturn : null }),
    ),
    post: vi.fn(() => Promise.resolve({ code: 200, msg: 'Inspected.', data: inspectedReturn })),
    put: vi.fn(),
    request: vi.fn(),
    upload: vi.fn(),
  };
  const store = createStore();
  store.set(userInfoAtom, { id: 5, user_type: 1 });
  const services = { http, store } as unknown as ConsoleServices;
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  return { http, services, queries };
}

async function render({ services, queries }: ReturnType<typeof setUp>, id: number | null) {
  await root.render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={queries}>
        <Probe id={id} />
      </QueryClientProvider>
    </ServicesProvider>,
  );
}

afterEach(() => {
  latest = undefined;
  localStorage.clear();
});

describe('a return read and acted on', () => {
  it('reads nothing without an id', async () => {
    const setup = setUp();
    await render(setup, null);
    expect(setup.http.get).not.toHaveBeenCalled();
    expect(latest?.handlers).toBeNull();
    expect(latest?.userType).toBe(1);
  });

  it('sends an action silently, keeps the answer, and refreshes the lists, the claim and the warranty', async () => {
    const setup = setUp();
    await render(setup, 12);
    await act(() => vi.waitFor(() => expect(latest?.detail.data).toEqual(receivedReturn)));
    const seed = (key: readonly unknown[]) => setup.queries.setQueryData(key, { stale: false });
    for (const key of [
      ['returns', 'list', {}],
      ['returns', 'claim', 7],
      ['returns', 'detail', 99],
      ['claims', 'detail', 7],
      ['warranties', 'detail', 3],
      ['catalogue', 'products'],
    ]) {
      seed(key);
    }
    await act(async () => {
      await latest?.handlers?.inspect({ result: 'no_fault_found', notes: 'Runs fine.' });
    });
    expect(setup.http.post).toHaveBeenCalledWith(
      '/returns/12/inspect',
      { result: 'no_fault_found', notes: 'Runs fine.' },
      { silent: true },
    );
    expect(setup.queries.getQueryData(returnDetailKey(12))).toEqual(inspectedReturn);
    const invalid = (key: readonly unknown[]) => setup.queries.getQueryState(key)?.isInvalidated;
    expect(invalid(returnDetailKey(12))).toBe(false);
    expect(invalid(['returns', 'list', {}])).toBe(true);
    expect(invalid(['returns', 'claim', 7])).toBe(true);
    expect(invalid(['returns', 'detail', 99])).toBe(true);
    expect(invalid(['claims', 'detail', 7])).toBe(true);
    expect(invalid(['warranties', 'detail', 3])).toBe(true);
    expect(invalid(['catalogue', 'products'])).toBe(false);
    expect(setup.http.get).toHaveBeenCalledTimes(1);
  });
});
