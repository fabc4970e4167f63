import { clearSession, ROUTE_PATHS } from '@console/core';
import type { PrefetchReason } from '@console/ui';
import { useCallback, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { RouterNavigation } from './RouterNavigation';
import { routePath } from './routePath';
import { useServices } from './ServicesContext';
import { loadScreenLoader } from './signedInParts';
import { useScrollOnNavigate } from './useScrollOnNavigate';

/**
 * The app's outermost route, around every page: ui's navigation on react-router, the scroll rule of spec §2,
 * and what "log in again" does after a 401.
 */
export function AppFrame() {
  const services = useServices();
  const { store, onSessionExpired } = services;
  const navigate = useNavigate();
  useScrollOnNavigate();

  // "Log in again" in the session-expired dialog: sign out, and come back here after signing in.
  useEffect(
    () =>
      onSessionExpired(() => {
        const here = `${routePath(window.location.pathname)}${window.location.search}`;
        clearSession(store);
        void navigate(`${ROUTE_PATHS.home}?redirect=${encodeURIComponent(here)}`, { replace: true });
      }),
    [navigate, onSessionExpired, store],
  );

  // A menu entry under the pointer: its code and first data now; one merely in view: its code when idle.
  const prefetch = useCallback(
    (to: string, reason: PrefetchReason) => {
      void loadScreenLoader().then((screens) =>
        reason === 'intent'
          ? screens.prefetchScreen(services, to)
          : screens.prefetchScreenCodeWhenIdle(services, to),
      );
    },
    [services],
  );
  return (
    <RouterNavigation prefetch={prefetch}>
      <Outlet />
    </RouterNavigation>
  );
}
