import { NavigationProvider, type NavigationValue, type PrefetchReason } from '@console/ui';
import { type ReactNode, useMemo } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { ROUTER_BASENAME } from './routePath';

export interface RouterNavigationProps {
  /** Starts loading the page at a path ahead of a likely visit (a menu entry under the pointer, or in view). */
  prefetch?: (to: string, reason: PrefetchReason) => void;
  children: ReactNode;
}

/** Gives `@console/ui` react-router's location and navigation (ui knows no router itself). */
export function RouterNavigation({ prefetch, children }: RouterNavigationProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const replaced = useNavigationType() === NavigationType.Replace;
  const value = useMemo<NavigationValue>(
    () => ({
      pathname: location.pathname,
      fullPath: `${location.pathname}${location.search}`,
      replaced,
      navigate: (to, options) => void navigate(to, { replace: options?.replace }),
      href: (to) => `${ROUTER_BASENAME}${to}`,
      prefetch,
    }),
    [location.pathname, location.search, replaced, navigate, prefetch],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
