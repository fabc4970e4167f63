import { tokenAtom, userInfoAtom } from '@console/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Outlet } from 'react-router-dom';
import { UnsavedChangesGuard } from '../shared/form/UnsavedChanges';
import { LoadingScreen } from '../shell/LoadingScreen';
import { queryClientFor } from './queryClient';
import { useServices } from './ServicesContext';
import { useStoreValue } from './useStoreValue';

/**
 * The signed-in pages (loaded only once someone is signed in, so the sign-in page stays light): the
 * sign-in's data cache around them, and the question before leaving a form's unsaved changes (every such
 * form is a signed-in one). Its guard (the route's loader) has the user's details in by now; they go only
 * when the user signs out, just before leaving.
 */
export function SignedInLayout() {
  const { store, feedback } = useServices();
  const token = useStoreValue(store, tokenAtom);
  const userInfo = useStoreValue(store, userInfoAtom);
  const confirmLeave = useCallback(
    () =>
      feedback.feedback.confirm({
        title: 'Unsaved changes',
        message: 'What you entered on this page has not been saved. Leave the page and discard it?',
        confirmText: 'Leave',
        cancelText: 'Stay',
        type: 'warning',
      }),
    [feedback],
  );
  // Once signed out nothing can be saved, so there is nothing to ask about.
  const signedIn = useCallback(() => store.get(tokenAtom) !== null, [store]);
  if (token === null || !userInfo) return <LoadingScreen />;
  return (
    <QueryClientProvider client={queryClientFor(token)}>
      <UnsavedChangesGuard confirm={confirmLeave} active={signedIn}>
        <Outlet />
      </UnsavedChangesGuard>
    </QueryClientProvider>
  );
}
