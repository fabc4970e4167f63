import { useNavigation } from '@console/ui';
import { act, useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useBlocker, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actRoot } from '../shared/testing/actRoot';
import { RouterNavigation } from './RouterNavigation';

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

/** Holds every navigation back while `when()` says so, as the unsaved-changes guard does on "Stay". */
function HoldBack({ when }: { when: () => boolean }) {
  const blocker = useBlocker(when);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}

async function renderApp(showsAtOnce: (to: string) => boolean, holdBack: () => boolean = () => false) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterNavigation showsAtOnce={showsAtOnce}>
            <HoldBack when={holdBack} />
            <Where />
            <Outlet />
          </RouterNavigation>
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
});

describe('RouterNavigation', () => {
  it('shows a page that can show at once before the router gets there, then the router follows', async () => {
    const app = await renderApp((to) => to === '/kept');
    act(() => navigateTo('/kept'));
    expect(app.shown()).toBe('/kept');
    expect(app.routerAt()).toBe('/a');
    await nextFrames();
    expect(app.routerAt()).toBe('/kept');
    expect(app.shown()).toBe('/kept');
    expect(app.router.state.historyAction).toBe('PUSH');
  });

  it('lets the router lead for any other page', async () => {
    const app = await renderApp((to) => to === '/kept');
    await act(async () => navigateTo('/other'));
    expect(app.routerAt()).toBe('/other');
    expect(app.shown()).toBe('/other');
  });

  it('shows where the router is again when the router is held back after all', async () => {
    let hold = false;
    const app = await renderApp(
      () => true,
      () => hold,
    );
    hold = true;
    act(() => navigateTo('/kept'));
    expect(app.shown()).toBe('/kept');
    await nextFrames();
    expect(app.routerAt()).toBe('/a');
    expect(app.shown()).toBe('/a');
  });
});
