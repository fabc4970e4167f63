import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { usePageTitle } from '../../app/usePageTitle';
import { PublicFrame } from './PublicFrame';
import { createPublicApi } from './public.api';
import { SignedLinkNotice } from './SignedLinkNotice';

/** /serviceOrderPdf?sign=…: opened from a signed e-mail link. */
export function ServiceOrderPdfPage() {
  usePageTitle('Service Order');
  const { http } = useServices();
  const api = useMemo(() => createPublicApi(http), [http]);
  const [params] = useSearchParams();
  return (
    <PublicFrame narrow>
      <SignedLinkNotice title="Service order" sign={params.get('sign')} verify={api.verifyLink} />
    </PublicFrame>
  );
}
