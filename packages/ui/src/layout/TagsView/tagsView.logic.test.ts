import { describe, expect, it } from 'vitest';
import { isContextMenuKey, menuActions, wheelScrollDelta } from './tagsView.logic';

describe('menuActions', () => {
  it('lists the shown items in menu order', () => {
    expect(
      menuActions({
        refresh: true,
        close: false,
        closeOthers: true,
        closeLeft: false,
        closeRight: true,
        closeAll: true,
      }),
    ).toEqual(['refresh', 'closeOthers', 'closeRight', 'closeAll']);
  });

  it('lists nothing for an unknown tab', () => {
    expect(
      menuActions({
        refresh: false,
        close: false,
        closeOthers: false,
        closeLeft: false,
        closeRight: false,
        closeAll: false,
      }),
    ).toEqual([]);
  });
});

describe('wheelScrollDelta', () => {
  it('turns a vertical wheel in pixels into the same horizontal distance', () => {
    expect(wheelScrollDelta({ deltaX: 0, deltaY: 100, deltaMode: 0 }, 800)).toBe(100);
    expect(wheelScrollDelta({ deltaX: 0, deltaY: -53, deltaMode: 0 }, 800)).toBe(-53);
  });

  it('scales line and page deltas', () => {
    expect(wheelScrollDelta({ deltaX: 0, deltaY: 3, deltaMode: 1 }, 800)).toBe(120);
    expect(wheelScrollDelta({ deltaX: 0, deltaY: -1, deltaMode: 2 }, 800)).toBe(-800);
  });

  it('leaves horizontal gestures and empty deltas to the browser', () => {
    expect(wheelScrollDelta({ deltaX: 40, deltaY: 10, deltaMode: 0 }, 800)).toBeNull();
    expect(wheelScrollDelta({ deltaX: 0, deltaY: 0, deltaMode: 0 }, 800)).toBeNull();
  });
});

describe('isContextMenuKey', () => {
  it('accepts the Menu key and Shift+F10 only', () => {
    expect(isContextMenuKey({ key: 'ContextMenu', shiftKey: false })).toBe(true);
    expect(isContextMenuKey({ key: 'F10', shiftKey: true })).toBe(true);
    expect(isContextMenuKey({ key: 'F10', shiftKey: false })).toBe(false);
    expect(isContextMenuKey({ key: 'Enter', shiftKey: true })).toBe(false);
  });
});
