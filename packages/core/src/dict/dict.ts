import type { HttpClient } from '../http';

/** One dictionary row as the server sends it (spec §3); listClass / cssClass style the tag. */
export interface DictRecord {
  dictLabel?: string;
  dictValue?: string;
  listClass?: string | null;
  cssClass?: string | null;
  [field: string]: unknown;
}

/** A dictionary entry: label and value from dictLabel / dictValue, and the whole record. */
export interface DictEntry {
  label: string;
  value: string;
  raw: DictRecord;
}

/** Anything with a label and a value: dictionary entries or a screen's own option list. */
export interface DictOption {
  label: string;
  value: unknown;
}

export interface DictionaryLoader {
  /** Entries of a type: cached, one request per type at a time, [] (with a warning) when missing. */
  loadDict(type: string): Promise<DictEntry[]>;
  /** The cached entries of a type, without loading. */
  peekDict(type: string): DictEntry[] | undefined;
  /** Forgets one type, or every type, so the next load asks the server again. */
  invalidateDict(type?: string): void;
}

function isRecord(value: unknown): value is DictRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

export function toDictEntries(records: readonly unknown[]): DictEntry[] {
  return records
    .filter(isRecord)
    .map((raw) => ({ label: text(raw.dictLabel), value: text(raw.dictValue), raw }));
}

export function dictDataPath(type: string): string {
  return `/system/dict/data/type/${encodeURIComponent(type)}`;
}

export function createDictionaryLoader(client: Pick<HttpClient, 'get'>): DictionaryLoader {
  const cache = new Map<string, DictEntry[]>();
  const inflight = new Map<string, Promise<DictEntry[]>>();

  /** The entries, or null when the server gave none (a failure is never cached). */
  async function fetchEntries(type: string): Promise<DictEntry[] | null> {
    try {
      const body = await client.get(dictDataPath(type));
      if (Array.isArray(body.data)) return toDictEntries(body.data);
      console.warn(`Dictionary "${type}" came back without a data array; using an empty list.`, body);
    } catch (error) {
      console.warn(`Dictionary "${type}" could not be loaded; using an empty list.`, error);
    }
    return null;
  }

  function loadDict(type: string): Promise<DictEntry[]> {
    const cached = cache.get(type);
    if (cached) return Promise.resolve(cached);
    const pending = inflight.get(type);
    if (pending) return pending;
    const request = fetchEntries(type).then((entries) => {
      // Only the request still registered may fill the cache: an invalidation meanwhile made it stale.
      if (inflight.get(type) === request) {
        inflight.delete(type);
        if (entries) cache.set(type, entries);
      }
      return entries ?? [];
    });
    inflight.set(type, request);
    return request;
  }

  return {
    loadDict,
    peekDict: (type) => cache.get(type),
    invalidateDict: (type) => {
      if (type === undefined) {
        cache.clear();
        inflight.clear();
      } else {
        cache.delete(type);
        inflight.delete(type);
      }
    },
  };
}

/** Loose match, so the number 1 finds the entry whose value is '1'. */
function sameValue(a: unknown, b: unknown): boolean {
  return String(a) === String(b);
}

/** The label of a value; the value itself when no entry matches, '' for null or undefined. */
export function dictLabel(options: readonly DictOption[], value: unknown): string {
  if (value === undefined || value === null) return '';
  const match = options.find((option) => sameValue(option.value, value));
  return match ? match.label : String(value);
}

/** The values as a list: an array as is, a string split on the separator, '' / null / undefined as none. */
export function dictValueList(values: unknown, separator = ','): unknown[] {
  if (values === undefined || values === null || values === '') return [];
  if (Array.isArray(values)) return values;
  if (typeof values === 'string') return values.split(separator);
  return [values];
}

/** Labels of several values (an array or a separated string), joined with the separator. */
export function dictLabels(options: readonly DictOption[], values: unknown, separator = ','): string {
  return dictValueList(values, separator)
    .map((value) => dictLabel(options, value))
    .join(separator);
}
