import type { DirectoryQuery } from '@console/contract';
import { useEffect, useState } from 'react';
import { FIRST_DIRECTORY_QUERY, SEARCH_DELAY_MS, withSearch } from './directory.logic';
import type { DirectoryLoader, DirectoryPage } from './public.api';

export interface DirectoryState<T> {
  query: DirectoryQuery;
  setQuery: (update: (query: DirectoryQuery) => DirectoryQuery) => void;
  /** The search box's text; it becomes the query's `q` after a pause in typing, or at once on `searchNow`. */
  searchText: string;
  setSearchText: (text: string) => void;
  searchNow: () => void;
  /** The last page loaded (kept while the next one loads). */
  page: DirectoryPage<T> | null;
  loading: boolean;
  /** Why the last load failed; null while it has not. */
  error: string | null;
  retry: () => void;
}

/** A directory list: its query, the debounced search, and the page loaded for the query, with a retry. */
export function useDirectory<T>(load: DirectoryLoader<T>): DirectoryState<T> {
  const [query, setQuery] = useState(FIRST_DIRECTORY_QUERY);
  const [searchText, setSearchText] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState<DirectoryPage<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery((current) => withSearch(current, searchText)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry loads the same query again.
  useEffect(() => {
    // Only the answer to the latest query counts: an earlier, slower one must not overwrite it.
    let current = true;
    setLoading(true);
    setError(null);
    load(query).then(
      (next) => {
        if (!current) return;
        setPage(next);
        setLoading(false);
      },
      (reason: unknown) => {
        if (!current) return;
        setError(reason instanceof Error ? reason.message : String(reason));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [load, query, attempt]);

  return {
    query,
    setQuery,
    searchText,
    setSearchText,
    searchNow: () => setQuery((current) => withSearch(current, searchText)),
    page,
    loading,
    error,
    retry: () => setAttempt((n) => n + 1),
  };
}
