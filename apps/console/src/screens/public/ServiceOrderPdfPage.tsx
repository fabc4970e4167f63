import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { usePageTitle } from '../../app/usePageTitle';
import { PublicFrame } from './PublicFrame';
import { createPublicApi } from './public.api';
import { ServiceOrderPdf } from './ServiceOrderPdf';

/** /serviceOrderPdf?sign=…: the service order of a completed onsite job, opened from the customer's e-mail. */
export function ServiceOrderPdfPage() {
  usePageTitle('Service Order');
  const { http } = useServices();
  const api = useMemo(() => createPublicApi(http), [http]);
  const [params] = useSearchParams();
  return (
    <PublicFrame>
      <ServiceOrderPdf sign={params.get('sign')} load={api.serviceOrder} />
    </PublicFrame>
  );
}
