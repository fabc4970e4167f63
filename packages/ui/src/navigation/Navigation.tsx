import { isExternal } from '@console/core';
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

/**
 * How layout parts move around without knowing the host's router. The host (react-router, or any other)
 * provides the current location and a navigate function; stories use `MemoryNavigation`.
 */
export interface NavigationValue {
  /** Path without base, query or hash, e.g. '/warranty/detail'. */
  pathname: string;
  /** Path with query, e.g. '/warranty/detail?id=3': the key of a tab. */
  fullPath: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The href of an in-app path (adds the router base, e.g. '/ec'). */
  href: (to: string) => string;
  /**
   * Starts loading the page at an in-app path ahead of a likely visit (the sidebar calls it when the
   * pointer or the focus reaches an entry). Optional: without it nothing is loaded early.
   */
  prefetch?: (to: string) => void;
}

const NavigationContext = createContext<NavigationValue | null>(null);

export function NavigationProvider({ value, children }: { value: NavigationValue; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): NavigationValue {
  const value = useContext(NavigationContext);
  if (!value) {
    throw new Error('Layout parts need a <NavigationProvider> (or <MemoryNavigation> in stories and tests).');
  }
  return value;
}

function splitFullPath(fullPath: string): string {
  return fullPath.split(/[?#]/)[0] || '/';
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
  const [fullPath, setFullPath] = useState(initialPath);
  const navigate = useCallback(
    (to: string) => {
      setFullPath(to);
      onNavigate?.(to);
    },
    [onNavigate],
  );
  const value = useMemo<NavigationValue>(
    () => ({ pathname: splitFullPath(fullPath), fullPath, navigate, href: (to) => `${base}${to}` }),
    [fullPath, navigate, base],
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
  const { navigate, href } = useNavigation();
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
