import { hasStoredLogin, isPublicRoute, ROUTER_BASE } from '@console/core';
import { ConsoleShell, publicScreens, SignedInRoutes } from '../routes/firstScreens';

/**
 * Starts fetching the code of the page being opened while the main script is still being evaluated, instead
 * of after React has rendered the router: one round trip less before the first paint. For a public page it
 * answers when that code is there (main.tsx renders then, so the page appears without a loading state);
 * the signed-in frame is only started, as it waits for the user's details anyway. A failed load is left to
 * the render, which shows it.
 */
export function preloadFirstScreen(pathname: string): Promise<unknown> {
  const path = `/${pathname.slice(ROUTER_BASE.length)}`;
  if (isPublicRoute(path)) return (publicScreens[path]?.preload() ?? Promise.resolve()).catch(() => {});
  if (hasStoredLogin()) {
    for (const part of [SignedInRoutes, ConsoleShell]) part.preload().catch(() => {});
  }
  return Promise.resolve();
}

// Runs on import: main.tsx imports this module before React and the app, so the fetch starts first.
export const firstScreen = preloadFirstScreen(window.location.pathname);
