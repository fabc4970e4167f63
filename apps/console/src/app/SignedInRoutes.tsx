import {
  applyUserInfo,
  decideNavigation,
  isOnsiteUser,
  routeAccess,
  tokenAtom,
  type UserInfo,
  userInfoAtom,
} from '@console/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { ConsoleShell } from '../routes/firstScreens';
import { STANDALONE_PATHS, StandaloneScreen } from '../routes/pages';
import { ONSITE_ONLY_PATHS, routeTable } from '../routes/routeTable';
import { LoadingScreen } from '../shell/LoadingScreen';
import { createQueryClient } from './queryClient';
import { Navigate, useLocation } from './router';
import { useServices } from './ServicesContext';
import { useStoreValue } from './useStoreValue';

/** Routes and user info are loaded once per page load, after sign-in or on the first visit (spec §4). */
function useUserInfoLoaded(): boolean {
  const { api, store } = useServices();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
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
  }, [api, store, loaded]);
  return loaded;
}

/**
 * The signed-in half of the guard (loaded only once someone is signed in, so the sign-in page stays light):
 * user info first, then 401 for another role's route, 404 for an unknown one, then the page.
 */
export function SignedInRoutes() {
  const location = useLocation();
  const { store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  const token = useStoreValue(store, tokenAtom);
  const routesLoaded = useUserInfoLoaded();
  const [queryClient] = useState(createQueryClient);
  const path = location.pathname;
  const standalone = STANDALONE_PATHS.includes(path);
  const refreshing = path.startsWith('/redirect/');
  const access =
    standalone || refreshing
      ? 'ok'
      : ONSITE_ONLY_PATHS.includes(path) && !isOnsiteUser(userInfo)
        ? 'forbidden'
        : routeAccess(routeTable, path, userInfo?.user_type, userInfo?.user_role ?? undefined);
  const decision = decideNavigation({
    path,
    fullPath: `${path}${location.search}`,
    hasLoginFlag: true,
    hasToken: token !== null,
    routesLoaded,
    access,
  });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'load-routes' || !userInfo) return <LoadingScreen />;
  return (
    <QueryClientProvider client={queryClient}>
      {standalone ? (
        <StandaloneScreen path={path} />
      ) : (
        <Suspense fallback={<LoadingScreen />}>
          <ConsoleShell userInfo={userInfo} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
