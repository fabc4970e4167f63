import {
  activeAfterGroupClose,
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  isRefreshRoute,
  nextActiveAfterClose,
  refreshTab,
  type TabsState,
} from '@console/core';
import { useMemo } from 'react';

export interface TabsControllerOptions {
  /** The tab lists (e.g. core's `tabsAtom`). */
  state: TabsState;
  /** Replaces the tab lists (a jotai setter fits). */
  setState: (next: TabsState) => void;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The current route's fullPath: closing it moves elsewhere. */
  activeFullPath: string;
  /** Where to go when closing the active tab leaves no tab open. */
  dashboardPath?: string;
}

/** The TagsView callbacks, each taking the fullPath of the tab acted on (except close all). */
export interface TabsController {
  onSelect: (fullPath: string) => void;
  onClose: (fullPath: string) => void;
  onCloseOthers: (fullPath: string) => void;
  onCloseLeft: (fullPath: string) => void;
  onCloseRight: (fullPath: string) => void;
  onCloseAll: () => void;
  onRefresh: (fullPath: string) => void;
}

/**
 * The tab strip's actions built on core's reducers: closing the active tab moves to the last remaining tab,
 * else the dashboard, else '/'; a group close that removes the current tab does the same; "close others"
 * first moves to the chosen tab; refresh drops the tab's cache and frame and replaces the URL with
 * `/redirect/{fullPath}` (ignored while already on the helper route).
 */
export function useTabsController({
  state,
  setState,
  navigate,
  activeFullPath,
  dashboardPath,
}: TabsControllerOptions): TabsController {
  return useMemo(() => {
    const applyGroupClose = (next: TabsState) => {
      if (next === state) return;
      setState(next);
      const target = activeAfterGroupClose(next, activeFullPath, dashboardPath);
      if (target !== null) navigate(target);
    };
    return {
      onSelect: (fullPath) => {
        if (fullPath !== activeFullPath) navigate(fullPath);
      },
      onClose: (fullPath) => {
        const next = closeTab(state, fullPath);
        if (next === state) return;
        setState(next);
        if (fullPath === activeFullPath) {
          navigate(
            nextActiveAfterClose({
              remaining: next.visited,
              closedView: { fullPath },
              dashboardRedirect: dashboardPath,
            }),
          );
        }
      },
      onCloseOthers: (fullPath) => {
        if (fullPath !== activeFullPath) navigate(fullPath);
        const next = closeOtherTabs(state, fullPath);
        if (next !== state) setState(next);
      },
      onCloseLeft: (fullPath) => applyGroupClose(closeLeftTabs(state, fullPath)),
      onCloseRight: (fullPath) => applyGroupClose(closeRightTabs(state, fullPath)),
      onCloseAll: () => applyGroupClose(closeAllTabs(state)),
      onRefresh: (fullPath) => {
        // Rapid refreshes used to end on a 404: while the helper route is showing, ignore them.
        if (isRefreshRoute(activeFullPath)) return;
        const { state: next, redirectTo } = refreshTab(state, fullPath);
        if (redirectTo === null) return;
        if (next !== state) setState(next);
        navigate(redirectTo, { replace: true });
      },
    };
  }, [state, setState, navigate, activeFullPath, dashboardPath]);
}
