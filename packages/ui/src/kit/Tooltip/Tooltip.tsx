import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme';

const Bubble = styled(RadixTooltip.Content)`
  max-width: 280px;
  padding: 6px 10px;
  border-radius: ${vars.radius};
  background: #303133;
  color: #ffffff;
  font-size: 12px;
  line-height: 1.4;
  z-index: ${vars.zMessage};
`;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element; the tooltip shows on hover and on keyboard focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
}

/** A text hint for its trigger, shown on hover and focus, hidden on Escape (Radix tooltip). */
export function Tooltip({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Bubble side={side} sideOffset={6} collisionPadding={8}>
            {content}
          </Bubble>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
