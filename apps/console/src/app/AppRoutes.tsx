import {
  applyUserInfo,
  clearSession,
  decideNavigation,
  hasStoredLogin,
  isPublicRoute,
  ROUTE_PATHS,
  routeAccess,
  tokenAtom,
  type UserInfo,
  userInfoAtom,
} from '@console/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PublicScreen, STANDALONE_PATHS, StandaloneScreen } from '../routes/pages';
import { routeTable } from '../routes/routeTable';
import { LoadingScreen } from '../shell/LoadingScreen';
import { Navigate, useLocation, useNavigate } from './router';
import { useServices } from './ServicesContext';

// The console frame is loaded only once someone is signed in: public pages (the login) stay light.
const ConsoleShell = lazy(() => import('../shell/ConsoleShell').then((m) => ({ default: m.ConsoleShell })));

/** Routes and user info are loaded once per page load, after sign-in or on the first visit (spec §4). */
function useUserInfoLoaded(signedIn: boolean): boolean {
  const { api, store } = useServices();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!signedIn || loaded) return;
    let current = true;
    api
      .userInfo()
      .then((info) => {
        if (!current) return;
        applyUserInfo(store, info as UserInfo);
        setLoaded(true);
      })
      // A 401 opens the session-expired dialog; other failures were already shown by the http client.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [api, store, signedIn, loaded]);
  return loaded;
}

/**
 * The guard of spec §2 over every location: public pages, the sign-in redirect (keeping the requested page
 * for the return trip), 401 for another role's route, 404 for an unknown one; then the console frame.
 */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const { store, onSessionExpired } = useServices();
  const token = useAtomValue(tokenAtom, { store });
  const userInfo = useAtomValue(userInfoAtom, { store });
  const path = location.pathname;
  const fullPath = `${path}${location.search}`;
  const signedIn = token !== null && hasStoredLogin();
  const routesLoaded = useUserInfoLoaded(signedIn);

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

  const refreshing = path.startsWith(ROUTE_PATHS.redirectPrefix);
  if (isPublicRoute(path) && !(refreshing && signedIn)) {
    return refreshing ? <Navigate to={ROUTE_PATHS.home} replace /> : <PublicScreen path={path} />;
  }
  const standalone = STANDALONE_PATHS.includes(path);
  const access = standalone
    ? 'ok'
    : refreshing
      ? 'ok'
      : routeAccess(routeTable, path, userInfo?.user_type, userInfo?.user_role ?? undefined);
  const decision = decideNavigation({
    path,
    fullPath,
    hasLoginFlag: hasStoredLogin(),
    hasToken: token !== null,
    routesLoaded,
    access,
  });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'load-routes' || !userInfo) return <LoadingScreen />;
  if (standalone) return <StandaloneScreen path={path} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ConsoleShell userInfo={userInfo} />
    </Suspense>
  );
}
