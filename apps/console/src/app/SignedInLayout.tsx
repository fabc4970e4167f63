import { tokenAtom, userInfoAtom } from '@console/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../shell/LoadingScreen';
import { queryClientFor } from './queryClient';
import { useServices } from './ServicesContext';
import { useStoreValue } from './useStoreValue';

/**
 * The signed-in pages (loaded only once someone is signed in, so the sign-in page stays light): the
 * sign-in's data cache around them. Its guard (the route's loader) has the user's details in by now; they go
 * only when the user signs out, just before leaving.
 */
export function SignedInLayout() {
  const { store } = useServices();
  const token = useStoreValue(store, tokenAtom);
  const userInfo = useStoreValue(store, userInfoAtom);
  if (token === null || !userInfo) return <LoadingScreen />;
  return (
    <QueryClientProvider client={queryClientFor(token)}>
      <Outlet />
    </QueryClientProvider>
  );
}
