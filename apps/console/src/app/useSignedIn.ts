import { hasStoredLogin, tokenAtom } from '@console/core';
import { useServices } from './ServicesContext';
import { useStoreValue } from './useStoreValue';

/** True while a login is stored (the token and the login flag, as the guard asks). */
export function useSignedIn(): boolean {
  const { store } = useServices();
  const token = useStoreValue(store, tokenAtom);
  return token !== null && hasStoredLogin();
}
