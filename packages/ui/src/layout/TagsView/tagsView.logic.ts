import type { TabMenuItems } from '@console/core';

/** The context-menu actions, in the order they are listed. */
export const TAG_ACTIONS = [
  'refresh',
  'close',
  'closeOthers',
  'closeLeft',
  'closeRight',
  'closeAll',
] as const;

export type TagAction = (typeof TAG_ACTIONS)[number];

/** The actions a tab's menu lists: items that do not apply are left out, not disabled (as in the template). */
export function menuActions(items: TabMenuItems): TagAction[] {
  return TAG_ACTIONS.filter((action) => items[action]);
}

/** Line height a wheel "line" stands for (deltaMode 1, e.g. Firefox with a mouse wheel). */
const WHEEL_LINE_PX = 40;

export interface WheelInput {
  deltaX: number;
  deltaY: number;
  /** 0 pixels, 1 lines, 2 pages (WheelEvent.deltaMode). */
  deltaMode: number;
}

/**
 * How far a wheel turn moves the strip sideways, in pixels: the vertical wheel drives the horizontal
 * strip. Null when the gesture is already horizontal (a trackpad swipe), which the browser scrolls itself.
 */
export function wheelScrollDelta(
  { deltaX, deltaY, deltaMode }: WheelInput,
  pageWidth: number,
): number | null {
  if (deltaY === 0 || Math.abs(deltaX) > Math.abs(deltaY)) return null;
  if (deltaMode === 1) return deltaY * WHEEL_LINE_PX;
  if (deltaMode === 2) return deltaY * pageWidth;
  return deltaY;
}

/** The keys that open a context menu from the keyboard: the Menu key, or Shift+F10. */
export function isContextMenuKey({ key, shiftKey }: { key: string; shiftKey: boolean }): boolean {
  return key === 'ContextMenu' || (key === 'F10' && shiftKey);
}
