import { afterNextPaint, NavigationProvider, type NavigationValue, useNavigation } from '@console/ui';
import { type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { UNSAFE_DataRouterContext as DataRouterContext, useNavigate } from 'react-router-dom';
import { isKeptPage } from '../app/keptPage';
import { useServices } from '../app/ServicesContext';
import { UnsavedChangesContext } from '../shared/form/UnsavedChanges';

/** A page shown ahead of the router, and where the router was when it was shown. */
interface Ahead {
  to: string;
  from: string;
}

/**
 * The frame's navigation, which goes to a page kept alive in a tab in two steps: the location the frame sees
 * becomes that page's in the click's own task (the next paint shows the page, its tab, its menu entry and
 * its breadcrumb), and the router follows once that frame is painted (its history entry, its state, the
 * render of its routes). Doing both in the click made the switch to a kept tab wait for the router's work;
 * the user sees the same frame, sooner. Any other navigation, or one away from a form in view with unsaved
 * changes (which may have to ask first), goes to the router at once.
 */
export function ShowAhead({ children }: { children: ReactNode }) {
  const { store } = useServices();
  const forms = useContext(UnsavedChangesContext);
  const router = useContext(DataRouterContext)?.router;
  const routerNavigate = useNavigate();
  const outer = useNavigation();
  const [ahead, setAhead] = useState<Ahead | null>(null);
  let shown = ahead;
  if (ahead !== null && ahead.from !== outer.fullPath) {
    // The router has moved (to that page, or elsewhere if it was sent on): its location rules again.
    shown = null;
    setAhead(null);
  }

  const here = outer.fullPath;
  const goTo = outer.navigate;
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      if (options?.replace || to === here || !isKeptPage(store, to) || forms?.pending()) {
        goTo(to, options);
        return;
      }
      const step = { to, from: here };
      flushSync(() => setAhead(step));
      afterNextPaint(() => {
        // The router's own location, which moves before React renders it: each navigation makes a new one.
        const before = router?.state.location;
        void Promise.resolve(routerNavigate(to)).finally(() => {
          // The router stayed where it was (the navigation was held back): show its page again.
          if (router?.state.location === before) setAhead((current) => (current === step ? null : current));
        });
      });
    },
    [forms, goTo, here, router, routerNavigate, store],
  );

  const value = useMemo<NavigationValue>(
    () => ({
      pathname: shown ? (shown.to.split(/[?#]/)[0] ?? shown.to) : outer.pathname,
      fullPath: shown?.to ?? outer.fullPath,
      replaced: shown ? false : outer.replaced,
      navigate,
      href: outer.href,
      prefetch: outer.prefetch,
    }),
    [shown, outer, navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
