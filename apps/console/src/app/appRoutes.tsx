import { isHttpError, isPublicRoute } from '@console/core';
import { createBrowserRouter, type RouteObject, useRouteError } from 'react-router-dom';
import { publicPages, standalonePages } from '../routes/publicPages';
import type { Preloadable } from '../shared/preloadable';
import { LoadingScreen } from '../shell/LoadingScreen';
import { AppFrame } from './AppFrame';
import { isKeptPage } from './keptPage';
import { ROUTER_BASENAME, routePath } from './routePath';
import type { ConsoleServices } from './services';
import { loadConsoleShell, loadScreenLoader, loadSignedInGuard, loadSignedInLayout } from './signedInParts';

/** A page of its own (no console frame), its code loaded on the first visit. */
const pageRoute = ([path, page]: [string, Preloadable<object>]): RouteObject => ({
  path: path.slice(1),
  lazy: async () => ({ Component: await page.preload() }),
});

/** Before the first page is ready: nothing on a public page (it comes at once), the spinner otherwise. */
function FirstLoad() {
  return isPublicRoute(routePath(window.location.pathname)) ? null : <LoadingScreen />;
}

/**
 * The user's details could not be loaded: the http client has said why (or opened the session-expired
 * dialog, whose "log in again" leaves); the page waits as it did.
 */
function SignedInLoadFailed() {
  const error = useRouteError();
  if (isHttpError(error)) return <LoadingScreen />;
  throw error;
}

/**
 * The routes of spec §2 under the /ec basename: the public pages; then every other path behind the guard
 * (the loader of their layout route), which are the pages without the sidebar and the console frame, whose
 * loader fetches each page's code (and starts its first queries) before it shows.
 */
export function createAppRoutes(services: ConsoleServices): RouteObject[] {
  const keptPage = (url: URL) => isKeptPage(services.store, `${routePath(url.pathname)}${url.search}`);
  return [
    {
      Component: AppFrame,
      HydrateFallback: FirstLoad,
      children: [
        ...Object.entries(publicPages).map(pageRoute),
        {
          id: 'signedIn',
          // Its own chunk: the sign-in page does without it (and fetches it while credentials are typed).
          loader: async (args) => (await loadSignedInGuard()).signedInGuard(services)(args),
          // The guard decides for every navigation, not only when its own path changes, but a page kept alive
          // in a tab was allowed when it opened.
          shouldRevalidate: ({ nextUrl }) => !keptPage(nextUrl),
          lazy: async () => ({ Component: (await loadSignedInLayout()).SignedInLayout }),
          ErrorBoundary: SignedInLoadFailed,
          children: [
            ...Object.entries(standalonePages).map(pageRoute),
            {
              path: '*',
              loader: async ({ request }) => (await loadScreenLoader()).loadScreen(services, request),
              // A page kept alive has its code and data.
              shouldRevalidate: ({ nextUrl, defaultShouldRevalidate }) =>
                defaultShouldRevalidate && !keptPage(nextUrl),
              lazy: async () => ({ Component: (await loadConsoleShell()).ConsoleShell }),
            },
          ],
        },
      ],
    },
  ];
}

/** The app's router: history mode under /ec (spec §9). */
export function createConsoleRouter(services: ConsoleServices) {
  return createBrowserRouter(createAppRoutes(services), { basename: ROUTER_BASENAME });
}
