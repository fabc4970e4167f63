import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, hasErrors, type ServerErrorOptions, serverErrors } from './authForm.logic';

export interface AuthForm<K extends string> {
  formRef: RefObject<HTMLFormElement | null>;
  values: Record<K, string>;
  errors: FieldErrors<K>;
  /** The message above the submit button. */
  message: string | null;
  busy: boolean;
  /** Sets a value and clears that field's error (the user is fixing it). */
  setValue: (key: K, value: string) => void;
  /**
   * Shows field errors over the current ones (undefined clears a field) and a form message, and takes the
   * user to the first field to fix.
   */
  showErrors: (errors: FieldErrors<K>, message?: string | null) => void;
  /**
   * Runs the form's call while busy. A failure is shown through `serverErrors` and resolves undefined;
   * what the user typed stays as it was.
   */
  send: <T>(call: () => Promise<T>, options: SendOptions<K>) => Promise<{ result: T } | undefined>;
}

export interface SendOptions<K extends string> extends ServerErrorOptions<K> {
  /** Reads more from a failure than its messages (e.g. that the login now needs a captcha). */
  onFailure?: (error: unknown) => void;
}

/** Values, errors and the sending state of one sign-in form. */
export function useAuthForm<K extends string>(initial: Record<K, string>): AuthForm<K> {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped to move the focus once the fields marked invalid are on the page.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    // Radios and selects are buttons, text fields inputs.
    formRef.current
      ?.querySelector<HTMLElement>('input[aria-invalid="true"], button[aria-invalid="true"]')
      ?.focus();
  }, [focusRequest]);

  const setValue = useCallback((key: K, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] === undefined ? current : { ...current, [key]: undefined }));
  }, []);

  const showErrors = useCallback((found: FieldErrors<K>, text: string | null = null) => {
    setErrors((current) => ({ ...current, ...found }));
    setMessage(text);
    if (hasErrors(found)) setFocusRequest((count) => count + 1);
  }, []);

  const send = useCallback(
    async <T>(call: () => Promise<T>, { onFailure, ...options }: SendOptions<K>) => {
      setBusy(true);
      setMessage(null);
      try {
        return { result: await call() };
      } catch (error) {
        const found = serverErrors(error, options);
        showErrors(found.fields, found.message);
        onFailure?.(error);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [showErrors],
  );

  return { formRef, values, errors, message, busy, setValue, showErrors, send };
}
