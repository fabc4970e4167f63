import type { MessageType } from '@console/core';
import {
  createContext,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { CloseButton } from '../../kit/Dialog/CloseButton';
import { Spinner } from '../../kit/Spinner';
import { useMessages } from '../../messages';
import { vars } from '../../theme';
import {
  createFeedbackController,
  type FeedbackController,
  loadingText,
  type Notice,
  type Toast,
  type UiFeedback,
} from './feedback.logic';

const FeedbackContext = createContext<UiFeedback | null>(null);

// The dialog code (Radix) loads with the first confirmation, not with every page that can show a toast.
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** The feedback of the nearest <FeedbackProvider>. */
export function useFeedback(): UiFeedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a <FeedbackProvider> above it.');
  return feedback;
}

const tones = {
  success: { text: vars.successText, light: vars.successLight, border: vars.success, icon: '✓' },
  info: { text: vars.infoText, light: vars.infoLight, border: vars.info, icon: 'i' },
  warning: { text: vars.warningText, light: vars.warningLight, border: vars.warning, icon: '!' },
  error: { text: vars.dangerText, light: vars.dangerLight, border: vars.danger, icon: '×' },
} as const;

const slideDown = keyframes`from { opacity: 0; transform: translateY(-12px); } to { opacity: 1; transform: none; }`;
const slideIn = keyframes`from { opacity: 0; transform: translateX(24px); } to { opacity: 1; transform: none; }`;
const Stack = styled.div<{ $corner: 'top' | 'top-right' }>`
  position: fixed;
  top: 20px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  z-index: ${vars.zMessage};
  pointer-events: none;
  ${(p) =>
    p.$corner === 'top'
      ? css`
          left: 50%;
          transform: translateX(-50%);
          align-items: center;
          width: min(480px, calc(100vw - 32px));
        `
      : css`
          right: 16px;
          width: min(330px, calc(100vw - 32px));
        `}
`;

const Icon = styled.span<{ $type: MessageType }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${(p) => tones[p.$type].text};
  color: ${vars.surface};
  font-size: 12px;
  font-weight: 700;
  line-height: 1;
`;

const ToastBox = styled.div<{ $type: MessageType }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: 10px;
  max-width: 100%;
  padding: 8px 8px 8px 16px;
  border: 1px solid ${(p) => tones[p.$type].border};
  border-radius: ${vars.radius};
  background: ${(p) => tones[p.$type].light};
  color: ${(p) => tones[p.$type].text};
  box-shadow: ${vars.shadow};
  line-height: 1.4;
  animation: ${slideDown} 200ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const ToastText = styled.p`
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
`;

const NoticeBox = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 8px 14px 14px;
  border: 1px solid ${vars.borderLight};
  border-radius: 8px;
  background: ${vars.surface};
  box-shadow: ${vars.shadow};
  animation: ${slideIn} 200ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const NoticeBody = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const NoticeTitle = styled.p`
  margin: 0;
  font-size: 16px;
  font-weight: 700;
  color: ${vars.text};
`;

const NoticeText = styled.p`
  margin: 6px 0 0;
  color: ${vars.textRegular};
  line-height: 1.5;
`;

const Mask = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  background: rgba(0, 0, 0, 0.7);
  color: #ffffff;
  z-index: ${vars.zLoading};
  &:focus {
    outline: none;
  }
`;

const MaskText = styled.p`
  margin: 0;
  font-size: 14px;
`;

/** Runs `onDismiss` after `durationMs`, paused while the pointer is over the element or focus is in it. */
function useAutoDismiss(durationMs: number, onDismiss: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(durationMs);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  const paused = hovered || focused;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
}

// Errors interrupt (alert); the other types wait for a pause in speech (status).
const liveRole = (type: MessageType) => (type === 'error' ? 'alert' : 'status');

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const text = useMessages();
  const timer = useAutoDismiss(toast.durationMs, onDismiss);
  return (
    <ToastBox $type={toast.type} role={liveRole(toast.type)} {...timer}>
      <Icon $type={toast.type} aria-hidden="true">
        {tones[toast.type].icon}
      </Icon>
      <ToastText>{toast.text}</ToastText>
      <CloseButton type="button" aria-label={text.close} onClick={onDismiss}>
        ×
      </CloseButton>
    </ToastBox>
  );
}

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const text = useMessages();
  const timer = useAutoDismiss(notice.durationMs, onDismiss);
  return (
    <NoticeBox role={liveRole(notice.type)} {...timer}>
      <Icon $type={notice.type} aria-hidden="true">
        {tones[notice.type].icon}
      </Icon>
      <NoticeBody>
        <NoticeTitle>{notice.title}</NoticeTitle>
        {notice.message ? <NoticeText>{notice.message}</NoticeText> : null}
      </NoticeBody>
      <CloseButton type="button" aria-label={text.close} onClick={onDismiss}>
        ×
      </CloseButton>
    </NoticeBox>
  );
}

/**
 * Takes focus while shown, so a key press cannot reach the page underneath (a second Enter on the button
 * that started a download would start another), and gives it back when the last overlay closes.
 */
function LoadingMask({ text }: { text: string }) {
  const mask = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement;
    mask.current?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key === 'Tab') event.preventDefault();
  };
  return (
    <Mask ref={mask} tabIndex={-1} aria-busy="true" onKeyDown={keepFocus} data-console-loading="">
      <Spinner size={36} thickness={3} />
      <MaskText role="alert">{text}</MaskText>
    </Mask>
  );
}

export interface FeedbackProviderProps {
  /** The controller to render; without one the provider makes its own (reach it with useFeedback). */
  controller?: FeedbackController;
  children?: ReactNode;
}

/** Renders toasts (top centre), notifications (top right), one confirm dialog at a time and the loading overlay. */
export function FeedbackProvider({ controller: given, children }: FeedbackProviderProps) {
  const [own] = useState(createFeedbackController);
  const controller = given ?? own;
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const loading = loadingText(state);
  const confirm = state.confirms[0];

  return (
    <FeedbackContext.Provider value={controller.feedback}>
      {children}
      {createPortal(
        <>
          {state.toasts.length > 0 && (
            <Stack $corner="top">
              {state.toasts.map((toast) => (
                <ToastItem key={toast.id} toast={toast} onDismiss={() => controller.dismissToast(toast.id)} />
              ))}
            </Stack>
          )}
          {state.notices.length > 0 && (
            <Stack $corner="top-right">
              {state.notices.map((notice) => (
                <NoticeItem
                  key={notice.id}
                  notice={notice}
                  onDismiss={() => controller.dismissNotice(notice.id)}
                />
              ))}
            </Stack>
          )}
          {confirm && (
            <Suspense fallback={null}>
              <ConfirmDialog key={confirm.id} pending={confirm} onAnswer={controller.answerConfirm} />
            </Suspense>
          )}
          {loading !== null && <LoadingMask text={loading} />}
        </>,
        document.body,
      )}
    </FeedbackContext.Provider>
  );
}
