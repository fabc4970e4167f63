import {
  contextMenuPosition,
  EMPTY_TABS_STATE,
  scrollOffsetForActiveTab,
  type TabView,
  tabMenuItems,
} from '@console/core';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatMessage, useMessages } from '../../messages';
import { useNavigation } from '../../navigation';
import { vars } from '../../theme';
import { TagContextMenu } from './TagContextMenu';
import { TagItem, type TagItemEvents } from './TagItem';
import { isContextMenuKey, menuActions, type TagAction, wheelScrollDelta } from './tagsView.logic';

export interface TagsViewProps {
  /** The visited tabs, pinned ones first (core `TabsState.visited`). */
  tabs: readonly TabView[];
  /** The current route's fullPath; defaults to the navigation's. */
  activeFullPath?: string;
  /** A plain click on a tab; without it the tab link navigates through `useNavigation()`. */
  onSelect?: (fullPath: string) => void;
  onClose: (fullPath: string) => void;
  onCloseOthers: (fullPath: string) => void;
  onCloseLeft: (fullPath: string) => void;
  onCloseRight: (fullPath: string) => void;
  onCloseAll: () => void;
  onRefresh: (fullPath: string) => void;
}

interface OpenMenu {
  fullPath: string;
  left: number;
  top: number;
  viaKeyboard: boolean;
}

const Strip = styled.nav`
  position: relative;
  height: ${vars.tagsHeight};
  background: ${vars.surface};
  border-bottom: 1px solid ${vars.borderLight};
  box-shadow: ${vars.shadowLight};
`;

const Scroller = styled.div`
  height: 100%;
  overflow-x: auto;
  overflow-y: hidden;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const TabList = styled.ul`
  position: relative;
  display: flex;
  align-items: center;
  gap: 5px;
  width: max-content;
  min-width: 100%;
  height: 100%;
  margin: 0;
  padding: 0 15px;
  list-style: none;
`;

function tagElements(scroller: HTMLElement | null): HTMLElement[] {
  return scroller ? Array.from(scroller.querySelectorAll<HTMLElement>('[data-tab]')) : [];
}

/**
 * The strip of open pages under the top bar (spec §2, §4): one link per tab, the active one filled with
 * the theme colour. × or a middle-click closes a tab (pinned tabs have neither), the wheel scrolls the
 * strip sideways, and the active tab is scrolled into view with a 4 px margin (spec §9). Right-click,
 * the Menu key or Shift+F10 open the tab menu; Delete closes the focused tab; arrow keys move between tabs.
 */
export function TagsView({
  tabs,
  activeFullPath,
  onSelect,
  onClose,
  onCloseOthers,
  onCloseLeft,
  onCloseRight,
  onCloseAll,
  onRefresh,
}: TagsViewProps) {
  const navigation = useNavigation();
  const active = activeFullPath ?? navigation.fullPath;
  const m = useMessages();
  const idPrefix = useId();
  const stripRef = useRef<HTMLElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  // The tab whose link takes the focus after the next render (keyboard actions keep the user in the strip).
  const focusAfterRender = useRef<string | null>(null);

  const linkId = (index: number) => `${idPrefix}tab-${index}`;
  const linkFor = (fullPath: string) =>
    tagElements(scrollerRef.current)
      .find((element) => element.dataset.tab === fullPath)
      ?.querySelector<HTMLElement>('a') ?? null;

  // The active tag scrolls into view in the next animation frame: measuring the tags during React's commit
  // forced the browser to lay out the whole page there (the page just shown included), before its paint.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const scroller = scrollerRef.current;
      const activeIndex = tabs.findIndex((tab) => tab.fullPath === active);
      // All tags in view, at the start: nothing to scroll (and no tag to measure).
      if (!scroller || activeIndex < 0) return;
      if (scroller.scrollLeft === 0 && scroller.scrollWidth <= scroller.clientWidth) return;
      const boxes = tagElements(scroller).map((element) => ({
        left: element.offsetLeft,
        width: element.offsetWidth,
      }));
      const left = scrollOffsetForActiveTab({
        tabs: boxes,
        activeIndex,
        scrollLeft: scroller.scrollLeft,
        viewportWidth: scroller.clientWidth,
        scrollWidth: scroller.scrollWidth,
      });
      if (left === scroller.scrollLeft) return;
      ownScroll.current = left;
      scroller.scrollLeft = left;
    });
    return () => cancelAnimationFrame(frame);
  }, [active, tabs]);

  // The user scrolling the strip closes the menu; the strip bringing the active tag into view does not.
  const ownScroll = useRef<number | null>(null);
  const closeMenuOnScroll = () => {
    const own = ownScroll.current;
    ownScroll.current = null;
    if (own !== null && Math.abs((scrollerRef.current?.scrollLeft ?? 0) - own) < 1) return;
    setMenu(null);
  };

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    // React's wheel listeners are passive; this one must stop the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      if (scroller.scrollWidth <= scroller.clientWidth) return;
      const delta = wheelScrollDelta(event, scroller.clientWidth);
      if (delta === null) return;
      event.preventDefault();
      scroller.scrollLeft += delta;
    };
    scroller.addEventListener('wheel', onWheel, { passive: false });
    return () => scroller.removeEventListener('wheel', onWheel);
  }, []);

  const menuOpen = menu !== null;
  useEffect(() => {
    if (!menuOpen) return;
    const close = () => setMenu(null);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target?.closest('[role="menu"]')) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', close);
    window.addEventListener('blur', close);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', close);
      window.removeEventListener('blur', close);
    };
  }, [menuOpen]);

  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === null) return;
    focusAfterRender.current = null;
    const scroller = scrollerRef.current;
    const before = scroller?.scrollLeft;
    (linkFor(target) ?? linkFor(active))?.focus();
    // Focus may scroll the strip to the tag; that scroll's event arrives later and must not close a menu
    // opened in the meantime: it is the strip's own scroll.
    if (scroller && scroller.scrollLeft !== before) ownScroll.current = scroller.scrollLeft;
  });

  const openMenu = (fullPath: string, clientX: number, clientY: number, viaKeyboard: boolean) => {
    const strip = stripRef.current;
    if (!strip) return;
    const box = strip.getBoundingClientRect();
    const position = contextMenuPosition({
      clientX,
      clientY,
      containerLeft: box.left,
      containerWidth: box.width,
      viewportWidth: window.innerWidth,
    });
    setMenu({ fullPath, left: box.left + position.left, top: position.top, viaKeyboard });
  };

  const openMenuAtTab = (fullPath: string, element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    openMenu(fullPath, box.left, box.bottom, true);
  };

  const runAction = (action: TagAction, fullPath: string) => {
    const handlers: Record<TagAction, () => void> = {
      refresh: () => onRefresh(fullPath),
      close: () => onClose(fullPath),
      closeOthers: () => onCloseOthers(fullPath),
      closeLeft: () => onCloseLeft(fullPath),
      closeRight: () => onCloseRight(fullPath),
      closeAll: () => onCloseAll(),
    };
    handlers[action]();
  };

  const handleLinkKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    if (isContextMenuKey(event)) {
      event.preventDefault();
      openMenuAtTab(tab.fullPath, event.currentTarget);
      return;
    }
    if (event.key === 'Delete' && !tab.affix) {
      event.preventDefault();
      focusAfterRender.current = (tabs[index + 1] ?? tabs[index - 1])?.fullPath ?? null;
      onClose(tab.fullPath);
      return;
    }
    const targets: Record<string, number> = {
      ArrowRight: Math.min(index + 1, tabs.length - 1),
      ArrowLeft: Math.max(index - 1, 0),
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    const targetTab = target === undefined ? undefined : tabs[target];
    if (!targetTab) return;
    event.preventDefault();
    linkFor(targetTab.fullPath)?.focus();
  };

  // The tags get one object of handlers that stays the same and calls the latest ones, so a navigation
  // re-renders only the tag that becomes active and the one that no longer is.
  const latest = useRef({ onSelect, onClose, openMenu, openMenuAtTab, handleLinkKeyDown });
  useLayoutEffect(() => {
    latest.current = { onSelect, onClose, openMenu, openMenuAtTab, handleLinkKeyDown };
  });
  const events = useMemo<TagItemEvents>(
    () => ({
      select: (fullPath) => latest.current.onSelect?.(fullPath),
      close: (fullPath) => latest.current.onClose(fullPath),
      openMenu: (fullPath, clientX, clientY) => latest.current.openMenu(fullPath, clientX, clientY, false),
      openMenuAtTab: (fullPath, element) => latest.current.openMenuAtTab(fullPath, element),
      keyDown: (event, index) => latest.current.handleLinkKeyDown(event, index),
    }),
    [],
  );

  const state = useMemo(() => ({ ...EMPTY_TABS_STATE, visited: [...tabs] }), [tabs]);
  const menuIndex = menu ? tabs.findIndex((tab) => tab.fullPath === menu.fullPath) : -1;
  const labels: Record<TagAction, string> = {
    refresh: m.tagsRefresh,
    close: m.tagsClose,
    closeOthers: m.tagsCloseOthers,
    closeLeft: m.tagsCloseLeft,
    closeRight: m.tagsCloseRight,
    closeAll: m.tagsCloseAll,
  };

  return (
    <Strip ref={stripRef} aria-label={m.tabs}>
      <Scroller ref={scrollerRef} onScroll={closeMenuOnScroll}>
        <TabList>
          {tabs.map((tab, index) => (
            <TagItem
              key={tab.fullPath}
              tab={tab}
              index={index}
              active={tab.fullPath === active}
              linkId={linkId(index)}
              closeLabel={formatMessage(m.tagsCloseTab, { title: tab.title })}
              selectable={onSelect !== undefined}
              events={events}
            />
          ))}
        </TabList>
      </Scroller>
      {menu && menuIndex >= 0 && (
        <TagContextMenu
          left={menu.left}
          top={menu.top}
          actions={menuActions(tabMenuItems(state, menu.fullPath))}
          labels={labels}
          labelledBy={linkId(menuIndex)}
          focusFirstItem={menu.viaKeyboard}
          onAction={(action) => {
            setMenu(null);
            focusAfterRender.current = menu.viaKeyboard ? menu.fullPath : null;
            runAction(action, menu.fullPath);
          }}
          onDismiss={() => {
            setMenu(null);
            focusAfterRender.current = menu.fullPath;
          }}
        />
      )}
    </Strip>
  );
}
