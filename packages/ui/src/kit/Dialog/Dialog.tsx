import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useMessages } from '../../messages';
import { PageBound } from '../../page';
import { vars } from '../../theme';
import { shareNonceWithOverlays } from '../../theme/overlayNonce';
import { CloseButton } from './CloseButton';
import { useReturnFocus } from './returnFocus';

shareNonceWithOverlays();

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.5);
  z-index: ${vars.zDrawer};
  animation: ${fadeIn} 150ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Content = styled(RadixDialog.Content)<{ $width: string }>`
  position: fixed;
  top: 15vh;
  left: 50%;
  transform: translateX(-50%);
  width: min(${(p) => p.$width}, calc(100vw - 32px));
  max-height: 75vh;
  display: flex;
  flex-direction: column;
  background: ${vars.surface};
  border-radius: ${vars.radius};
  box-shadow: ${vars.shadow};
  z-index: ${vars.zDrawer};
  animation: ${fadeIn} 150ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 20px 8px;
`;

export const DialogTitle = styled(RadixDialog.Title)`
  margin: 0;
  font-size: 18px;
  font-weight: 500;
  color: ${vars.text};
`;

const Body = styled.div`
  padding: 12px 20px;
  overflow: auto;
  color: ${vars.textRegular};
  line-height: 1.6;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  padding: 8px 20px 16px;
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** CSS width; default 500px (narrower on small screens). */
  width?: string;
  /** Whether Escape and a click outside close it (default true). */
  dismissible?: boolean;
  /** Show the × button (default true). */
  showClose?: boolean;
  /** Role `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog (Radix): focus is trapped inside, Escape closes it, focus returns to the trigger. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = '500px',
  dismissible = true,
  showClose = true,
  role = 'dialog',
}: DialogProps) {
  const text = useMessages();
  const returnFocus = useReturnFocus();
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <PageBound active={open}>
      <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
        <RadixDialog.Portal>
          <Overlay />
          <Content
            $width={width}
            role={role}
            onEscapeKeyDown={block}
            onPointerDownOutside={block}
            {...returnFocus}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <Header>
              <DialogTitle>{title}</DialogTitle>
              {showClose && (
                <RadixDialog.Close asChild>
                  <CloseButton type="button" aria-label={text.close}>
                    ×
                  </CloseButton>
                </RadixDialog.Close>
              )}
            </Header>
            <Body>
              {description && <RadixDialog.Description>{description}</RadixDialog.Description>}
              {children}
            </Body>
            {footer && <Footer>{footer}</Footer>}
          </Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </PageBound>
  );
}
