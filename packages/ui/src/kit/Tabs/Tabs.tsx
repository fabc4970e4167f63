import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../theme';

export type TabsType = 'line' | 'card';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

const List = styled(RadixTabs.List)<{ $type: TabsType }>`
  display: flex;
  overflow-x: auto;
  ${(p) =>
    p.$type === 'line'
      ? css`
          gap: 4px;
          box-shadow: inset 0 -2px 0 ${vars.borderLight};
        `
      : css`
          border-bottom: 1px solid ${vars.borderLight};
        `}
`;

const line = css`
  height: 40px;
  padding: 0 20px;
  border: 0;
  background: transparent;
  &[data-state='active'] {
    color: ${vars.primaryReadable};
    box-shadow: inset 0 -2px 0 ${vars.primaryReadable};
  }
`;

const card = css`
  height: 40px;
  padding: 0 20px;
  margin-bottom: -1px;
  border: 1px solid ${vars.borderLight};
  background: ${vars.fill};
  & + & {
    margin-left: -1px;
  }
  &:first-child {
    border-top-left-radius: ${vars.radius};
  }
  &:last-child {
    border-top-right-radius: ${vars.radius};
  }
  &[data-state='active'] {
    color: ${vars.primaryReadable};
    background: ${vars.surface};
    border-bottom-color: ${vars.surface};
  }
`;

const Trigger = styled(RadixTabs.Trigger)<{ $type: TabsType }>`
  flex: none;
  font: inherit;
  font-size: ${vars.fontSize};
  color: ${vars.textRegular};
  white-space: nowrap;
  cursor: pointer;
  ${(p) => (p.$type === 'line' ? line : card)}
  &:hover:not([data-disabled]) {
    color: ${vars.primaryReadable};
  }
  &[data-disabled] {
    color: ${vars.disabledText};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
    position: relative;
  }
  ${(p) =>
    p.$type === 'line' &&
    css`
      &[data-state='active']:focus-visible {
        box-shadow: ${vars.focusRing}, inset 0 -2px 0 ${vars.primaryReadable};
      }
    `}
`;

const Panel = styled.div`
  padding: 16px 0;
  color: ${vars.text};
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export interface TabsProps {
  items: readonly TabItem[];
  /** The selected tab (controlled); use with `onValueChange`. */
  value?: string;
  /** The tab selected first when uncontrolled (default the first enabled tab). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** 'line' underlines the selected tab (default); 'card' draws tabs as joined cards. */
  type?: TabsType;
  /** Names the tab list for screen readers. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Tabs in Element's style (Radix): arrow keys move between tabs, each tab shows its panel. The panels are
 * plain elements, not Radix's: its panel measures its animation when attached and sets state from there,
 * which on a kept-alive page shown again forced a style pass and a second render before the paint.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  type = 'line',
  'aria-label': ariaLabel,
  className,
}: TabsProps) {
  const idPrefix = useId();
  const [chosen, setChosen] = useState(() => defaultValue ?? items.find((item) => !item.disabled)?.value);
  const selected = value ?? chosen;
  const change = (next: string) => {
    if (value === undefined) setChosen(next);
    onValueChange?.(next);
  };
  const tabId = (item: TabItem) => `${idPrefix}tab-${item.value}`;
  const panelId = (item: TabItem) => `${idPrefix}panel-${item.value}`;
  return (
    <RadixTabs.Root className={className} value={selected} onValueChange={change}>
      <List $type={type} aria-label={ariaLabel}>
        {items.map((item) => (
          <Trigger
            key={item.value}
            $type={type}
            value={item.value}
            disabled={item.disabled}
            id={tabId(item)}
            aria-controls={panelId(item)}
          >
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => {
        const shown = item.value === selected;
        return (
          <Panel
            key={item.value}
            role="tabpanel"
            id={panelId(item)}
            aria-labelledby={tabId(item)}
            data-state={shown ? 'active' : 'inactive'}
            hidden={!shown}
            tabIndex={0}
          >
            {shown && item.content}
          </Panel>
        );
      })}
    </RadixTabs.Root>
  );
}
