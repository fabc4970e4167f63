import { findMatchedChain, tabsAtom, tokenAtom } from '@console/core';
import type * as QueryCache from '../app/queryClient';
import { routePath } from '../app/routePath';
import type { ConsoleServices } from '../app/services';
import { createIdleQueue } from '../app/whenIdle';
import { prefetchDashboard } from '../screens/dashboard/dashboard.queries';
import type { ScreenDataPrefetch } from '../shared/screenData';
import { accessFor } from './access';
import { routeTable, type ScreenKey } from './routeTable';
import { shellScreens } from './shellScreens';

/**
 * The first queries of the screens worth starting early (the busiest lists and the landing page), each
 * loaded when needed: a list's query parsing brings the contract's schemas, which the dashboard does without.
 */
const screenData: Partial<Record<ScreenKey, () => Promise<ScreenDataPrefetch>>> = {
  // The landing page's is small and here already: its request leaves as soon as user info is in.
  dashboard: async () => prefetchDashboard,
  warranties: () => import('../screens/warranty/warranty.queries').then((m) => m.prefetchWarrantyList),
  products: () => import('../screens/catalogue/catalogue.queries').then((m) => m.prefetchCatalogue),
  flightBoard: () => import('../screens/onsiteService/onsiteService.api').then((m) => m.prefetchBoard),
};

type Services = Pick<ConsoleServices, 'http' | 'store' | 'session'>;

// What the prefetches have loaded, at hand without an import(): even for a module the page has already,
// import() answers in a task of its own, which waits behind the render the click started (about 50 ms of
// a first visit), where the request should leave at once.
const loadedData = new Map<ScreenKey, ScreenDataPrefetch>();
const loadScreenData = async (key: ScreenKey): Promise<ScreenDataPrefetch | undefined> => {
  const loaded = loadedData.get(key) ?? (await screenData[key]?.());
  if (loaded) loadedData.set(key, loaded);
  return loaded;
};

// The query cache's module, once a prefetch has brought it (the idle loads ask whether it is busy); kept
// at hand like the prefetches below.
let queryCache: typeof QueryCache | undefined;
const loadQueryCache = async (): Promise<typeof QueryCache> => {
  queryCache ??= await import('../app/queryClient');
  return queryCache;
};

async function prefetchData(services: Services, key: ScreenKey, path: string, query: string): Promise<void> {
  const token = services.store.get(tokenAtom);
  if (!screenData[key] || token === null) return;
  // A page kept alive in its tab has its data; its own queries decide when to ask again.
  if (services.store.get(tabsAtom).cached.includes(`${path}${query}`)) return;
  // Never ask the API for a page the user may not open (the guard sends them to 401 or 404 instead).
  // The query cache comes with its own chunk, so that the page's code is asked for without waiting for it.
  const [userInfo, prefetch, { queryClientFor }] = await Promise.all([
    services.session.userInfo(token),
    loadScreenData(key),
    loadQueryCache(),
  ]);
  if (!prefetch || accessFor(path, userInfo) !== 'ok') return;
  prefetch({ http: services.http, queryClient: queryClientFor(token) }, new URLSearchParams(query));
}

function splitPath(fullPath: string): { path: string; query: string; key?: ScreenKey } {
  const [path = '/', rest = ''] = fullPath.split('#')[0]?.split('?') ?? [];
  return { path, query: rest ? `?${rest}` : '', key: findMatchedChain(routeTable, path).at(-1)?.element };
}

/**
 * Starts the code of the frame page at `fullPath` ('/warranty/index?view=claims') and, in parallel, its first
 * queries; answers when the code is there. For the route's loader, and for a menu entry the pointer rests on.
 */
export async function prefetchScreen(services: Services, fullPath: string): Promise<void> {
  const { path, query, key } = splitPath(fullPath);
  if (!key) return;
  prefetchData(services, key, path, query).catch(() => {});
  // A failed load is left to the page's render, which tries again and shows the failure.
  await shellScreens[key].preload().catch(() => {});
}

let idleQueue: ReturnType<typeof createIdleQueue> | undefined;

/**
 * Loads the code of the frame page at `fullPath` (and of its first queries, without asking for data) when
 * the browser is idle and the page in view has its data: for the menu entries in view, so that a click on
 * one waits only for its data.
 */
export function prefetchScreenCodeWhenIdle(services: Services, fullPath: string): void {
  const { key } = splitPath(fullPath);
  if (!key) return;
  idleQueue ??= createIdleQueue({
    isBusy: () => {
      const token = services.store.get(tokenAtom);
      return token !== null && (queryCache?.queryClientFor(token).isFetching() ?? 0) > 0;
    },
  });
  idleQueue.add(key, () => Promise.all([shellScreens[key].preload(), loadScreenData(key)]));
}

let frameShown = false;

/** The console frame tells when it is on screen (mounted) and when it is gone (signed out). */
export function setFrameShown(shown: boolean): void {
  frameShown = shown;
}

/**
 * The loader of the console frame's pages: starts the page's code and first queries. The first page into the
 * frame waits for its code (the loading screen is up anyway, and the page then paints whole); once the
 * frame shows, a navigation does not wait, so every click opens its tab at once (a new navigation would
 * cancel one still waiting) and the page shows its loading state while its code arrives.
 */
export async function loadScreen(services: Services, request: Request): Promise<null> {
  const url = new URL(request.url);
  const code = prefetchScreen(services, `${routePath(url.pathname)}${url.search}`);
  if (!frameShown) await code;
  return null;
}
