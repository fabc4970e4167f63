import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { beforeAll, expect, it } from 'vitest';
import { PageLocation } from './PageLocation';

const renders = new Map<string, number>();

function ListPage({ name }: { name: string }) {
  renders.set(name, (renders.get(name) ?? 0) + 1);
  const [search, setSearch] = useSearchParams();
  return (
    <button type="button" data-page={name} onClick={() => setSearch({ page: '2' }, { replace: true })}>
      {`${name} page ${search.get('page') ?? '1'}`}
    </button>
  );
}

// Two kept pages side by side, as the console frame renders its tabs.
function Frame() {
  return (
    <>
      <PageLocation fullPath="/warranty/list?page=1">
        <ListPage name="warranties" />
      </PageLocation>
      <PageLocation fullPath="/products">
        <ListPage name="products" />
      </PageLocation>
    </>
  );
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

it('keeps a hidden page on its own location without re-rendering, and lets the page in view change its query', async () => {
  const router = createMemoryRouter([{ path: '*', Component: Frame }], {
    initialEntries: ['/warranty/list?page=1'],
  });
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () => root.render(<RouterProvider router={router} />));
  expect(host.textContent).toBe('warranties page 1products page 1');
  const before = renders.get('warranties');

  await act(async () => router.navigate('/products?sort=name'));
  await act(async () => router.navigate('/products?sort=price'));
  expect(renders.get('warranties')).toBe(before);
  expect(host.textContent).toBe('warranties page 1products page 1');

  await act(async () => router.navigate('/warranty/list?page=1'));
  await act(async () => host.querySelector<HTMLButtonElement>('[data-page="warranties"]')?.click());
  expect(router.state.location.pathname).toBe('/warranty/list');
  expect(router.state.location.search).toBe('?page=2');
  expect(router.state.historyAction).toBe('REPLACE');
  await act(async () => root.unmount());
});
