import { Activity, memo, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { IframeView } from '../../components/IframeView';
import { usePageScroll } from '../../kit/scroll/usePageScroll';
import { PinnedLocation } from '../../navigation/Navigation';
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

const Page = memo(function Page({
  pageKey,
  render,
}: {
  pageKey: string;
  render: (key: string) => ReactNode;
}) {
  return <PinnedLocation fullPath={pageKey}>{render(pageKey)}</PinnedLocation>;
});

/**
 * The content area. Visited pages stay alive inside React's <Activity> (hidden, with their state, while
 * another tab shows), one per fullPath so two detail pages are two instances; a page that replaces its own
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
        <Activity key={`page:${pageIds.current.get(key)}`} mode={key === activeKey ? 'visible' : 'hidden'}>
          <Page pageKey={key} render={render} />
        </Activity>
      ))}
      {frames.map((frame) => (
        <Activity key={`frame:${frame.key}`} mode={frame.key === activeKey ? 'visible' : 'hidden'}>
          <IframeView title={frame.title} src={frame.src} srcDoc={frame.srcDoc} />
        </Activity>
      ))}
    </Main>
  );
}
