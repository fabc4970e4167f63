import type { HttpClient } from '@console/core';
import type { QueryClient } from '@tanstack/react-query';

/** What a screen's data prefetch works with: the app's http client and the sign-in's query cache. */
export interface ScreenDataContext {
  http: HttpClient;
  queryClient: QueryClient;
}

/**
 * Starts the queries a screen asks for first (same keys as the screen), for the page at a URL's query,
 * while the screen's code is still on its way. It never throws: the screen shows a failure itself.
 */
export type ScreenDataPrefetch = (context: ScreenDataContext, search: URLSearchParams) => void;
