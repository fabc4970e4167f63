/**
 * Query-string and form-body serialisation (spec §7: "a query string on GET is appended encoded").
 * Rules, chosen to fix the template's losses (ruoyi-behaviours A.15):
 * - keys and values go through encodeURIComponent;
 * - null, undefined, '' and invalid Dates are dropped; 0 and false are kept;
 * - a Date becomes its ISO string (the template silently dropped Dates);
 * - an array becomes repeated pairs `key=a&key=b`;
 * - a plain object becomes one level of `key[sub]=v` pairs (brackets encoded as %5B/%5D);
 * - anything nested deeper is sent as its JSON text rather than '[object Object]'.
 */

type Pair = readonly [key: string, value: string];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The text of one scalar value, or null when the pair must be dropped. */
function scalarText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayPairs(key: string, values: readonly unknown[]): Pair[] {
  return values.flatMap((item) => {
    const text = scalarText(item);
    return text === null ? [] : [[key, text] as const];
  });
}

function valuePairs(key: string, value: unknown): Pair[] {
  if (Array.isArray(value)) return arrayPairs(key, value);
  if (isPlainObject(value)) {
    return Object.entries(value).flatMap(([sub, subValue]) => {
      const subKey = `${key}[${sub}]`;
      if (Array.isArray(subValue)) return arrayPairs(subKey, subValue);
      const text = scalarText(subValue);
      return text === null ? [] : [[subKey, text] as const];
    });
  }
  const text = scalarText(value);
  return text === null ? [] : [[key, text] as const];
}

/** `{ a: 1, b: 'x y' }` → `a=1&b=x%20y`; '' when nothing is left to send. */
export function serializeQueryParams(params: unknown): string {
  if (params instanceof URLSearchParams) return params.toString();
  if (!isPlainObject(params)) return '';
  return Object.entries(params)
    .flatMap(([key, value]) => valuePairs(key, value))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}
