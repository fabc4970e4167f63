import { createPageVisibility, PageVisibilityContext } from '@console/ui';
import { act, useContext } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actRoot } from '../testing/actRoot';
import { type UnsavedChanges, UnsavedChangesContext, UnsavedChangesGuard } from './UnsavedChanges';
import { useUnsavedChanges } from './useUnsavedChanges';

const root = actRoot();
let dirty = false;

let formPage = createPageVisibility(true);

function FormPage() {
  useUnsavedChanges(() => dirty);
  return <p>form</p>;
}

const seen: { changes: UnsavedChanges | null } = { changes: null };

/** Reads what the guard tells the app about its forms. */
function Pending() {
  seen.changes = useContext(UnsavedChangesContext);
  return null;
}

/** The form on a page of the content area, which may be out of view (a kept-alive tab not shown). */
function KeptFormPage() {
  return (
    <PageVisibilityContext.Provider value={formPage}>
      <FormPage />
    </PageVisibilityContext.Provider>
  );
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
          { path: '/form', element: <KeptFormPage /> },
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
  formPage = createPageVisibility(true);
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

  it('lets a form with changes on a page out of view hold nothing back, and tells the app what is pending', async () => {
    dirty = true;
    const confirm = vi.fn(async () => false);
    const router = createMemoryRouter(
      [
        {
          element: (
            <UnsavedChangesGuard confirm={confirm} active={() => true}>
              <Pending />
              <KeptFormPage />
              <Outlet />
            </UnsavedChangesGuard>
          ),
          children: [{ path: '*', element: null }],
        },
      ],
      { initialEntries: ['/list'] },
    );
    await root.render(<RouterProvider router={router} />);
    expect(seen.changes?.pending()).toBe(true);
    formPage.setShown(false);
    expect(seen.changes?.pending()).toBe(false);
    await go(router, '/other');
    expect(router.state.location.pathname).toBe('/other');
    expect(confirm).not.toHaveBeenCalled();
  });
});
