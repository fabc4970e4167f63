import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { createCompanyApi } from './company.api';

/** The company calls on the app's http client. */
export function useCompanyApi() {
  const { http } = useServices();
  return useMemo(() => createCompanyApi(http), [http]);
}
