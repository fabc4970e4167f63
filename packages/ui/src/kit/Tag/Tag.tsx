import type { ComponentSize } from '@console/core';
import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useMessages } from '../../messages';
import { vars } from '../../theme';

export type TagType = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';
export type TagEffect = 'light' | 'dark' | 'plain';

/**
 * Colours per type. Text always uses a shade that reads at 4.5:1: the *Text tokens on the *Light
 * backgrounds and on white, and white on the *Text tokens for the dark effect.
 */
const palette: Record<TagType, { text: string; light: string; accent: string }> = {
  default: { text: vars.textRegular, light: vars.fill, accent: vars.border },
  primary: { text: vars.primaryReadable, light: vars.primaryLight9, accent: vars.primary },
  success: { text: vars.successText, light: vars.successLight, accent: vars.success },
  info: { text: vars.infoText, light: vars.infoLight, accent: vars.info },
  warning: { text: vars.warningText, light: vars.warningLight, accent: vars.warning },
  danger: { text: vars.dangerText, light: vars.dangerLight, accent: vars.danger },
};

const heights: Record<ComponentSize, string> = {
  default: '32px',
  medium: '28px',
  small: '24px',
  mini: '20px',
};

const softBorder = (colour: string) => `color-mix(in srgb, ${colour} 40%, transparent)`;

function effectStyle(type: TagType, effect: TagEffect) {
  const { text, light, accent } = palette[type];
  if (effect === 'dark') {
    return css`
      background: ${text};
      border-color: ${text};
      color: #ffffff;
    `;
  }
  return css`
    background: ${effect === 'light' ? light : vars.surface};
    border-color: ${softBorder(accent)};
    color: ${text};
  `;
}

const Root = styled.span<{ $type: TagType; $effect: TagEffect; $size: ComponentSize; $round: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: ${(p) => heights[p.$size]};
  padding: 0 ${(p) => (p.$size === 'mini' ? '5px' : '9px')};
  border: 1px solid;
  border-radius: ${(p) => (p.$round ? '9999px' : vars.radius)};
  font-size: 12px;
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
  ${(p) => effectStyle(p.$type, p.$effect)}
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  margin-right: -4px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 14px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: color-mix(in srgb, currentColor 15%, transparent);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  type?: TagType;
  effect?: TagEffect;
  size?: ComponentSize;
  round?: boolean;
  /** Shows a × button that calls `onClose`. */
  closable?: boolean;
  onClose?: () => void;
  /** Name of the × button for screen readers (default the catalogue's `close`), e.g. "Remove Bosch". */
  closeLabel?: string;
  children?: ReactNode;
}

/** A small coloured label (status, category), optionally removable. */
export function Tag({
  type = 'default',
  effect = 'light',
  size = 'default',
  round = false,
  closable = false,
  onClose,
  closeLabel,
  children,
  ...rest
}: TagProps) {
  const text = useMessages();
  return (
    <Root $type={type} $effect={effect} $size={size} $round={round} {...rest}>
      {children}
      {closable && (
        <Close type="button" aria-label={closeLabel ?? text.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </Close>
      )}
    </Root>
  );
}
