import { loadOnce } from '../shared/loadOnce';

// The signed-in parts of the app, each its own chunk: the main script fetches them only once a login is
// stored (app/preloadFirstScreen.ts) or a signed-in page is opened, so the sign-in page stays light.

/** The signed-in pages' layout (their data cache). */
export const loadSignedInLayout = loadOnce(() => import('./SignedInLayout'));
/** The console frame (sidebar, top bar, tabs). */
export const loadConsoleShell = loadOnce(() => import('../shell/ConsoleShell'));
/** What loads a frame page's code and data (the route table, the screens, their queries). */
export const loadScreenLoader = loadOnce(() => import('../routes/screenLoader'));
/** The guard of the signed-in pages (user info, access). */
export const loadSignedInGuard = loadOnce(() => import('./signedInGuard'));

/**
 * Starts fetching what a sign-in opens (the guard, the layout, the frame, the screens' loader) while the
 * user is still typing their credentials, so the click on "Sign in" waits for less. Asking again is free.
 */
export function preloadSignedInParts(): void {
  for (const load of [loadSignedInGuard, loadSignedInLayout, loadConsoleShell, loadScreenLoader])
    load().catch(() => {});
}
