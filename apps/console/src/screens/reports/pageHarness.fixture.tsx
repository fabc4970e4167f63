import { userInfoAtom } from '@console/core';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ServicesProvider } from '../../app/ServicesContext';
import type { ConsoleServices } from '../../app/services';

/** A route component of this area with a story's http mock, a signed-in retailer and the router at `path`. */
export function PageHarness({
  http,
  path,
  userRole = 1,
  children,
}: {
  /** The story's mock of the http client's get, post and request. */
  http: object;
  path: string;
  userRole?: number;
  children: ReactNode;
}) {
  const [services] = useState(() => {
    const store = createStore();
    store.set(userInfoAtom, { id: 9, user_type: 2, user_role: userRole, company_id: 4 });
    return { http, store } as unknown as ConsoleServices;
  });
  const [queries] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={queries}>
        <FeedbackProvider>
          <MemoryRouter initialEntries={[path]}>
            <MemoryNavigation initialPath={path}>{children}</MemoryNavigation>
          </MemoryRouter>
        </FeedbackProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
