import type { Feedback } from '@console/core';
import { useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'react';
import {
  checkSelection,
  moveItem,
  type PendingUpload,
  pendingReducer,
  removeAt,
  settleUpload,
  type UploadFn,
  type UploadResult,
  type UploadRules,
  type UploadTexts,
} from './upload.logic';

export interface UploadListOptions {
  value: readonly string[];
  onChange: (value: string[]) => void;
  upload: UploadFn;
  rules: UploadRules;
  /** Validation templates plus the message shown when an upload fails. */
  texts: UploadTexts & { failed: string };
  disabled: boolean;
  feedback: Feedback | undefined;
  onError: ((message: string) => void) | undefined;
}

export interface UploadList {
  pending: PendingUpload[];
  /** Messages of the last selection and of failed uploads since; cleared by the next selection. */
  errors: string[];
  /** Stored entries plus uploads in flight: what the limit counts. */
  count: number;
  select: (files: readonly File[]) => void;
  /** Aborts an upload in flight; it disappears without an error. */
  cancel: (id: string) => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
}

/**
 * The engine behind FileUpload and ImageUpload: checks a selection, uploads the accepted files in parallel
 * and lets each settle on its own (the template's shared counter got stuck after one failure).
 */
export function useUploadList(options: UploadListOptions): UploadList {
  const [pending, dispatch] = useReducer(pendingReducer, []);
  const [errors, setErrors] = useState<string[]>([]);
  const idPrefix = useId();
  const sequence = useRef(0);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef(options);
  // Uploads may settle before the parent re-renders, so each change builds on the last one emitted.
  const valueRef = useRef(options.value);

  useLayoutEffect(() => {
    latest.current = options;
  });
  useLayoutEffect(() => {
    valueRef.current = options.value;
  }, [options.value]);
  useEffect(() => {
    const inFlight = controllers.current;
    return () => {
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    };
  }, []);

  const emit = useCallback((next: string[]) => {
    valueRef.current = next;
    latest.current.onChange(next);
  }, []);

  const report = useCallback((message: string) => {
    latest.current.feedback?.message('error', message);
    latest.current.onError?.(message);
  }, []);

  const start = useCallback(
    async (file: File) => {
      sequence.current += 1;
      const id = `${idPrefix}-${sequence.current}`;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      dispatch({ type: 'start', id, name: file.name });
      let result: UploadResult | undefined;
      try {
        result = await latest.current.upload(
          file,
          (percent) => {
            if (!controller.signal.aborted) dispatch({ type: 'progress', id, percent });
          },
          controller.signal,
        );
      } catch {
        result = undefined;
      }
      const outcome = settleUpload(result, controller.signal.aborted);
      // A cancelled upload was already taken off the list by `cancel` (or the component unmounted).
      if (outcome.kind === 'cancelled') return;
      controllers.current.delete(id);
      dispatch({ type: 'settle', id });
      if (outcome.kind === 'done') {
        emit([...valueRef.current, outcome.value]);
        return;
      }
      const message = latest.current.texts.failed;
      setErrors((previous) => (previous.includes(message) ? previous : [...previous, message]));
      report(message);
    },
    [idPrefix, emit, report],
  );

  const select = useCallback(
    (files: readonly File[]) => {
      const { disabled, rules, texts } = latest.current;
      if (disabled || files.length === 0) return;
      const current = valueRef.current.length + controllers.current.size;
      const check = checkSelection(files, current, rules, texts);
      setErrors(check.errors);
      for (const message of check.errors) report(message);
      for (const file of check.accepted) void start(file);
    },
    [report, start],
  );

  const cancel = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    dispatch({ type: 'settle', id });
  }, []);

  const remove = useCallback((index: number) => emit(removeAt(valueRef.current, index)), [emit]);

  const move = useCallback(
    (from: number, to: number) => {
      const next = moveItem(valueRef.current, from, to);
      if (next.some((entry, index) => entry !== valueRef.current[index])) emit(next);
    },
    [emit],
  );

  return {
    pending,
    errors,
    count: options.value.length + pending.length,
    select,
    cancel,
    remove,
    move,
  };
}
