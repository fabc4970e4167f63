/**
 * Every visible side effect of core (toasts, notifications, confirm dialogs, the loading overlay) goes
 * through this interface. Core renders nothing: the host wires it to @console/ui, tests wire a recorder.
 */
export type MessageType = 'success' | 'info' | 'warning' | 'error';

export interface NotifyOptions {
  type: MessageType;
  title: string;
  message?: string;
}

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  type?: MessageType;
}

export interface Feedback {
  /** A short toast. */
  message(type: MessageType, text: string): void;
  /** A notification with a title (and an optional body). */
  notify(options: NotifyOptions): void;
  /** Resolves true when the user confirms, false when they cancel or dismiss. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Shows the full-screen loading overlay; returns the function that closes this overlay. */
  loading(text: string): () => void;
}

/** Feedback that only logs: for scripts, servers and tests that do not care about UI. */
export const silentFeedback: Feedback = {
  message: () => {},
  notify: () => {},
  confirm: async () => false,
  loading: () => () => {},
};
