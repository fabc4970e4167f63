/**
 * A list's page, sort and filters live in the URL, so a tab, a reload or a shared link shows the same rows.
 * The contract's list-query schema reads them (with its defaults); only values that differ from a default
 * are written back, so a plain list has a plain URL.
 */

/** The part of a contract schema used here: it parses a record of URL strings into the typed query. */
export interface ListQuerySchema<Query> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Query }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

type Scalar = string | number | boolean | null | undefined;
export type ListQueryValues = Record<string, Scalar>;

/** The URL's query read with the schema; a value the schema refuses is left out (its default applies). */
export function readListQuery<Query extends ListQueryValues>(
  schema: ListQuerySchema<Query>,
  search: URLSearchParams,
): Query {
  const raw: Record<string, string> = Object.fromEntries(search.entries());
  for (let attempt = 0; attempt <= Object.keys(raw).length; attempt += 1) {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    const refused = result.error.issues.map((issue) => String(issue.path[0] ?? ''));
    if (!refused.some((key) => key in raw)) break;
    for (const key of refused) delete raw[key];
  }
  const fallback = schema.safeParse({});
  if (!fallback.success) throw new Error('A list query schema must accept an empty query.');
  return fallback.data;
}

/** The URL query for `query`: only the values that differ from the schema's defaults. */
export function writeListQuery<Query extends ListQueryValues>(
  schema: ListQuerySchema<Query>,
  query: Query,
): URLSearchParams {
  const defaults = readListQuery(schema, new URLSearchParams());
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    search.set(key, String(value));
  }
  return search;
}

/** The query after a change: a new filter, sort or page size starts again at page 1. */
export function changeListQuery<Query extends ListQueryValues>(query: Query, change: Partial<Query>): Query {
  const next: Query = { ...query, ...change };
  const movesRows = Object.keys(change).some((key) => key !== 'pageNum' && change[key] !== query[key]);
  return movesRows && 'pageNum' in query ? { ...next, pageNum: 1 } : next;
}
