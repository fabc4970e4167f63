import { hasStoredLogin, isPublicRoute } from '@console/core';
import { dashboardScreen } from '../routes/landingScreen';
import { publicPages, standalonePages } from '../routes/publicPages';
import { routePath } from './routePath';
import { loadConsoleShell, loadScreenLoader, loadSignedInGuard, loadSignedInLayout } from './signedInParts';

/**
 * Starts fetching the code of the page being opened while the main script is still being evaluated, instead
 * of once the router starts: one round trip less before the first paint. The router's lazy routes then find
 * the same requests under way. A failed load is left to the router, which tries again.
 */
export function preloadFirstScreen(pathname: string): void {
  const path = routePath(pathname);
  if (isPublicRoute(path)) {
    publicPages[path]?.preload().catch(() => {});
    return;
  }
  if (!hasStoredLogin()) return;
  const standalone = standalonePages[path];
  const parts: (() => Promise<unknown>)[] = standalone
    ? [loadSignedInGuard, loadSignedInLayout, standalone.preload]
    : [loadSignedInGuard, loadSignedInLayout, loadConsoleShell, loadScreenLoader];
  // The landing page's own code too: the frame's loader would ask for it one round trip later.
  if (path === '/dashboard') parts.push(dashboardScreen.preload);
  for (const load of parts) load().catch(() => {});
}

// Runs on import: main.tsx imports this module before React and the app, so the fetch starts first.
preloadFirstScreen(window.location.pathname);
