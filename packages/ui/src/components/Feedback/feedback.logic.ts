import type { Feedback, MessageType, NotifyOptions } from '@console/core';

/** How long toasts and notifications stay (ms); hovering or focusing one pauses its timer. */
export interface FeedbackDurations {
  toastMs: number;
  /** Errors stay longer: they usually need reading. */
  errorToastMs: number;
  notifyMs: number;
}

export const FEEDBACK_DURATIONS: FeedbackDurations = { toastMs: 3000, errorToastMs: 5000, notifyMs: 4500 };

export interface Toast {
  id: number;
  type: MessageType;
  text: string;
  durationMs: number;
}

export interface Notice extends NotifyOptions {
  id: number;
  durationMs: number;
}

/**
 * A confirmation as callers may ask for it: title and button texts left out (or empty) come from the
 * message catalogue in force when it is shown, so a language pack changes them. Core's `ConfirmOptions`
 * is one of these.
 */
export interface ConfirmRequest {
  message: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  type?: MessageType;
}

export interface PendingConfirm {
  id: number;
  request: ConfirmRequest;
}

export interface OpenLoading {
  id: number;
  text: string;
}

export interface FeedbackState {
  toasts: readonly Toast[];
  notices: readonly Notice[];
  /** Confirmations waiting for an answer, oldest first; only the first is on screen. */
  confirms: readonly PendingConfirm[];
  /** Open loading overlays, oldest first: the overlay shows while any is open, with the newest text. */
  loadings: readonly OpenLoading[];
}

/** Core's `Feedback`, whose confirm also accepts a request without title or button texts. */
export interface UiFeedback extends Feedback {
  confirm(options: ConfirmRequest): Promise<boolean>;
}

/**
 * The feedback state outside React: the host creates one before rendering (to hand `feedback` to core's
 * http client) and passes it to <FeedbackProvider>, which renders it.
 */
export interface FeedbackController {
  readonly feedback: UiFeedback;
  getState(): FeedbackState;
  subscribe(listener: () => void): () => void;
  dismissToast(id: number): void;
  dismissNotice(id: number): void;
  /** Resolves the confirmation's promise and shows the next one in the queue. */
  answerConfirm(id: number, confirmed: boolean): void;
}

export interface FeedbackControllerOptions {
  durations?: Partial<FeedbackDurations>;
}

const EMPTY_STATE: FeedbackState = { toasts: [], notices: [], confirms: [], loadings: [] };

export function createFeedbackController(options: FeedbackControllerOptions = {}): FeedbackController {
  const durations = { ...FEEDBACK_DURATIONS, ...options.durations };
  const listeners = new Set<() => void>();
  const resolvers = new Map<number, (confirmed: boolean) => void>();
  let state = EMPTY_STATE;
  let nextId = 1;

  function update(change: Partial<FeedbackState>) {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  }

  const feedback: UiFeedback = {
    message(type, text) {
      const durationMs = type === 'error' ? durations.errorToastMs : durations.toastMs;
      update({ toasts: [...state.toasts, { id: nextId++, type, text, durationMs }] });
    },
    notify(notice) {
      update({ notices: [...state.notices, { ...notice, id: nextId++, durationMs: durations.notifyMs }] });
    },
    confirm(request) {
      const id = nextId++;
      return new Promise<boolean>((resolve) => {
        resolvers.set(id, resolve);
        update({ confirms: [...state.confirms, { id, request }] });
      });
    },
    loading(text) {
      const id = nextId++;
      update({ loadings: [...state.loadings, { id, text }] });
      // Each overlay closes itself only, once: a second call finds nothing to remove.
      return () => {
        if (state.loadings.some((entry) => entry.id === id)) {
          update({ loadings: state.loadings.filter((entry) => entry.id !== id) });
        }
      };
    },
  };

  return {
    feedback,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dismissToast(id) {
      if (state.toasts.some((toast) => toast.id === id)) {
        update({ toasts: state.toasts.filter((toast) => toast.id !== id) });
      }
    },
    dismissNotice(id) {
      if (state.notices.some((notice) => notice.id === id)) {
        update({ notices: state.notices.filter((notice) => notice.id !== id) });
      }
    },
    answerConfirm(id, confirmed) {
      const resolve = resolvers.get(id);
      if (!resolve) return;
      resolvers.delete(id);
      update({ confirms: state.confirms.filter((entry) => entry.id !== id) });
      resolve(confirmed);
    },
  };
}

/** The text of the loading overlay, or null when no overlay is open. */
export function loadingText(state: FeedbackState): string | null {
  return state.loadings.at(-1)?.text ?? null;
}
