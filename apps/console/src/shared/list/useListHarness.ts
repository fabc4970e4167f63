import { useState } from 'react';
import type { Page } from '../page';
import { changeListQuery, type ListQueryValues } from './listQuery.logic';

/**
 * A list screen's query and page without a server, for its stories: the query changes as the URL's would
 * (a new filter goes back to page 1), each change is reported to `onQuery`, and `load` answers the page.
 */
export function useListHarness<Query extends ListQueryValues, Row>(
  initial: Query,
  load: (query: Query) => Promise<Page<Row>>,
  onQuery: (query: Query) => void,
) {
  const [query, setQuery] = useState(initial);
  const [page, setPage] = useState<Page<Row>>();
  const [asked, setAsked] = useState<Query | null>(null);
  if (asked !== query) {
    setAsked(query);
    void load(query).then(setPage);
  }
  const onQueryChange = (change: Partial<Query>) => {
    const next = changeListQuery(query, change);
    onQuery(next);
    setQuery(next);
  };
  return { query, page, onQueryChange };
}
