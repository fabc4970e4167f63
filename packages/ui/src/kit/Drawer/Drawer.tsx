import * as RadixDialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type ReactNode, useRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useMessages } from '../../messages';
import { PageBound } from '../../page';
import { vars } from '../../theme';
import { shareNonceWithOverlays } from '../../theme/overlayNonce';
import { CloseButton } from '../Dialog/CloseButton';
import { Overlay } from '../Dialog/Dialog';
import { useReturnFocus } from '../Dialog/returnFocus';
import { useOverflowing } from '../scroll/useOverflowing';

shareNonceWithOverlays();

const slideFromRight = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const slideFromLeft = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

export type DrawerSide = 'left' | 'right';

const Panel = styled(RadixDialog.Content)<{ $side: DrawerSide; $width: string }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${(p) => (p.$side === 'right' ? 'right: 0;' : 'left: 0;')}
  width: min(${(p) => p.$width}, 100vw);
  display: flex;
  flex-direction: column;
  background: ${vars.surface};
  box-shadow: ${vars.shadow};
  z-index: ${vars.zDrawer};
  ${(p) => css`
    animation: ${p.$side === 'right' ? slideFromRight : slideFromLeft} 200ms ease-out;
  `}
  &:focus-visible {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 20px;
  border-bottom: 1px solid ${vars.borderLight};
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: 16px;
  font-weight: 500;
  color: ${vars.text};
`;

const Body = styled.div<{ $padded: boolean }>`
  flex: 1;
  overflow: auto;
  padding: ${(p) => (p.$padded ? '16px 20px' : '0')};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  padding: 12px 20px;
  border-top: 1px solid ${vars.borderLight};
`;

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown in the header; with `hideHeader` it is still read by screen readers. */
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  side?: DrawerSide;
  /** CSS width, e.g. '280px'. */
  width?: string;
  hideHeader?: boolean;
  /** Padding around the body (default true). */
  padded?: boolean;
  /** Show the dimming overlay (default true); a click on it closes the drawer. */
  overlay?: boolean;
}

/** The drawer's content: when it scrolls, it takes keyboard focus so the keys can scroll it. */
function ScrollBody({ padded, children }: { padded: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowing(ref);
  return (
    <Body ref={ref} $padded={padded} {...(scrolls ? { tabIndex: 0 } : {})}>
      {children}
    </Body>
  );
}

/** A panel that slides in from a side (Radix dialog): focus trapped, Escape and outside click close it. */
export function Drawer({
  open,
  onOpenChange,
  title,
  children,
  footer,
  side = 'right',
  width = '380px',
  hideHeader = false,
  padded = true,
  overlay = true,
}: DrawerProps) {
  const text = useMessages();
  const returnFocus = useReturnFocus();
  return (
    <PageBound active={open}>
      <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
        <RadixDialog.Portal>
          {overlay && <Overlay />}
          <Panel $side={side} $width={width} aria-describedby={undefined} {...returnFocus}>
            {hideHeader ? (
              <VisuallyHidden>
                <RadixDialog.Title>{title}</RadixDialog.Title>
              </VisuallyHidden>
            ) : (
              <Header>
                <Title>{title}</Title>
                <RadixDialog.Close asChild>
                  <CloseButton type="button" aria-label={text.close}>
                    ×
                  </CloseButton>
                </RadixDialog.Close>
              </Header>
            )}
            <ScrollBody padded={padded}>{children}</ScrollBody>
            {footer && <Footer>{footer}</Footer>}
          </Panel>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </PageBound>
  );
}
