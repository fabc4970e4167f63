import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeListQuery,
  type ListQuerySchema,
  type ListQueryValues,
  readListQuery,
  writeListQuery,
} from './listQuery.logic';

/**
 * A list's query, kept in the URL: the typed query and a function that changes part of it. `keep` names
 * URL parameters that are not the list's but must survive its changes (the page's tab, `view`).
 */
export function useListQuery<Query extends ListQueryValues>(
  schema: ListQuerySchema<Query>,
  keep: readonly string[] = [],
): [Query, (change: Partial<Query>) => void] {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readListQuery(schema, search), [schema, search]);
  const change = useCallback(
    (next: Partial<Query>) => {
      const written = writeListQuery(schema, changeListQuery(query, next));
      for (const name of keep) {
        const value = search.get(name);
        if (value !== null) written.set(name, value);
      }
      setSearch(written, { replace: true });
    },
    [schema, query, search, keep, setSearch],
  );
  return [query, change];
}
