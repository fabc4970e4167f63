import type { TabView } from '@console/core';
import { type KeyboardEvent, type MouseEvent, memo } from 'react';
import styled, { css } from 'styled-components';
import { AppLink } from '../../navigation';
import { vars } from '../../theme';

const activeTag = css`
  background: ${vars.primaryReadable};
  border-color: ${vars.primaryReadable};
  color: #ffffff;
  a::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-right: 4px;
    border-radius: 50%;
    background: #ffffff;
  }
`;

const Tag = styled.li<{ $active: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  height: 26px;
  border: 1px solid ${vars.border};
  border-radius: 3px;
  background: ${vars.surface};
  color: ${vars.textRegular};
  font-size: 12px;
  &:has(a:focus-visible) {
    box-shadow: ${vars.focusRing};
  }
  ${(p) => p.$active && activeTag}
`;

const TagLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  height: 100%;
  padding: 0 8px;
  color: inherit;
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  &:focus-visible {
    outline: none;
  }
  & + button {
    margin-left: -4px;
  }
`;

const CloseButton = styled.button<{ $onActive: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  margin-right: 4px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${(p) => (p.$onActive ? vars.primaryDark2 : vars.textPlaceholder)};
    color: #ffffff;
  }
  svg {
    width: 8px;
    height: 8px;
  }
`;

function CrossIcon() {
  return (
    <svg viewBox="0 0 8 8" aria-hidden="true" focusable="false">
      <path d="M1 1l6 6M7 1L1 7" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
    </svg>
  );
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** What a tag asks of its strip; one object for all tags that stays the same from render to render. */
export interface TagItemEvents {
  select: (fullPath: string) => void;
  close: (fullPath: string) => void;
  /** The context menu at the pointer. */
  openMenu: (fullPath: string, clientX: number, clientY: number) => void;
  /** The context menu under the tag (raised from the keyboard). */
  openMenuAtTab: (fullPath: string, element: HTMLElement) => void;
  keyDown: (event: KeyboardEvent<HTMLAnchorElement>, index: number) => void;
}

export interface TagItemProps {
  tab: TabView;
  index: number;
  active: boolean;
  /** Id of the tag's link (the context menu is labelled by it). */
  linkId: string;
  /** Accessible name of the × button. */
  closeLabel: string;
  /** A plain click calls `events.select` instead of following the link. */
  selectable: boolean;
  events: TagItemEvents;
}

/** One tag of the strip: its link, and × unless it is pinned. A middle click closes it too. */
export const TagItem = memo(function TagItem({
  tab,
  index,
  active,
  linkId,
  closeLabel,
  selectable,
  events,
}: TagItemProps) {
  return (
    <Tag
      data-tab={tab.fullPath}
      $active={active}
      onContextMenu={(event) => {
        event.preventDefault();
        const pointer = event.nativeEvent as Partial<PointerEvent>;
        // A context menu raised by the keyboard has no pointer: place it under the tab.
        if (pointer.pointerType === '') events.openMenuAtTab(tab.fullPath, event.currentTarget);
        else events.openMenu(tab.fullPath, event.clientX, event.clientY);
      }}
      onMouseDown={(event) => {
        // The middle button closes a tab: no autoscroll cursor.
        if (event.button === 1) event.preventDefault();
      }}
      onAuxClick={(event) => {
        if (event.button !== 1) return;
        event.preventDefault();
        if (!tab.affix) events.close(tab.fullPath);
      }}
    >
      <TagLink
        id={linkId}
        to={tab.fullPath}
        aria-current={active ? 'page' : undefined}
        onClick={(event) => {
          if (!selectable || !isPlainClick(event)) return;
          event.preventDefault();
          events.select(tab.fullPath);
        }}
        onKeyDown={(event) => events.keyDown(event, index)}
      >
        {tab.title}
      </TagLink>
      {!tab.affix && (
        <CloseButton
          type="button"
          // One tab stop per tab: from the keyboard, Delete or the menu closes it.
          tabIndex={-1}
          $onActive={active}
          aria-label={closeLabel}
          onClick={() => events.close(tab.fullPath)}
        >
          <CrossIcon />
        </CloseButton>
      )}
    </Tag>
  );
});
