import { LAYOUT } from '@console/core';
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { vars } from '../../theme';
import { popupSurface } from '../../theme/surfaces';
import type { TagAction } from './tagsView.logic';

export interface TagContextMenuProps {
  /** Viewport position (the menu is fixed, so no ancestor can clip it). */
  left: number;
  top: number;
  actions: readonly TagAction[];
  labels: Record<TagAction, string>;
  /** Id of the tab link the menu acts on: it names the menu. */
  labelledBy: string;
  /** Opened from the keyboard: the first item takes the focus (a pointer opening focuses the menu itself). */
  focusFirstItem: boolean;
  onAction: (action: TagAction) => void;
  /** Escape or Tab: close and give the focus back to the tab. */
  onDismiss: () => void;
}

const MenuList = styled.div`
  position: fixed;
  width: ${LAYOUT.tagMenuWidth}px;
  margin: 0;
  padding: 5px 0;
  ${popupSurface}
  font-size: 12px;
  color: ${vars.textRegular};
  &:focus {
    outline: none;
  }
`;

const MenuButton = styled.button`
  display: block;
  width: 100%;
  margin: 0;
  padding: 7px 16px;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${vars.fill};
    color: ${vars.text};
    outline: none;
  }
  &:focus-visible {
    box-shadow: inset ${vars.focusRing};
  }
`;

/**
 * The tab strip's right-click menu: a fixed 105 px menu (spec §9) kept inside the window. Arrow keys,
 * Home and End move between items; Escape and Tab close it.
 */
export function TagContextMenu({
  left,
  top,
  actions,
  labels,
  labelledBy,
  focusFirstItem,
  onAction,
  onDismiss,
}: TagContextMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    // The horizontal position is clamped by core; a click near the bottom of the window is clamped here.
    const overflow = top + menu.offsetHeight - window.innerHeight;
    menu.style.top = `${Math.max(0, overflow > 0 ? top - overflow : top)}px`;
  }, [top]);

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const first = menu.querySelector<HTMLElement>('[role="menuitem"]');
    (focusFirstItem && first ? first : menu).focus();
  }, [focusFirstItem]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const at = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: at < 0 || at === last ? 0 : at + 1,
      ArrowUp: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return false;
    items[target]?.focus();
    return true;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onDismiss();
      return;
    }
    if (moveFocus(event)) event.preventDefault();
  };

  return createPortal(
    <MenuList
      ref={menuRef}
      role="menu"
      tabIndex={-1}
      aria-labelledby={labelledBy}
      style={{ left, top }}
      onKeyDown={handleKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {actions.map((action) => (
        <MenuButton key={action} type="button" role="menuitem" tabIndex={-1} onClick={() => onAction(action)}>
          {labels[action]}
        </MenuButton>
      ))}
    </MenuList>,
    document.body,
  );
}
