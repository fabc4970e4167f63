import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../app/router';
import {
  changeListQuery,
  type ListQuerySchema,
  type ListQueryValues,
  readListQuery,
  writeListQuery,
} from './listQuery.logic';

/** A list's query, kept in the URL: the typed query and a function that changes part of it. */
export function useListQuery<Query extends ListQueryValues>(
  schema: ListQuerySchema<Query>,
): [Query, (change: Partial<Query>) => void] {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readListQuery(schema, search), [schema, search]);
  const change = useCallback(
    (next: Partial<Query>) => setSearch(writeListQuery(schema, changeListQuery(query, next))),
    [schema, query, setSearch],
  );
  return [query, change];
}
