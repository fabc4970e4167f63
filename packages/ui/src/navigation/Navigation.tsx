import { isExternal } from '@console/core';
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { listenerSet } from '../kit/listenerSet';

/**
 * How layout parts move around without knowing the host's router. The host (react-router, or any other)
 * provides the current location and a navigate function; stories use `MemoryNavigation`.
 */
export interface NavigationValue {
  /** Path without base, query or hash, e.g. '/warranty/detail'. */
  pathname: string;
  /** Path with query, e.g. '/warranty/detail?id=3': the key of a tab. */
  fullPath: string;
  /**
   * True when this location replaced the previous one in the history (e.g. a page changing its own query
   * in place: a filter, a drawer opened): the frame keeps that page's tab and instance under the new URL.
   */
  replaced?: boolean;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The href of an in-app path (adds the router base, e.g. '/ec'). */
  href: (to: string) => string;
  /**
   * Starts loading the page at an in-app path ahead of a likely visit: the sidebar calls it with 'intent'
   * when the pointer or the focus reaches an entry, and with 'visible' for each entry it shows. The host
   * decides what each is worth (e.g. code and data on intent, code only when the browser is idle for a
   * visible entry). Optional: without it nothing is loaded early.
   */
  prefetch?: (to: string, reason: PrefetchReason) => void;
}

/** Why a layout part asks for a page ahead of a visit. */
export type PrefetchReason = 'intent' | 'visible';

/** Where the user is: changes on every navigation. */
type NavigationLocation = Pick<NavigationValue, 'pathname' | 'fullPath' | 'replaced'>;
/** What moves the user: the same functions for the provider's lifetime. */
export type NavigationActions = Omit<NavigationValue, 'pathname' | 'fullPath' | 'replaced'>;

// Two contexts, so parts that only navigate (links, the header search) do not re-render on every location
// change: with one context, every link of the sidebar and the tab strip re-rendered on each click.
// The location's context holds a store that stays the same, and its readers subscribe to it: a new context
// value on each navigation made React search every kept-alive page's tree for readers, a walk through
// thousands of components on each switch of tab.
const LocationContext = createContext<LocationStore | null>(null);
const ActionsContext = createContext<NavigationActions | null>(null);

interface LocationStore {
  get(): NavigationLocation;
  subscribe(listener: () => void): () => void;
}

/**
 * Gives its children `location` through a store. Readers rendered with the provider read the new location
 * in that render (a page opened by a navigation mounts in the navigation's own render); readers that were
 * not re-rendered hear of it once the render is committed.
 */
function LocationProvider({ location, children }: { location: NavigationLocation; children: ReactNode }) {
  const [store] = useState(() => {
    const listeners = listenerSet();
    const created = {
      current: location,
      get: () => created.current,
      subscribe: listeners.add,
      notify: listeners.call,
    };
    return created;
  });
  // Set while rendering (no reader is told yet), so the children rendered now see it.
  store.current = location;
  // biome-ignore lint/correctness/useExhaustiveDependencies: readers are told each time the location changes.
  useLayoutEffect(() => store.notify(), [store, location]);
  return <LocationContext.Provider value={store}>{children}</LocationContext.Provider>;
}

const MISSING_PROVIDER =
  'Layout parts need a <NavigationProvider> (or <MemoryNavigation> in stories and tests).';

/**
 * Gives layout parts the host's location and navigation. `navigate`, `href` and `prefetch` are called through the
 * latest value given, so a host may pass new functions on each render without re-rendering every link.
 */
export function NavigationProvider({ value, children }: { value: NavigationValue; children: ReactNode }) {
  const latest = useRef(value);
  latest.current = value;
  const actions = useMemo<NavigationActions>(
    () => ({
      navigate: (to, options) => latest.current.navigate(to, options),
      href: (to) => latest.current.href(to),
      prefetch: (to, reason) => latest.current.prefetch?.(to, reason),
    }),
    [],
  );
  const { pathname, fullPath, replaced } = value;
  const location = useMemo(() => ({ pathname, fullPath, replaced }), [pathname, fullPath, replaced]);
  return (
    <ActionsContext.Provider value={actions}>
      <LocationProvider location={location}>{children}</LocationProvider>
    </ActionsContext.Provider>
  );
}

/** The location and the navigation; re-renders the caller on every location change. */
export function useNavigation(): NavigationValue {
  const store = useContext(LocationContext);
  const actions = useContext(ActionsContext);
  if (!store || !actions) throw new Error(MISSING_PROVIDER);
  const location = useSyncExternalStore(store.subscribe, store.get, store.get);
  return useMemo(() => ({ ...actions, ...location }), [actions, location]);
}

/** Only the actions (`navigate`, `href`, `prefetch`): stable, so the caller does not re-render when the location changes. */
export function useNavigationActions(): NavigationActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error(MISSING_PROVIDER);
  return actions;
}

function splitFullPath(fullPath: string): string {
  return fullPath.split(/[?#]/)[0] || '/';
}

/**
 * Its children see `fullPath` as the location, whatever the host's: a kept-alive page is keyed by its
 * full path, so it re-renders for its own state only, not each time the user goes elsewhere (hidden
 * pages re-rendered, and the page shown again re-rendered whole). Without a provider it adds nothing.
 */
export function PinnedLocation({ fullPath, children }: { fullPath: string; children: ReactNode }) {
  const actions = useContext(ActionsContext);
  const location = useMemo(() => ({ pathname: splitFullPath(fullPath), fullPath }), [fullPath]);
  if (!actions) return children;
  return <LocationProvider location={location}>{children}</LocationProvider>;
}

/** In-memory navigation for stories, tests and apps without a router. */
export function MemoryNavigation({
  initialPath = '/',
  base = '',
  onNavigate,
  children,
}: {
  initialPath?: string;
  base?: string;
  onNavigate?: (to: string) => void;
  children: ReactNode;
}) {
  const [{ fullPath, replaced }, setLocation] = useState({ fullPath: initialPath, replaced: false });
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      setLocation({ fullPath: to, replaced: options?.replace === true });
      onNavigate?.(to);
    },
    [onNavigate],
  );
  const value = useMemo<NavigationValue>(
    () => ({
      pathname: splitFullPath(fullPath),
      fullPath,
      replaced,
      navigate,
      href: (to) => `${base}${to}`,
    }),
    [fullPath, replaced, navigate, base],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * A real anchor (so middle-click and "open in new tab" work) that navigates in-app on a plain click.
 * External addresses (http:, https:, mailto:, tel:) open in a new tab.
 */
export function AppLink({ to, onClick, children, ...rest }: AppLinkProps) {
  const { navigate, href } = useNavigationActions();
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={href(to)} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
