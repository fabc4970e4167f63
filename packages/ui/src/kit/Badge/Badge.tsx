import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme';
import { badgeText } from './badge.logic';

export type BadgeType = 'primary' | 'success' | 'info' | 'warning' | 'danger';

// Solid shades that carry white text at 4.5:1.
const backgrounds: Record<BadgeType, string> = {
  primary: vars.primaryReadable,
  success: vars.successText,
  info: vars.infoText,
  warning: vars.warningText,
  danger: vars.dangerText,
};

const Root = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

const Mark = styled.sup<{ $type: BadgeType; $dot: boolean; $attached: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  height: ${(p) => (p.$dot ? '8px' : '18px')};
  min-width: ${(p) => (p.$dot ? '8px' : '18px')};
  padding: ${(p) => (p.$dot ? '0' : '0 6px')};
  border: 1px solid ${vars.surface};
  border-radius: 9px;
  background: ${(p) => backgrounds[p.$type]};
  color: #ffffff;
  font-size: 12px;
  line-height: 1;
  white-space: nowrap;
  vertical-align: baseline;
  ${(p) =>
    p.$attached &&
    `
    position: absolute;
    top: 0;
    right: ${p.$dot ? '4px' : '9px'};
    transform: translate(100%, -50%);
    z-index: 1;
  `}
`;

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The count (or a short text) in the mark. */
  value?: number | string;
  /** Counts above it show as `max+` (default 99). */
  max?: number;
  /** A small dot instead of the count; give `label` so it is not only colour. */
  isDot?: boolean;
  /** Show a count of 0 (hidden by default). */
  showZero?: boolean;
  /** Hides the mark; the child stays. */
  hidden?: boolean;
  type?: BadgeType;
  /** Read by screen readers instead of the bare number, e.g. "5 unread messages". */
  label?: string;
  /** What the mark sits on (a button, an icon); without it the mark stands alone. */
  children?: ReactNode;
}

/** A count or dot on the corner of its child (e.g. unread messages), capped at 99+. */
export function Badge({
  value,
  max = 99,
  isDot = false,
  showZero = false,
  hidden = false,
  type = 'danger',
  label,
  children,
  ...rest
}: BadgeProps) {
  const content = isDot ? '' : badgeText(value, max, showZero);
  const visible = !hidden && content !== null;
  return (
    <Root {...rest}>
      {children}
      {visible && (
        <Mark $type={type} $dot={isDot} $attached={children != null} data-badge="">
          <span aria-hidden={label === undefined ? undefined : true}>{content}</span>
          {label !== undefined && <VisuallyHidden>{label}</VisuallyHidden>}
        </Mark>
      )}
    </Root>
  );
}
