import { NavigationProvider, type NavigationValue } from '@console/ui';
import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';

export const BASENAME = '/fleet';

/** Gives the layout react-router's location and navigation: @console/ui knows no router of its own. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // A page that replaces its own URL keeps its tab (and its state) under the new URL.
  const replaced = useNavigationType() === 'REPLACE';
  const value = useMemo<NavigationValue>(
    () => ({
      pathname: location.pathname,
      fullPath: `${location.pathname}${location.search}`,
      replaced,
      navigate: (to, options) => void navigate(to, { replace: options?.replace }),
      href: (to) => `${BASENAME}${to}`,
    }),
    [location.pathname, location.search, replaced, navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
