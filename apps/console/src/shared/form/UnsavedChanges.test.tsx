import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actRoot } from '../testing/actRoot';
import { UnsavedChangesGuard, useUnsavedChanges } from './UnsavedChanges';

const root = actRoot();
let dirty = false;

function FormPage() {
  useUnsavedChanges(() => dirty);
  return <p>form</p>;
}

/** The app's shape: the guard around every route, a form on /form, another page on /other. */
async function renderAt(path: string, confirm: () => Promise<boolean>) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesGuard confirm={confirm} active={() => true}>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: '/form', element: <FormPage /> },
          { path: '/other', element: <p>other</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  await root.render(<RouterProvider router={router} />);
  return router;
}

async function go(router: ReturnType<typeof createMemoryRouter>, to: string) {
  await act(async () => {
    await router.navigate(to);
  });
}

afterEach(() => {
  dirty = false;
});

describe('UnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const confirm = vi.fn(async () => true);
    const router = await renderAt('/form', confirm);
    await go(router, '/other');
    expect(router.state.location.pathname).toBe('/other');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving unsaved changes: "stay" keeps the page, "leave" goes', async () => {
    dirty = true;
    const stay = vi.fn(async () => false);
    const router = await renderAt('/form', stay);
    await go(router, '/other');
    expect(stay).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/form');
    await root.unmount();

    const leave = vi.fn(async () => true);
    const again = await renderAt('/form', leave);
    await go(again, '/other');
    await vi.waitFor(() => expect(again.state.location.pathname).toBe('/other'));
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the page stays the same (a hash), only when path or query change', async () => {
    dirty = true;
    const confirm = vi.fn(async () => false);
    const router = await renderAt('/form', confirm);
    await go(router, '/form#notes');
    expect(confirm).not.toHaveBeenCalled();
    await go(router, '/form?tab=2');
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
