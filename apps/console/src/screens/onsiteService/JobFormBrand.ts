import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { usePageQuery } from '../../shared/usePageQuery';
import { companyQueryKeys, createCompanyApi } from '../company/company.api';
import type { JobFormBrand } from './JobForm';
import { type OnsiteApi, onsiteKeys } from './onsiteService.api';

/**
 * A new job's defaults from the brand: its state and time zone, and its SLA for the due time. Undefined until
 * the brand's details are in; the SLA falls back to the defaults if the settings cannot be read.
 */
export function useJobFormBrand(api: OnsiteApi) {
  const { http } = useServices();
  const company = useMemo(() => createCompanyApi(http), [http]);
  const details = usePageQuery({ queryKey: companyQueryKeys.details, queryFn: company.details });
  const settings = usePageQuery({ queryKey: onsiteKeys.settings, queryFn: api.settings });
  const brand: JobFormBrand | undefined = details.data && {
    state: details.data.address.state,
    timezone: details.data.timezone,
    slaHours: settings.data?.slaHours,
  };
  return { brand, failed: details.isError, retry: () => void details.refetch() };
}
