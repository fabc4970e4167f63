import { loadOnce } from '../shared/loadOnce';

// The signed-in parts of the app, each its own chunk: the main script fetches them only once a login is
// stored (app/preloadFirstScreen.ts) or a signed-in page is opened, so the sign-in page stays light.

/** The signed-in pages' layout (their data cache). */
export const loadSignedInLayout = loadOnce(() => import('./SignedInLayout'));
/** The console frame (sidebar, top bar, tabs). */
export const loadConsoleShell = loadOnce(() => import('../shell/ConsoleShell'));
/** What loads a frame page's code and data (the route table, the screens, their queries). */
export const loadScreenLoader = loadOnce(() => import('../routes/screenLoader'));
