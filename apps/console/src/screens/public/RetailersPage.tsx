import { AppLink, vars } from '@console/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useServices } from '../../app/ServicesContext';
import { usePageTitle } from '../../app/usePageTitle';
import { PublicFrame } from './PublicFrame';
import { createPublicApi } from './public.api';
import { RetailersDirectory } from './RetailersDirectory';

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${vars.textRegular};
  a {
    color: ${vars.primaryReadable};
  }
`;

/** /retailers: the public directory of retailers and the brands they carry. */
export function RetailersPage() {
  usePageTitle('Retailers');
  const { http } = useServices();
  const api = useMemo(() => createPublicApi(http), [http]);
  return (
    <PublicFrame>
      <h1>Retailers on the platform</h1>
      <Intro>
        Shops that sell and service e-bikes of the brands on the platform. Run a shop?{' '}
        <AppLink to="/register">Register your shop</AppLink>.
      </Intro>
      <RetailersDirectory load={api.retailers} />
    </PublicFrame>
  );
}
