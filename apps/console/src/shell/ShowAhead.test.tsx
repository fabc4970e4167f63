import { tabsAtom, tokenAtom } from '@console/core';
import { useNavigation } from '@console/ui';
import { createStore } from 'jotai/vanilla';
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterNavigation } from '../app/RouterNavigation';
import { ServicesProvider } from '../app/ServicesContext';
import type { ConsoleServices } from '../app/services';
import { UnsavedChangesGuard } from '../shared/form/UnsavedChanges';
import { useUnsavedChanges } from '../shared/form/useUnsavedChanges';
import { actRoot } from '../shared/testing/actRoot';
import { ShowAhead } from './ShowAhead';

const root = actRoot();
let navigateTo: (to: string) => void = () => {};

/** What the layout sees (ui's location) beside where the router is. */
function Where() {
  const navigation = useNavigation();
  navigateTo = navigation.navigate;
  return (
    <>
      <output data-testid="shown">{navigation.fullPath}</output>
      <output data-testid="router">{useLocation().pathname}</output>
    </>
  );
}

let dirty = false;

/** A form in view, with changes when `dirty`. */
function Form() {
  useUnsavedChanges(() => dirty);
  return null;
}

/** The app's shape around the frame, signed in, with '/kept' kept alive in a tab. */
async function renderApp() {
  const store = createStore();
  store.set(tokenAtom, 'token');
  store.set(tabsAtom, { visited: [], cached: ['/kept'], iframes: [] });
  const services = { store } as unknown as ConsoleServices;
  const router = createMemoryRouter(
    [
      {
        element: (
          <ServicesProvider services={services}>
            <RouterNavigation>
              <UnsavedChangesGuard confirm={async () => false} active={() => true}>
                <ShowAhead>
                  <Form />
                  <Where />
                  <Outlet />
                </ShowAhead>
              </UnsavedChangesGuard>
            </RouterNavigation>
          </ServicesProvider>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: ['/a'] },
  );
  const host = await root.render(<RouterProvider router={router} />);
  const read = (id: string) => host.querySelector(`[data-testid="${id}"]`)?.textContent;
  return { router, shown: () => read('shown'), routerAt: () => read('router') };
}

/** Frames come every 16 ms; the router follows in the task after the next one. */
const nextFrames = () => act(async () => vi.advanceTimersByTimeAsync(100));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  dirty = false;
});

describe('ShowAhead', () => {
  it('shows a kept page before the router gets there, then the router follows', async () => {
    const app = await renderApp();
    act(() => navigateTo('/kept'));
    expect(app.shown()).toBe('/kept');
    expect(app.routerAt()).toBe('/a');
    await nextFrames();
    expect(app.routerAt()).toBe('/kept');
    expect(app.shown()).toBe('/kept');
    expect(app.router.state.historyAction).toBe('PUSH');
  });

  it('lets the router lead for any other page, and away from a form with unsaved changes', async () => {
    const app = await renderApp();
    await act(async () => navigateTo('/other'));
    expect(app.routerAt()).toBe('/other');
    expect(app.shown()).toBe('/other');

    dirty = true;
    act(() => navigateTo('/kept'));
    expect(app.shown()).toBe('/other');
  });

  it('shows where the router is again when the router is held back after all', async () => {
    const app = await renderApp();
    act(() => navigateTo('/kept'));
    // The form in view gets changes before the router moves: the guard keeps the user where they were.
    dirty = true;
    expect(app.shown()).toBe('/kept');
    await nextFrames();
    expect(app.routerAt()).toBe('/a');
    expect(app.shown()).toBe('/a');
  });
});
