import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { createBugsApi } from './bugs.api';

/** The bug screens' calls over the app's http client. */
export function useBugsApi() {
  const { http } = useServices();
  return useMemo(() => createBugsApi(http), [http]);
}

/** Every bug query's key starts with this: a change anywhere refetches the lists and details shown. */
export const BUGS_KEY = ['bugs'] as const;
