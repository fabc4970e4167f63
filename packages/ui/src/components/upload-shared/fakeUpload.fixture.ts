import type { UploadFn, UploadResult } from './upload.logic';

/** How the fake server answers one upload. */
export type FakeAnswer =
  | { ok: true; url?: string }
  | { ok: false; code: number; msg?: string }
  | { reject: true };

export interface FakeUpload {
  upload: UploadFn;
  /** Every file sent, in order. */
  calls: File[];
  /** Signals of the calls, to check cancellation. */
  signals: AbortSignal[];
  /** Forgets earlier calls, so the answers start again from the first. */
  reset: () => void;
}

/**
 * Stands in for the server: answers in order from `answers` (the last one repeats), after reporting 50 %
 * and waiting `delayMs`. A success stores '/profile/upload/2026/06/10/<file name>' unless a url is given.
 */
export function fakeUpload(answers: FakeAnswer[] = [{ ok: true }], delayMs = 30): FakeUpload {
  const calls: File[] = [];
  const signals: AbortSignal[] = [];
  const upload: UploadFn = (file, onProgress, signal) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)] ?? { ok: true };
    calls.push(file);
    signals.push(signal);
    onProgress(50);
    return new Promise<UploadResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        if ('reject' in answer) {
          reject(new TypeError('Failed to fetch'));
        } else if (answer.ok) {
          onProgress(100);
          resolve({ code: 200, url: answer.url ?? `/profile/upload/2026/06/10/${file.name}` });
        } else {
          resolve({ code: answer.code, msg: answer.msg });
        }
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  };
  const reset = () => {
    calls.length = 0;
    signals.length = 0;
  };
  return { upload, calls, signals, reset };
}

export interface ManualUpload extends FakeUpload {
  /** Reports progress on the latest call. */
  progress: (percent: number) => void;
  /** Answers the latest call with success. */
  succeed: (url?: string) => void;
}

/** An upload the story drives step by step, to look at the component mid-upload. */
export function manualUpload(): ManualUpload {
  const calls: File[] = [];
  const signals: AbortSignal[] = [];
  let report: (percent: number) => void = () => {};
  let finish: (result: UploadResult) => void = () => {};
  const upload: UploadFn = (file, onProgress, signal) => {
    calls.push(file);
    signals.push(signal);
    report = onProgress;
    return new Promise<UploadResult>((resolve, reject) => {
      finish = resolve;
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  };
  return {
    upload,
    calls,
    signals,
    reset: () => {
      calls.length = 0;
      signals.length = 0;
    },
    progress: (percent) => report(percent),
    succeed: (url) => {
      const file = calls.at(-1);
      finish({ code: 200, url: url ?? `/profile/upload/2026/06/10/${file?.name ?? 'file'}` });
    },
  };
}

/** A file of `size` bytes. */
export function makeFile(name: string, size = 1024, type = ''): File {
  return new File([new Uint8Array(size)], name, { type });
}

export const MB = 1024 * 1024;
