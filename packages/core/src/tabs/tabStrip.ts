import { LAYOUT } from '../constants';
import type { TabsState, TabView } from './tabs';

export interface TabMenuItems {
  refresh: boolean;
  close: boolean;
  closeOthers: boolean;
  closeLeft: boolean;
  closeRight: boolean;
  closeAll: boolean;
}

const NO_TAB_MENU: TabMenuItems = {
  refresh: false,
  close: false,
  closeOthers: false,
  closeLeft: false,
  closeRight: false,
  closeAll: false,
};

function hasUnpinnedTab(tabs: readonly TabView[]): boolean {
  return tabs.some((tab) => !tab.affix);
}

/**
 * Which context-menu items a tab shows. Close left/right appear only when there is an unpinned tab on
 * that side, whatever the position of the pinned tabs (the template assumed the home tab is first).
 */
export function tabMenuItems(state: TabsState, fullPath: string): TabMenuItems {
  const at = state.visited.findIndex((tab) => tab.fullPath === fullPath);
  const tab = state.visited[at];
  if (!tab) return NO_TAB_MENU;
  return {
    refresh: true,
    close: !tab.affix,
    closeOthers: true,
    closeLeft: hasUnpinnedTab(state.visited.slice(0, at)),
    closeRight: hasUnpinnedTab(state.visited.slice(at + 1)),
    closeAll: true,
  };
}

export interface ContextMenuInput {
  clientX: number;
  clientY: number;
  /** Left edge of the positioned container of the menu, in viewport pixels. */
  containerLeft: number;
  containerWidth: number;
  menuWidth?: number;
  /** When given, the menu also stays inside the window. */
  viewportWidth?: number;
}

/**
 * Menu position inside its container: 15 px right of the pointer, moved left as needed so the whole
 * menu stays inside the container and the window, never left of the container's edge.
 */
export function contextMenuPosition({
  clientX,
  clientY,
  containerLeft,
  containerWidth,
  menuWidth = LAYOUT.tagMenuWidth,
  viewportWidth,
}: ContextMenuInput): { left: number; top: number } {
  const visibleWidth =
    viewportWidth === undefined ? containerWidth : Math.min(containerWidth, viewportWidth - containerLeft);
  const maxLeft = Math.max(0, visibleWidth - menuWidth);
  const left = Math.min(Math.max(0, clientX - containerLeft + 15), maxLeft);
  return { left, top: clientY };
}

export interface TabBox {
  /** Offset of the tab's left edge from the start of the scrolled content. */
  left: number;
  width: number;
}

export interface ActiveTabScrollInput {
  tabs: readonly TabBox[];
  activeIndex: number;
  scrollLeft: number;
  viewportWidth: number;
  /** Full scrollable width; defaults to the right edge of the last tab. */
  scrollWidth?: number;
  /** Space kept visible around the neighbours (spec §9: tab scroll margin 4). */
  margin?: number;
}

/**
 * The scroll position that shows the active tab: the start for the first tab, the end for the last;
 * otherwise the previous tab's left edge − margin and the next tab's right edge + margin are brought
 * into view with the least movement. When both can not fit, the active tab itself is kept in view.
 */
export function scrollOffsetForActiveTab({
  tabs,
  activeIndex,
  scrollLeft,
  viewportWidth,
  scrollWidth,
  margin = LAYOUT.tagScrollMargin,
}: ActiveTabScrollInput): number {
  const active = tabs[activeIndex];
  const last = tabs.at(-1);
  if (!active || !last) return scrollLeft;
  const maxScroll = Math.max(0, (scrollWidth ?? last.left + last.width) - viewportWidth);
  const clamp = (value: number) => Math.min(Math.max(0, value), maxScroll);
  if (activeIndex === 0) return 0;
  if (activeIndex === tabs.length - 1) return maxScroll;
  const previous = tabs[activeIndex - 1] ?? active;
  const next = tabs[activeIndex + 1] ?? active;
  const fits = next.left + next.width - previous.left + 2 * margin <= viewportWidth;
  const start = fits ? previous.left - margin : active.left;
  const end = fits ? next.left + next.width + margin : active.left + active.width;
  if (start < scrollLeft) return clamp(start);
  if (end > scrollLeft + viewportWidth) return clamp(end - viewportWidth);
  return clamp(scrollLeft);
}
