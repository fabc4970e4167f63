import { vars } from '@console/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useServices } from '../../app/ServicesContext';
import { usePageTitle } from '../../app/usePageTitle';
import { BrandApplicationForm } from './BrandApplicationForm';
import { BrandsDirectory } from './BrandsDirectory';
import { PublicFrame } from './PublicFrame';
import { createPublicApi } from './public.api';

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${vars.textRegular};
  a {
    color: ${vars.primaryReadable};
  }
`;

const Apply = styled.section`
  max-width: 720px;
  margin-top: 48px;
  padding: 24px;
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
  background: ${vars.surface};
  h2 {
    margin-top: 0;
  }
`;

/** /brands: the public directory of brands, and the form a brand uses to apply to join. */
export function BrandsPage() {
  usePageTitle('Brands');
  const { http } = useServices();
  const api = useMemo(() => createPublicApi(http), [http]);
  return (
    <PublicFrame>
      <h1>Brands on the platform</h1>
      <Intro>
        E-bike brands that register warranties, run test rides and offer service through this console. Your
        brand is not listed? <a href="#apply">Apply to join</a>.
      </Intro>
      <BrandsDirectory load={api.brands} />
      <Apply id="apply" aria-labelledby="apply-heading">
        <h2 id="apply-heading">Apply to join as a brand</h2>
        <p>
          Tell us about your brand. An administrator reviews each request; once it is approved, you receive an
          invitation e-mail to set up your account.
        </p>
        <BrandApplicationForm submit={api.applyAsBrand} />
      </Apply>
    </PublicFrame>
  );
}
