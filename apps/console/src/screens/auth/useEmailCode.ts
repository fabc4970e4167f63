import type { EmailCodePurposeValue, SendCaptchaToEmailBody } from '@console/contract';
import { useState } from 'react';
import { CODE_RESEND_SECONDS, codeButtonLabel } from './countdown.logic';
import { useCountdown } from './useCountdown';

export interface EmailCodeState {
  /** The address the last code went to. */
  sentTo: string | null;
  sending: boolean;
  /** Seconds until another code may be asked for. */
  remaining: number;
  buttonLabel: string;
  /** Sends a code; resolves with the failure (for the form to show), or null once sent. */
  send: (email: string) => Promise<unknown>;
}

/** Asking for an e-mailed code, then waiting a minute before the next one (the API's own limit). */
export function useEmailCode(
  purpose: EmailCodePurposeValue,
  sendCode: (body: SendCaptchaToEmailBody) => Promise<void>,
): EmailCodeState {
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (email: string): Promise<unknown> => {
    setSending(true);
    try {
      await sendCode({ email, purpose });
      setSentTo(email);
      start(CODE_RESEND_SECONDS);
      return null;
    } catch (error) {
      return error;
    } finally {
      setSending(false);
    }
  };

  return { sentTo, sending, remaining, buttonLabel: codeButtonLabel(remaining, sentTo !== null), send };
}
