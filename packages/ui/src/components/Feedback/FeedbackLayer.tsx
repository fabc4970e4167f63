import type { MessageType } from '@console/core';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from '../../kit/Dialog/CloseButton';
import { Spinner } from '../../kit/Spinner';
import { useMessages } from '../../messages';
import { Stylesheet } from '../../theme/Stylesheet';
import {
  type FeedbackController,
  type FeedbackState,
  loadingText,
  type Notice,
  type Toast,
} from './feedback.logic';

// The dialog code (Radix) loads with the first confirmation, not with every page that can show a toast.
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

const toneIcons: Record<MessageType, string> = { success: '✓', info: 'i', warning: '!', error: '×' };

const feedbackCss = `
@keyframes console-slide-down { from { opacity: 0; transform: translateY(-12px); } to { opacity: 1; transform: none; } }
@keyframes console-slide-in { from { opacity: 0; transform: translateX(24px); } to { opacity: 1; transform: none; } }
.console-feedback--success { --tone-text: var(--console-success-text); --tone-light: var(--console-success-light); --tone-border: var(--console-success); }
.console-feedback--info { --tone-text: var(--console-info-text); --tone-light: var(--console-info-light); --tone-border: var(--console-info); }
.console-feedback--warning { --tone-text: var(--console-warning-text); --tone-light: var(--console-warning-light); --tone-border: var(--console-warning); }
.console-feedback--error { --tone-text: var(--console-danger-text); --tone-light: var(--console-danger-light); --tone-border: var(--console-danger); }
.console-feedback-stack {
  position: fixed;
  top: 20px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  z-index: var(--console-z-message);
  pointer-events: none;
}
.console-feedback-stack--top {
  left: 50%;
  transform: translateX(-50%);
  align-items: center;
  width: min(480px, calc(100vw - 32px));
}
.console-feedback-stack--top-right {
  right: 16px;
  width: min(330px, calc(100vw - 32px));
}
.console-feedback-icon {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: var(--tone-text);
  color: var(--console-surface);
  font-size: 12px;
  font-weight: 700;
  line-height: 1;
}
.console-toast {
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: 10px;
  max-width: 100%;
  padding: 8px 8px 8px 16px;
  border: 1px solid var(--tone-border);
  border-radius: var(--console-radius);
  background: var(--tone-light);
  color: var(--tone-text);
  box-shadow: var(--console-shadow);
  line-height: 1.4;
  animation: console-slide-down 200ms ease-out;
}
.console-toast__text {
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
}
.console-notice {
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 8px 14px 14px;
  border: 1px solid var(--console-border-light);
  border-radius: 8px;
  background: var(--console-surface);
  box-shadow: var(--console-shadow);
  animation: console-slide-in 200ms ease-out;
}
@media (prefers-reduced-motion: reduce) {
  .console-toast, .console-notice { animation: none; }
}
.console-notice__body {
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
}
.console-notice__title {
  margin: 0;
  font-size: 16px;
  font-weight: 700;
  color: var(--console-text);
}
.console-notice__text {
  margin: 6px 0 0;
  color: var(--console-text-regular);
  line-height: 1.5;
}
.console-loading-mask {
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  background: rgba(0, 0, 0, 0.7);
  color: #ffffff;
  z-index: var(--console-z-loading);
}
.console-loading-mask:focus { outline: none; }
.console-loading-mask__text {
  margin: 0;
  font-size: 14px;
}`;

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
    <div className={`console-toast console-feedback--${toast.type}`} role={liveRole(toast.type)} {...timer}>
      <span className="console-feedback-icon" aria-hidden="true">
        {toneIcons[toast.type]}
      </span>
      <p className="console-toast__text">{toast.text}</p>
      <CloseButton type="button" aria-label={text.close} onClick={onDismiss}>
        ×
      </CloseButton>
    </div>
  );
}

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const text = useMessages();
  const timer = useAutoDismiss(notice.durationMs, onDismiss);
  return (
    <div
      className={`console-notice console-feedback--${notice.type}`}
      role={liveRole(notice.type)}
      {...timer}
    >
      <span className="console-feedback-icon" aria-hidden="true">
        {toneIcons[notice.type]}
      </span>
      <div className="console-notice__body">
        <p className="console-notice__title">{notice.title}</p>
        {notice.message ? <p className="console-notice__text">{notice.message}</p> : null}
      </div>
      <CloseButton type="button" aria-label={text.close} onClick={onDismiss}>
        ×
      </CloseButton>
    </div>
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
    // biome-ignore lint/a11y/noStaticElementInteractions: it only holds the focus while the page underneath is busy.
    <div
      ref={mask}
      className="console-loading-mask"
      tabIndex={-1}
      aria-busy="true"
      onKeyDown={keepFocus}
      data-console-loading=""
    >
      <Spinner size={36} thickness={3} />
      <p className="console-loading-mask__text" role="alert">
        {text}
      </p>
    </div>
  );
}

/** What the feedback shows now: toasts (top centre), notifications (top right), a confirm dialog, the loading overlay. */
export function FeedbackLayer({
  state,
  controller,
}: {
  state: FeedbackState;
  controller: FeedbackController;
}) {
  const loading = loadingText(state);
  const confirm = state.confirms[0];
  return createPortal(
    <>
      <Stylesheet name="feedback" css={feedbackCss} />
      {state.toasts.length > 0 && (
        <div className="console-feedback-stack console-feedback-stack--top">
          {state.toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={() => controller.dismissToast(toast.id)} />
          ))}
        </div>
      )}
      {state.notices.length > 0 && (
        <div className="console-feedback-stack console-feedback-stack--top-right">
          {state.notices.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              onDismiss={() => controller.dismissNotice(notice.id)}
            />
          ))}
        </div>
      )}
      {confirm && (
        <Suspense fallback={null}>
          <ConfirmDialog key={confirm.id} pending={confirm} onAnswer={controller.answerConfirm} />
        </Suspense>
      )}
      {loading !== null && <LoadingMask text={loading} />}
    </>,
    document.body,
  );
}
