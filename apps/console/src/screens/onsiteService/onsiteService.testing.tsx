import { tokenAtom, userInfoAtom } from '@console/core';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ServicesProvider } from '../../app/ServicesContext';
import type { ConsoleServices } from '../../app/services';

/** The http client's answer to a call that succeeded. */
export const ok = (data: unknown) => Promise.resolve({ code: 200, msg: 'ok', data });

export interface OnsiteStoryScreenProps {
  /** The http client's calls the story answers. */
  http: object;
  /** Where the screen opens (its URL query too). */
  path: string;
  /** The signed-in brand user's role (1 owner, 2 manager, 3 staff), of a brand with onsite service. */
  role?: number;
  /** The console's base path, as links show it. */
  base?: string;
  onNavigate?: (path: string) => void;
  /** The query cache, when a story changes what it holds (as a live update does). */
  queries?: QueryClient;
  children: ReactNode;
}

/** An onsite screen as the console mounts it, for a story: signed in, its services, queries that never retry. */
export function OnsiteStoryScreen({
  http,
  path,
  role = 1,
  base,
  onNavigate,
  queries: given,
  children,
}: OnsiteStoryScreenProps) {
  const [services] = useState(() => {
    const store = createStore();
    store.set(tokenAtom, 'story-token');
    store.set(userInfoAtom, { id: 5, user_type: 1, user_role: role, brands_info: { onsite_available: 1 } });
    return { http, store } as unknown as ConsoleServices;
  });
  const [queries] = useState(
    () => given ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={queries}>
        <FeedbackProvider>
          <MemoryRouter initialEntries={[path]}>
            <MemoryNavigation initialPath={path} base={base} onNavigate={onNavigate}>
              {children}
            </MemoryNavigation>
          </MemoryRouter>
        </FeedbackProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
