import { dictValueList } from '@console/core';

/** How a dictionary row asks to be drawn (spec §3: listClass and cssClass). */
export interface DictTagStyle {
  listClass?: string | null;
  cssClass?: string | null;
}

/** A dictionary entry (core's DictEntry) or a screen's own option with a label and a value. */
export interface DictTagOption {
  label: string;
  value: unknown;
  raw?: DictTagStyle;
}

export type DictTagType = 'primary' | 'success' | 'info' | 'warning' | 'danger';

export type DictTagItem =
  | { kind: 'text'; key: string; label: string }
  | { kind: 'tag'; key: string; label: string; type: DictTagType; className?: string };

export interface DictTagParts {
  /** One item per matching option, in the options' order. */
  items: DictTagItem[];
  /** Values no option matches, as written. */
  unmatched: string[];
}

const TAG_TYPES: readonly string[] = ['primary', 'success', 'info', 'warning', 'danger'];

function itemFor(option: DictTagOption, index: number): DictTagItem {
  const listClass = option.raw?.listClass ?? '';
  const cssClass = option.raw?.cssClass ?? '';
  const key = `${index}:${String(option.value)}`;
  if ((listClass === '' || listClass === 'default') && cssClass === '') {
    return { kind: 'text', key, label: option.label };
  }
  // 'default' with a cssClass, or an unknown class, keeps the standard (primary) tag look.
  const type = (TAG_TYPES.includes(listClass) ? listClass : 'primary') as DictTagType;
  return { kind: 'tag', key, label: option.label, type, ...(cssClass ? { className: cssClass } : {}) };
}

/**
 * What a value shows: the matching options (loosely compared, so 1 matches '1') and the values no option
 * matches. Null, undefined, '' and empty segments of a separated string are no value at all. Without
 * options (a dictionary not loaded yet) nothing counts as unmatched, so raw codes do not flash up.
 */
export function dictTagParts(
  options: readonly DictTagOption[],
  value: unknown,
  separator = ',',
): DictTagParts {
  const values = dictValueList(value, separator)
    .filter((item) => item !== null && item !== undefined)
    .map(String)
    .filter((item) => item !== '');
  if (values.length === 0 || options.length === 0) return { items: [], unmatched: [] };
  const items = options
    .map((option, index) => ({ option, index }))
    .filter(({ option }) => values.includes(String(option.value)))
    .map(({ option, index }) => itemFor(option, index));
  const known = new Set(options.map((option) => String(option.value)));
  return { items, unmatched: values.filter((item) => !known.has(item)) };
}
