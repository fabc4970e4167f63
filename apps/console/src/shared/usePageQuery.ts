import { useWhenPageShown } from '@console/ui';
import {
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * TanStack's `useQuery` for a page kept alive in a tab. A hidden page keeps its queries; when it comes back
 * into view, data that has gone stale loads again after the frame is painted, as it would for a page opened
 * afresh. Screens use this instead of `useQuery` (biome's noRestrictedImports says so).
 */
export function usePageQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const result = useQuery(options);
  useWhenPageShown(() => {
    void client.refetchQueries({ queryKey: options.queryKey, exact: true, stale: true, type: 'active' });
  });
  return result;
}
