import { isHttpError } from '@console/core';
import { QueryClient } from '@tanstack/react-query';

const RETRIES = 2;

/** A refusal (4xx) says the same when asked again; a lost connection or a server error may not. */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (isHttpError(error) && error.status !== undefined && error.status < 500) return false;
  return failures < RETRIES;
}

/**
 * A data cache for the signed-in screens (lists, details, dictionaries of the business screens). Data counts
 * as fresh for 30 s; a tab coming back into view does not refetch by itself (lists have a refresh button).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let session: { token: string; client: QueryClient } | null = null;

/**
 * The cache of the sign-in holding `token`: one per sign-in, so nothing one user loaded is shown to the
 * next. The signed-in pages and the route loaders that start their queries share it.
 */
export function queryClientFor(token: string): QueryClient {
  if (session?.token !== token) session = { token, client: createQueryClient() };
  return session.client;
}
