import { decideNavigation, hasStoredLogin, ROUTE_PATHS, tokenAtom } from '@console/core';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { routePath } from './routePath';
import type { ConsoleServices } from './services';

/**
 * The guard of spec §2 over every page that needs a login, as the loader of their layout route. Without a
 * stored login: /home, keeping the requested page for the return trip. Signed in: the user's details once,
 * then 401 for another user type's page, 404 for an unknown one, and a group's path to its first page.
 * It runs before each navigation, so the page is never shown to someone who may not see it.
 */
export function signedInGuard({ store, session }: Pick<ConsoleServices, 'store' | 'session'>) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    const path = routePath(url.pathname);
    const token = store.get(tokenAtom);
    const hasLoginFlag = hasStoredLogin();
    if (token === null || !hasLoginFlag) {
      // The refresh helper '/redirect/…' is public, but only the console frame can send anyone back.
      if (path.startsWith(ROUTE_PATHS.redirectPrefix)) throw redirect(ROUTE_PATHS.home);
      const decision = decideNavigation({
        path,
        fullPath: `${path}${url.search}`,
        hasLoginFlag,
        hasToken: token !== null,
        routesLoaded: false,
      });
      if (decision.action === 'redirect') throw redirect(decision.to);
      return null;
    }
    // The route table is needed only once someone is signed in: it loads while user info is asked for.
    const [userInfo, routes] = await Promise.all([session.userInfo(token), import('../routes/access')]);
    const decision = decideNavigation({
      path,
      fullPath: `${path}${url.search}`,
      hasLoginFlag,
      hasToken: true,
      routesLoaded: true,
      access: routes.accessFor(path, userInfo),
    });
    if (decision.action === 'redirect') throw redirect(decision.to);
    const groupPage = routes.redirectOf(path);
    if (groupPage) throw redirect(groupPage);
    return null;
  };
}
