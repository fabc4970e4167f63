import { formatMessage } from '../../messages';

/** What the host's upload function resolves with (the body of POST /common/upload). */
export interface UploadResult {
  code: number;
  url?: string;
  fileName?: string;
  msg?: string;
}

/**
 * Sends one file. The host wires it to core's http client `upload`; the component knows nothing of the API.
 * `onProgress` takes 0..100; `signal` aborts when the user removes the file while it is in flight.
 */
export type UploadFn = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<UploadResult>;

export interface UploadRules {
  /** Most entries the list may hold, counting uploads in flight. */
  limit: number;
  /** Largest accepted size in MB (inclusive). */
  fileSize: number;
  /** Accepted extensions, compared case-insensitively; empty accepts any. */
  fileType: readonly string[];
}

/** Message templates: `fileFormat` takes {types}, the others {n}. */
export interface UploadTexts {
  fileFormat: string;
  tooLarge: string;
  tooManyFiles: string;
}

export interface SelectionCheck<F> {
  accepted: F[];
  /** Distinct messages, in the order found. */
  errors: string[];
}

const BYTES_PER_MB = 1024 * 1024;

/** Lower-case text after the last dot; '' when the name has none (such a file matches no type). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The `accept` attribute of the file picker, e.g. '.doc,.xls'. */
export function acceptAttribute(types: readonly string[]): string {
  return types.map((type) => `.${type.toLowerCase()}`).join(',');
}

/**
 * Checks a selection against the rules. A selection that would take the list past `limit` is refused as a
 * whole before anything is sent; otherwise each file is checked for type, then size, and the good ones pass.
 */
export function checkSelection<F extends { name: string; size: number }>(
  files: readonly F[],
  currentCount: number,
  rules: UploadRules,
  texts: UploadTexts,
): SelectionCheck<F> {
  if (currentCount + files.length > rules.limit) {
    return { accepted: [], errors: [formatMessage(texts.tooManyFiles, { n: rules.limit })] };
  }
  const allowed = rules.fileType.map((type) => type.toLowerCase());
  const accepted: F[] = [];
  const errors = new Set<string>();
  for (const file of files) {
    if (allowed.length > 0 && !allowed.includes(fileExtension(file.name))) {
      errors.add(formatMessage(texts.fileFormat, { types: rules.fileType.join('/') }));
    } else if (file.size > rules.fileSize * BYTES_PER_MB) {
      errors.add(formatMessage(texts.tooLarge, { n: rules.fileSize }));
    } else {
      accepted.push(file);
    }
  }
  return { accepted, errors: [...errors] };
}

/** How one upload ended: stored as `value`, failed, or cancelled by the user (which is not an error). */
export type UploadOutcome = { kind: 'done'; value: string } | { kind: 'error' } | { kind: 'cancelled' };

/** Only a code-200 answer that names the stored file counts as success; `url` wins over `fileName`. */
export function settleUpload(result: UploadResult | undefined, aborted: boolean): UploadOutcome {
  if (aborted) return { kind: 'cancelled' };
  const value = result?.code === 200 ? (result.url ?? result.fileName) : undefined;
  return value ? { kind: 'done', value } : { kind: 'error' };
}

/** An upload in flight, shown with its progress until it settles. */
export interface PendingUpload {
  id: string;
  name: string;
  percent: number;
}

export type PendingAction =
  | { type: 'start'; id: string; name: string }
  | { type: 'progress'; id: string; percent: number }
  | { type: 'settle'; id: string };

/** Each upload settles on its own, so one failure never leaves the others (or the component) uploading. */
export function pendingReducer(state: readonly PendingUpload[], action: PendingAction): PendingUpload[] {
  switch (action.type) {
    case 'start':
      return [...state, { id: action.id, name: action.name, percent: 0 }];
    case 'progress': {
      const percent = clampPercent(action.percent);
      return state.map((entry) => (entry.id === action.id ? { ...entry, percent } : entry));
    }
    case 'settle':
      return state.filter((entry) => entry.id !== action.id);
  }
}

export function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.round(Math.min(100, Math.max(0, percent))) : 0;
}

/** The list with the entry at `from` moved to `to`; unchanged when either is out of range. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The last path segment of a stored URL or path, without query or hash, decoded when possible. */
export function fileNameFromUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1) || path;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Stable React keys for values that may repeat: the value plus its occurrence number. */
export function entryKeys(values: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return values.map((value) => {
    const count = seen.get(value) ?? 0;
    seen.set(value, count + 1);
    return `${value}#${count}`;
  });
}
