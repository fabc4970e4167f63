import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { type AuthApi, createAuthApi } from './auth.api';

/** The sign-in calls on the app's http client. */
export function useAuthApi(): AuthApi {
  const { http } = useServices();
  return useMemo(() => createAuthApi(http), [http]);
}
