import { tokenAtom, type UserInfo } from '@console/core';
import { createStore } from 'jotai/vanilla';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes, createConsoleRouter } from './appRoutes';
import { routePath } from './routePath';
import type { ConsoleServices } from './services';
import { createSignedInSession } from './signedInSession';

const BRAND: UserInfo = { id: 1, user_type: 1, user_role: 1 };

/** The app's services with a fake API; `userInfo` is who the server says is signed in. */
function servicesFor(userInfo: UserInfo = BRAND) {
  const store = createStore();
  const api = { userInfo: vi.fn(async () => userInfo), logout: vi.fn(async () => {}) };
  const http = { get: vi.fn(async () => ({ code: 200, msg: 'ok', data: [] })) };
  const services = {
    store,
    api,
    http,
    feedback: { feedback: { confirm: vi.fn(async () => true) } },
    session: createSignedInSession({ api: api as unknown as ConsoleServices['api'], store }),
    onSessionExpired: () => {},
  } as unknown as ConsoleServices;
  return { services, store, api };
}

function signIn(store: ReturnType<typeof createStore>) {
  store.set(tokenAtom, 'token-1');
  localStorage.setItem('isLogin', '1');
}

type Router = ReturnType<typeof createMemoryRouter>;

/** The first route loads its screen's code: on a busy CI machine that takes seconds, not the default 1 s. */
async function settled(router: Router) {
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 10_000 },
  );
}

/** Where the app's routes end up when `url` (under /ec) is opened. */
async function open(services: ConsoleServices, url: string) {
  const router = createMemoryRouter(createAppRoutes(services), { basename: '/ec', initialEntries: [url] });
  await settled(router);
  return router;
}

/** The router's location holds the basename; the app's paths do not. */
const where = (router: Router) => {
  expect(router.state.location.pathname).toMatch(/^\/ec\//);
  return `${routePath(router.state.location.pathname)}${router.state.location.search}`;
};

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('routePath', () => {
  it('strips the /ec base, and treats paths outside it as the root', () => {
    expect(routePath('/ec/warranty/detail')).toBe('/warranty/detail');
    expect(routePath('/ec')).toBe('/');
    expect(routePath('/ecx/y')).toBe('/');
  });
});

describe('the guard, signed out', () => {
  it('sends a console page to /home, keeping the page and its query for the return trip', async () => {
    const { services, api } = servicesFor();
    const router = await open(services, '/ec/warranty/index?view=claims');
    expect(where(router)).toBe(`/home?redirect=${encodeURIComponent('/warranty/index?view=claims')}`);
    expect(api.userInfo).not.toHaveBeenCalled();
  });

  it('sends the root and the refresh helper to /home, and leaves public pages alone', async () => {
    const { services } = servicesFor();
    expect(where(await open(services, '/ec/'))).toBe('/home');
    expect(where(await open(services, '/ec/redirect/dashboard'))).toBe('/home');
    expect(where(await open(services, '/ec/login?redirect=%2Fdashboard'))).toBe(
      '/login?redirect=%2Fdashboard',
    );
    expect(where(await open(services, '/ec/404'))).toBe('/404');
  });
});

describe('the guard, signed in', () => {
  it("opens the user's pages, asking for their details once per sign-in", async () => {
    const { services, store, api } = servicesFor();
    signIn(store);
    const router = await open(services, '/ec/dashboard');
    expect(where(router)).toBe('/dashboard');
    await router.navigate('/warranty/index');
    await settled(router);
    expect(where(router)).toBe('/warranty/index');
    expect(api.userInfo).toHaveBeenCalledTimes(1);
  });

  it("sends another user type's page to /401 and an unknown one to /404", async () => {
    const { services, store } = servicesFor();
    signIn(store);
    expect(where(await open(services, '/ec/events/eventsManager'))).toBe('/401');
    expect(where(await open(services, '/ec/no/such/page'))).toBe('/404');
    // Onsite Service is for brands with onsite service only.
    expect(where(await open(services, '/ec/onsite/work/flightBoard'))).toBe('/401');
    // So is its kiosk board, a page without the sidebar.
    expect(where(await open(services, '/ec/onsite/kiosk'))).toBe('/401');
  });

  it('opens the pages without the sidebar and the refresh helper', async () => {
    const { services, store } = servicesFor();
    signIn(store);
    expect(where(await open(services, '/ec/index'))).toBe('/index');
    expect(where(await open(services, '/ec/user/profile'))).toBe('/user/profile');
    expect(where(await open(services, '/ec/redirect/warranty/index'))).toBe('/redirect/warranty/index');
  });

  it("sends a group's own path to its first page", async () => {
    const { services, store } = servicesFor();
    signIn(store);
    expect(where(await open(services, '/ec/'))).toBe('/dashboard');
    expect(where(await open(services, '/ec/warranty'))).toBe('/warranty/index');
  });
});

describe('the browser router', () => {
  it('lives under the /ec basename', async () => {
    window.history.replaceState(null, '', '/ec/login');
    const { services } = servicesFor();
    const router = createConsoleRouter(services);
    await settled(router);
    expect(router.state.location.pathname).toBe('/ec/login');
    await router.navigate('/home');
    await settled(router);
    expect(window.location.pathname).toBe('/ec/home');
    router.dispose();
  });
});
