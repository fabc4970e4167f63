import { memo, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { IframeView } from '../../components/IframeView';
import { usePageScroll } from '../../kit/scroll/usePageScroll';
import { PinnedLocation } from '../../navigation/Navigation';
import { createPageVisibility, PageVisibilityContext, type PageVisibilityControl } from '../../page';
import { assignPageIds, mountedPageKeys, prunePageIds, prunePositions } from './appMain.logic';

/** Default id of the main region, the target of a "skip to content" link. */
export const APP_MAIN_ID = 'app-main';

/** A page shown in the in-page frame (spec §2: routes flagged as links). */
export interface AppMainFrame {
  /** The tab's fullPath. */
  key: string;
  /** Names the frame for screen readers (the tab title). */
  title: string;
  src?: string;
  /** Inline document instead of `src`. */
  srcDoc?: string;
}

export interface AppMainProps {
  /** Full paths of the pages kept alive (core `TabsState.cached`). */
  cachedKeys: readonly string[];
  /** The current fullPath. */
  activeKey: string;
  /**
   * The key the page in view had before it replaced its own URL (a filter, a drawer opened): that page goes
   * on under `activeKey`, with its state, instead of a new one mounting.
   */
  movedFrom?: string;
  /** Renders the page of a fullPath; keep it stable (useCallback) so hidden pages do not re-render. */
  render: (key: string) => ReactNode;
  /** Frame pages (core `TabsState.iframes`): each stays mounted, hidden, while its tab is open. */
  frames?: readonly AppMainFrame[];
  id?: string;
  className?: string;
}

const Main = styled.main`
  position: relative;
  width: 100%;
  &:focus {
    outline: none;
  }
`;

/**
 * One kept page. A hidden one keeps its layout and its effects: `content-visibility: hidden` only skips its
 * rendering, so showing it again is a style change, not a new layout of the page and a re-run of every
 * effect in it (React's <Activity> hides with `display: none` and takes the effects down, which made the
 * switch to a kept tab several times slower). The `hidden` attribute says to assistive technology and tests
 * that it is out of view; the rule below keeps its layout.
 */
const PageSlot = styled.div`
  &[hidden] {
    display: block;
    content-visibility: hidden;
  }
`;

const Page = memo(function Page({
  pageKey,
  render,
  visibility,
}: {
  pageKey: string;
  render: (key: string) => ReactNode;
  visibility: PageVisibilityControl;
}) {
  return (
    <PageVisibilityContext.Provider value={visibility}>
      <PinnedLocation fullPath={pageKey}>{render(pageKey)}</PinnedLocation>
    </PageVisibilityContext.Provider>
  );
});

/**
 * The content area. Visited pages stay alive (hidden, with their state and effects, while another tab
 * shows; `usePageVisibility` tells a page whether it is the one in view), one per fullPath so two detail
 * pages are two instances; a page that replaces its own
 * URL stays the same instance (`movedFrom`); closing a tab unmounts its page and a refresh (through
 * /redirect) mounts it afresh. A page that is not kept alive unmounts when
 * left. Each page sees its own full path as the navigation's location (`useNavigation()`), so going
 * elsewhere does not re-render it. The scroll position of each kept page comes back when it is shown again; other pages start at the
 * top. Frame pages stay loaded while their tab is open.
 */
export function AppMain({
  cachedKeys,
  activeKey,
  movedFrom,
  render,
  frames = [],
  id = APP_MAIN_ID,
  className,
}: AppMainProps) {
  const mainRef = useRef<HTMLElement>(null);
  const positions = useRef(new Map<string, number>());
  const shownKey = useRef(activeKey);
  const frameKeys = useMemo(() => new Set(frames.map((frame) => frame.key)), [frames]);
  const pageKeys = mountedPageKeys(cachedKeys, activeKey, frameKeys, movedFrom);
  const pageIds = useRef(new Map<string, number>());
  const lastPageId = useRef(0);
  assignPageIds(
    pageIds.current,
    pageKeys,
    movedFrom ? { from: movedFrom, to: activeKey } : null,
    () => ++lastPageId.current,
  );
  useEffect(() => prunePageIds(pageIds.current, pageKeys));
  const visibilities = useRef(new Map<number, PageVisibilityControl>());
  const visibilityOf = (key: string): PageVisibilityControl => {
    const id = pageIds.current.get(key) ?? 0;
    let visibility = visibilities.current.get(id);
    if (!visibility) {
      visibility = createPageVisibility(key === activeKey);
      visibilities.current.set(id, visibility);
    }
    return visibility;
  };
  useLayoutEffect(() => {
    const live = new Set(pageKeys.map((key) => pageIds.current.get(key)));
    for (const id of visibilities.current.keys()) if (!live.has(id)) visibilities.current.delete(id);
    for (const key of pageKeys) visibilityOf(key).setShown(key === activeKey);
  });

  const scrollTo = usePageScroll(
    () => mainRef.current,
    (top) => positions.current.set(shownKey.current, top),
  );

  useLayoutEffect(() => {
    // The page that replaced its own URL stays where it is.
    if (movedFrom && shownKey.current === movedFrom) {
      positions.current.set(activeKey, positions.current.get(movedFrom) ?? 0);
      shownKey.current = activeKey;
    }
    prunePositions(positions.current, cachedKeys, activeKey);
    if (shownKey.current === activeKey) return;
    shownKey.current = activeKey;
    scrollTo(positions.current.get(activeKey) ?? 0);
  }, [activeKey, cachedKeys, movedFrom, scrollTo]);

  return (
    <Main ref={mainRef} id={id} tabIndex={-1} className={className}>
      {pageKeys.map((key) => (
        <PageSlot key={`page:${pageIds.current.get(key)}`} hidden={key !== activeKey}>
          <Page pageKey={key} render={render} visibility={visibilityOf(key)} />
        </PageSlot>
      ))}
      {frames.map((frame) => (
        <PageSlot key={`frame:${frame.key}`} hidden={frame.key !== activeKey}>
          <IframeView title={frame.title} src={frame.src} srcDoc={frame.srcDoc} />
        </PageSlot>
      ))}
    </Main>
  );
}
