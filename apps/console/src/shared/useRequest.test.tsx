import { createPageVisibility, PageVisibilityContext } from '@console/ui';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actRoot } from './testing/actRoot';
import { type RequestState, useRequest } from './useRequest';

/** A request whose answers the test gives by hand, in any order. */
function manualRequest() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
}

const root = actRoot();
let latest: RequestState<string> | undefined;

function Probe({ load }: { load: () => Promise<string> }) {
  latest = useRequest(load);
  return null;
}

async function render(load: () => Promise<string>) {
  await root.render(<Probe load={load} />);
}

const state = () => {
  const { data, loading, failed } = latest ?? {};
  return { data, loading, failed };
};

afterEach(() => {
  latest = undefined;
});

describe('useRequest', () => {
  it('loads on mount and keeps the data', async () => {
    const { load, pending } = manualRequest();
    await render(load);
    expect(state()).toEqual({ data: undefined, loading: true, failed: false });
    await act(async () => pending[0]?.resolve('first'));
    expect(state()).toEqual({ data: 'first', loading: false, failed: false });
  });

  it('reports a failure and runs the request again on retry', async () => {
    const { load, pending } = manualRequest();
    await render(load);
    await act(async () => pending[0]?.reject(new Error('down')));
    expect(state()).toEqual({ data: undefined, loading: false, failed: true });
    await act(async () => latest?.retry());
    expect(pending).toHaveLength(2);
    expect(state()).toEqual({ data: undefined, loading: true, failed: false });
    await act(async () => pending[1]?.resolve('again'));
    expect(state()).toEqual({ data: 'again', loading: false, failed: false });
  });

  it('keeps the last data while a new request runs, and ignores an answer that came too late', async () => {
    const first = manualRequest();
    const second = manualRequest();
    await render(first.load);
    await act(async () => first.pending[0]?.resolve('page 1'));
    await act(async () => latest?.retry());
    await render(second.load);
    expect(state()).toEqual({ data: 'page 1', loading: true, failed: false });
    await act(async () => second.pending[0]?.resolve('page 2'));
    await act(async () => first.pending[1]?.resolve('page 1 again'));
    expect(state()).toEqual({ data: 'page 2', loading: false, failed: false });
  });

  it('loads again when its kept page comes back into view, keeping the data meanwhile', async () => {
    const { load, pending } = manualRequest();
    const page = createPageVisibility(true);
    await root.render(
      <PageVisibilityContext.Provider value={page}>
        <Probe load={load} />
      </PageVisibilityContext.Provider>,
    );
    await act(async () => pending[0]?.resolve('first'));
    act(() => page.setShown(false));
    act(() => page.setShown(true));
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    expect(state()).toEqual({ data: 'first', loading: true, failed: false });
    await act(async () => pending[1]?.resolve('second'));
    expect(state()).toEqual({ data: 'second', loading: false, failed: false });
  });
});
