import { describe, expect, it } from 'vitest';
import { contextMenuPosition, scrollOffsetForActiveTab, tabMenuItems } from './tabStrip';
import { EMPTY_TABS_STATE, type TabsState, type TabView } from './tabs';

const tab = (fullPath: string, affix = false): TabView => ({
  fullPath,
  path: fullPath,
  title: fullPath,
  affix,
});
const stateOf = (...visited: TabView[]): TabsState => ({ ...EMPTY_TABS_STATE, visited });

describe('tabMenuItems', () => {
  const state = stateOf(tab('/dashboard', true), tab('/a'), tab('/b'), tab('/c'));

  it('hides close for a pinned tab and close left when only pinned tabs are on the left', () => {
    expect(tabMenuItems(state, '/dashboard')).toEqual({
      refresh: true,
      close: false,
      closeOthers: true,
      closeLeft: false,
      closeRight: true,
      closeAll: true,
    });
    expect(tabMenuItems(state, '/a')).toMatchObject({ close: true, closeLeft: false, closeRight: true });
    expect(tabMenuItems(state, '/b')).toMatchObject({ closeLeft: true, closeRight: true });
    expect(tabMenuItems(state, '/c')).toMatchObject({ closeLeft: true, closeRight: false });
  });

  it('is right when the first tab is not pinned', () => {
    const mixed = stateOf(tab('/a'), tab('/dashboard', true), tab('/b'));
    expect(tabMenuItems(mixed, '/a')).toMatchObject({ closeLeft: false, closeRight: true });
    // The second tab has an unpinned tab on its left: the template hid close-left here.
    expect(tabMenuItems(mixed, '/dashboard')).toMatchObject({
      close: false,
      closeLeft: true,
      closeRight: true,
    });
    expect(tabMenuItems(mixed, '/b')).toMatchObject({ closeLeft: true, closeRight: false });
  });

  it('hides close right when only pinned tabs are on the right', () => {
    const pinnedLast = stateOf(tab('/a'), tab('/dashboard', true));
    expect(tabMenuItems(pinnedLast, '/a')).toMatchObject({ closeRight: false });
  });

  it('offers nothing for an unknown tab', () => {
    expect(Object.values(tabMenuItems(state, '/nope')).some(Boolean)).toBe(false);
  });
});

describe('contextMenuPosition', () => {
  it('opens 15 px right of the pointer, relative to the container', () => {
    expect(
      contextMenuPosition({ clientX: 300, clientY: 90, containerLeft: 250, containerWidth: 1000 }),
    ).toEqual({ left: 65, top: 90 });
  });

  it('is clamped so the 105 px menu stays inside the container at the right edge', () => {
    expect(
      contextMenuPosition({ clientX: 1240, clientY: 90, containerLeft: 250, containerWidth: 1000 }),
    ).toEqual({ left: 895, top: 90 });
  });

  it('is clamped to the window when the container is wider than what is visible', () => {
    expect(
      contextMenuPosition({
        clientX: 1000,
        clientY: 40,
        containerLeft: 250,
        containerWidth: 1000,
        viewportWidth: 1024,
      }),
    ).toEqual({ left: 669, top: 40 });
  });

  it('never goes left of the container', () => {
    expect(contextMenuPosition({ clientX: 0, clientY: 5, containerLeft: 250, containerWidth: 80 })).toEqual({
      left: 0,
      top: 5,
    });
  });
});

describe('scrollOffsetForActiveTab', () => {
  // Ten tabs of 100 px with a 5 px gap: tab i spans [i × 105, i × 105 + 100]; content is 1045 px wide.
  const tabs = Array.from({ length: 10 }, (_unused, i) => ({ left: i * 105, width: 100 }));
  const base = { tabs, viewportWidth: 400 };

  it('scrolls to the start for the first tab and to the end for the last', () => {
    expect(scrollOffsetForActiveTab({ ...base, activeIndex: 0, scrollLeft: 300 })).toBe(0);
    expect(scrollOffsetForActiveTab({ ...base, activeIndex: 9, scrollLeft: 0 })).toBe(645);
    expect(scrollOffsetForActiveTab({ ...base, activeIndex: 9, scrollLeft: 0, scrollWidth: 1060 })).toBe(660);
  });

  it('brings the next tab right edge + 4 into view with the least movement', () => {
    // Next tab (5) ends at 625; 625 + 4 − 400 = 229.
    expect(scrollOffsetForActiveTab({ ...base, activeIndex: 4, scrollLeft: 0 })).toBe(229);
  });

  it('brings the previous tab left edge − 4 into view with the least movement', () => {
    // Previous tab (2) starts at 210; 210 − 4 = 206.
    expect(scrollOffsetForActiveTab({ ...base, activeIndex: 3, scrollLeft: 600 })).toBe(206);
  });

  it('does not move when both neighbours are already visible', () => {
    expect(scrollOffsetForActiveTab({ ...base, activeIndex: 2, scrollLeft: 100 })).toBe(100);
  });

  it('keeps the active tab in view when its neighbours can not fit', () => {
    expect(scrollOffsetForActiveTab({ ...base, viewportWidth: 150, activeIndex: 4, scrollLeft: 0 })).toBe(
      370,
    );
  });

  it('keeps the position for an unknown index', () => {
    expect(scrollOffsetForActiveTab({ ...base, activeIndex: 12, scrollLeft: 37 })).toBe(37);
  });
});
