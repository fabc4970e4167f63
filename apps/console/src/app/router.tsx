// The app's router: history mode under a base path, with the few hooks the app uses. A dozen lines of
// the History API instead of a router package keep the first page light (the login page's JS budget).
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

export interface RouterLocation {
  /** Path inside the app, without the base: '/warranty/detail'. */
  pathname: string;
  /** Query with its '?', or ''. */
  search: string;
  hash: string;
}

export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

interface RouterValue {
  location: RouterLocation;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

/** The location of a browser URL path inside the app ('/ec/x' → '/x'); outside the base it is '/'. */
export function appLocation(
  basename: string,
  url: { pathname: string; search: string; hash: string },
): RouterLocation {
  const inside = url.pathname === basename || url.pathname.startsWith(`${basename}/`);
  const pathname = inside ? url.pathname.slice(basename.length) || '/' : '/';
  return { pathname, search: url.search, hash: url.hash };
}

export function Router({ basename, children }: { basename: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => appLocation(basename, window.location));
  useEffect(() => {
    const onPopState = () => setLocation(appLocation(basename, window.location));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [basename]);
  const navigate = useCallback<NavigateFunction>(
    (to, options) => {
      const url = new URL(`${basename}${to.startsWith('/') ? to : `/${to}`}`, window.location.origin);
      const href = `${url.pathname}${url.search}${url.hash}`;
      if (options?.replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      setLocation(appLocation(basename, url));
    },
    [basename],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks need <Router>');
  return router;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The query of the current location, and a setter that replaces it (keeping the path). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>) => {
      const query = new URLSearchParams(next).toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
    },
    [location.pathname, navigate],
  );
  return [params, setParams];
}

/** Navigates as soon as it renders (a redirect in the render tree). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useLayoutEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
