import { ROUTER_BASE } from '@console/core';
import { NavigationProvider, type NavigationValue } from '@console/ui';
import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from './router';

/** The base without its trailing slash ('/ec'), as react-router's basename. */
export const ROUTER_BASENAME = ROUTER_BASE.replace(/\/$/, '');

/** Gives `@console/ui` the router's location and navigation (it knows no router itself). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<NavigationValue>(
    () => ({
      pathname: location.pathname,
      fullPath: `${location.pathname}${location.search}`,
      navigate: (to, options) => navigate(to, { replace: options?.replace }),
      href: (to) => `${ROUTER_BASENAME}${to}`,
    }),
    [location.pathname, location.search, navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
