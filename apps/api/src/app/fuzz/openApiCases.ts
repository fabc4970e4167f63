// Malformed requests for every operation of the OpenAPI document: a well-formed request built from the
// operation's schemas, then one change at a time in its body, query and path (wrong types, null, huge and
// negative numbers, control characters, deep nesting, unknown fields). Deterministic: the random parts
// come from a seeded generator.

/** The parts of a JSON schema (as the document gives it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  default?: unknown;
  items?: JsonSchema;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** As the document writes it: /api/claims/{id}. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

/** One request to send: what was changed, and the request itself. */
export interface FuzzCase {
  change: string;
  url: string;
  body?: string;
  contentType?: string;
  /** false: send no Idempotency-Key even when the operation takes one. */
  idempotencyKey?: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
}

/** Every operation of the document with its parameters and JSON body schema. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** mulberry32: a small seeded generator, so every run sends the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values tried for a string with a pattern: the first that matches is the well-formed one. */
const PATTERN_SAMPLES = [
  '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70.pdf',
  'VL2024X001',
  'warranty_status',
  'sys.account.registerUser',
  '123456',
  'Sample',
];

const FORMAT_SAMPLES: Record<string, string> = {
  email: 'fuzz@example.com',
  uuid: '7b0c1f4e-2a3d-4e5f-9a6b-1c2d3e4f5a6b',
  date: '2024-01-15',
  'date-time': '2024-01-15T10:00:00.000Z',
  uri: 'https://example.com',
};

function firstType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type;
}

function sampleString(schema: JsonSchema): string {
  if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format] as string;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const match = PATTERN_SAMPLES.find((sample) => pattern.test(sample));
    if (match) return match;
  }
  return 'Sample'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 200);
}

function sampleNumber(schema: JsonSchema): number {
  const step = schema.multipleOf ?? 1;
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : 1);
  return Math.min(low, schema.maximum ?? low);
}

/**
 * A value the schema accepts (as far as a JSON schema says: refinements are not in the document); with
 * `requiredOnly`, objects hold their required properties only.
 */
export function sampleOf(schema: JsonSchema, requiredOnly = false): unknown {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleOf(choice.find((option) => firstType(option) !== 'null') ?? {}, requiredOnly);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (firstType(schema)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sampleOf(schema.items ?? {}, requiredOnly),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => !requiredOnly || schema.required?.includes(name))
          .map(([name, property]) => [name, sampleOf(property, requiredOnly)]),
      );
    default:
      return 'Sample';
  }
}

/** JSON text nested `depth` levels deep (built as text: a value this deep cannot be stringified). */
export function deepJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Values of the wrong kind for any field of a JSON body (with a string for numbers, a number for text). */
const WRONG_KINDS: unknown[] = [null, true, [], {}, { unknown: { nested: true } }];

/** Malformed numbers: out of the column's range, negative, fractional, beyond what a double holds exactly. */
const NUMBERS: unknown[] = ['text', 0, -1, 1.5, 2_147_483_648, -2_147_483_649, 2 ** 53, 1e300, '2147483648'];

/** Malformed text: control characters, a very long value, a path. */
function texts(random: () => number): unknown[] {
  return [
    42,
    '',
    'a\u0000b',
    '\u001b[2J\u0007',
    'line\r\nbreak',
    'x'.repeat(5000),
    '../../etc/passwd',
    randomText(random),
  ];
}

/** Malformed dates: year 0, beyond any date arithmetic, a day that does not exist. */
const DATES: unknown[] = [
  42,
  '',
  'a\u0000b',
  '0000-01-01',
  '9999-12-31',
  '2024-02-30',
  '2024-01-15T10:00:00Z',
];

/** Malformed values for a field whose well-formed value is `sample`: wrong kinds, and more of its own kind. */
function bodyValues(sample: unknown, random: () => number): unknown[] {
  if (typeof sample === 'number') return [...WRONG_KINDS, ...NUMBERS];
  if (typeof sample === 'string') {
    return [...WRONG_KINDS, ...(/^\d{4}-\d\d-\d\d$/.test(sample) ? DATES : texts(random))];
  }
  return [...WRONG_KINDS, 'text', 2_147_483_648, 'a\u0000b'];
}

/** Malformed values for a path or query parameter, as the URL carries them. */
function urlValues(random: () => number): string[] {
  return [
    '',
    '-1',
    '1.5',
    '2147483648',
    '99999999999999999999',
    '1e400',
    'abc',
    'a%00b',
    '%1B%5B2J',
    'x'.repeat(2000),
    '0000-01-01',
    '2024-02-30',
    '..%2F..%2Fetc%2Fpasswd',
    // A URL cannot carry a lone surrogate: it becomes U+FFFD, as a browser would send it.
    encodeURIComponent(randomText(random).replace(/[\uD800-\uDFFF]/gu, '\uFFFD')),
  ];
}

/** A short string of random code points, control characters and astral ones included. */
function randomText(random: () => number): string {
  const pool = [0, 1, 9, 10, 13, 27, 31, 127, 0x85, 0x2028, 0xfeff, 0x1f6b2, 0xd800];
  const length = 1 + Math.floor(random() * 12);
  let text = '';
  for (let i = 0; i < length; i++) {
    const code =
      random() < 0.5
        ? (pool[Math.floor(random() * pool.length)] as number)
        : 32 + Math.floor(random() * 0x2fff);
    text += code >= 0xd800 && code <= 0xdfff ? String.fromCharCode(code) : String.fromCodePoint(code);
  }
  return text;
}

type Path = (string | number)[];

/** Every place in a value that can be changed: the value itself, each property and each first array item. */
function placesIn(value: unknown, path: Path = []): Path[] {
  const places: Path[] = [path];
  if (Array.isArray(value) && value.length > 0) places.push(...placesIn(value[0], [...path, 0]));
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) places.push(...placesIn(inner, [...path, key]));
  }
  return places;
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (inner, key) => (inner as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

function urlOf(operation: Operation, path: Record<string, string>, query: [string, string][]): string {
  const filled = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => path[name] ?? '1');
  const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
  return search ? `${filled}?${search}` : filled;
}

/** The well-formed request of an operation and every malformed variant of it. */
export function casesFor(operation: Operation, random: () => number): FuzzCase[] {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = Object.fromEntries(
    pathParams.map((parameter) => [
      parameter.name,
      encodeURIComponent(String(sampleOf(parameter.schema ?? {}))),
    ]),
  );
  const query: [string, string][] = queryParams
    .filter((parameter) => parameter.required)
    .map((parameter) => [parameter.name, encodeURIComponent(String(sampleOf(parameter.schema ?? {})))]);
  // The well-formed body holds the required fields only (optional ones often need more than their schema
  // says, e.g. an uploaded file); each change then sets one field, optional or not, to a malformed value.
  const body = operation.body ? sampleOf(operation.body, true) : undefined;
  const everyField = operation.body ? sampleOf(operation.body) : undefined;
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const url = urlOf(operation, path, query);
  const cases: FuzzCase[] = [{ change: 'well-formed', url, body: bodyText }];

  for (const parameter of pathParams) {
    for (const value of urlValues(random)) {
      cases.push({
        change: `path ${parameter.name}=${value.slice(0, 40)}`,
        url: urlOf(operation, { ...path, [parameter.name]: value }, query),
        body: bodyText,
      });
    }
  }
  for (const parameter of queryParams) {
    const others = query.filter(([name]) => name !== parameter.name);
    for (const value of urlValues(random)) {
      cases.push({
        change: `query ${parameter.name}=${value.slice(0, 40)}`,
        url: urlOf(operation, path, [...others, [parameter.name, value]]),
        body: bodyText,
      });
    }
    cases.push({
      change: `query ${parameter.name} twice`,
      url: urlOf(operation, path, [...others, [parameter.name, '1'], [parameter.name, '2']]),
      body: bodyText,
    });
  }
  if (operation.parameters.some((parameter) => parameter.in === 'header')) {
    cases.push({ change: 'no Idempotency-Key', url, body: bodyText, idempotencyKey: false });
  }
  if (operation.method === 'GET') return cases;

  const bodyCases: [string, string | undefined][] = [
    ['no body', undefined],
    ['body null', 'null'],
    ['body a list', '[]'],
    ['body a string', '"text"'],
    ['body a number', '42'],
    ['body nested 10,000 levels', deepJson(10_000)],
    ['body __proto__', '{"__proto__":{"admin":true}}'],
    ['body constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}'],
  ];
  for (const [change, text] of bodyCases) cases.push({ change, url, body: text });
  cases.push({ change: 'body as text/plain', url, body: bodyText ?? '{}', contentType: 'text/plain' });
  if (body === undefined) return cases;

  for (const place of placesIn(everyField)) {
    const where = place.join('.') || 'body';
    const here = valueAt(everyField, place);
    for (const value of bodyValues(here, random)) {
      const label = JSON.stringify(value)?.slice(0, 40) ?? String(value);
      cases.push({ change: `${where}=${label}`, url, body: JSON.stringify(replaceAt(body, place, value)) });
    }
    const nested = JSON.stringify(replaceAt(body, place, '__deep__')).replace('"__deep__"', deepJson(5000));
    cases.push({ change: `${where} nested 5,000 levels`, url, body: nested });
    if (here !== null && typeof here === 'object' && !Array.isArray(here)) {
      const withUnknown = replaceAt(body, place, { ...(valueAt(body, place) ?? {}), unknownField: 1 });
      cases.push({ change: `${where} with an unknown field`, url, body: JSON.stringify(withUnknown) });
    }
  }
  return cases;
}
