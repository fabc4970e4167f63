import { createPageVisibility, PageVisibilityContext } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { actRoot } from './testing/actRoot';
import { usePageQuery } from './usePageQuery';

const root = actRoot();

function Ledger({ load, staleTime }: { load: () => Promise<string>; staleTime: number }) {
  const query = usePageQuery({ queryKey: ['ledger', staleTime], queryFn: load, staleTime });
  return <output>{query.data ?? 'loading'}</output>;
}

async function renderOnPage(staleTime: number) {
  const page = createPageVisibility(true);
  const load = vi.fn(async () => 'entries');
  const host = await root.render(
    <QueryClientProvider client={new QueryClient()}>
      <PageVisibilityContext.Provider value={page}>
        <Ledger load={load} staleTime={staleTime} />
      </PageVisibilityContext.Provider>
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(host.textContent).toBe('entries'));
  return { page, load };
}

describe('usePageQuery', () => {
  it('loads stale data again when its kept page comes back into view, after that frame', async () => {
    const { page, load } = await renderOnPage(0);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => page.setShown(false));
    act(() => page.setShown(true));
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('keeps data that is still fresh', async () => {
    const { page, load } = await renderOnPage(60_000);
    act(() => page.setShown(false));
    act(() => page.setShown(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
