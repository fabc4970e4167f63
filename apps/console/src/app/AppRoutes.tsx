import {
  clearSession,
  decideNavigation,
  hasStoredLogin,
  isPublicRoute,
  ROUTE_PATHS,
  tokenAtom,
} from '@console/core';
import { Suspense, useEffect } from 'react';
import { PublicScreen, SignedInRoutes } from '../routes/firstScreens';
import { LoadingScreen } from '../shell/LoadingScreen';
import { Navigate, useLocation, useNavigate } from './router';
import { useServices } from './ServicesContext';
import { useStoreValue } from './useStoreValue';

/**
 * The guard of spec §2 over every location: public pages; without a stored login, /home with the requested
 * page kept for the return trip; otherwise the signed-in routes (roles, 401, 404, the console frame).
 */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const { store, onSessionExpired } = useServices();
  const token = useStoreValue(store, tokenAtom);
  const path = location.pathname;
  const signedIn = token !== null && hasStoredLogin();

  // Every navigation scrolls to the top (spec §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs for each new path, which it need not read.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);

  // "Log in again" in the session-expired dialog: sign out, and come back here after signing in.
  useEffect(
    () =>
      onSessionExpired(() => {
        const here = `${window.location.pathname.replace(/^\/ec/, '')}${window.location.search}`;
        clearSession(store);
        navigate(`${ROUTE_PATHS.home}?redirect=${encodeURIComponent(here)}`, { replace: true });
      }),
    [navigate, onSessionExpired, store],
  );

  // The refresh helper '/redirect/…' is public, but it is the console frame that sends the user back.
  const refreshing = path.startsWith(ROUTE_PATHS.redirectPrefix);
  if (isPublicRoute(path) && !(refreshing && signedIn)) {
    return refreshing ? <Navigate to={ROUTE_PATHS.home} replace /> : <PublicScreen path={path} />;
  }
  if (!signedIn) {
    const decision = decideNavigation({
      path,
      fullPath: `${path}${location.search}`,
      hasLoginFlag: hasStoredLogin(),
      hasToken: token !== null,
      routesLoaded: false,
    });
    if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInRoutes />
    </Suspense>
  );
}
