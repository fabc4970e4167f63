import { userDisplayName, userInfoAtom } from '@console/core';
import { AppLink, Card, vars } from '@console/ui';
import styled from 'styled-components';
import { useServices } from '../../app/ServicesContext';
import { usePageTitle } from '../../app/usePageTitle';
import { useStoreValue } from '../../app/useStoreValue';
import { PRODUCT_NAME } from '../../product';

const Page = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: 48px 16px;
`;

const Links = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 12px;
  a {
    color: ${vars.primaryReadable};
  }
`;

/** /index: the signed-in start page without the sidebar (spec §2 "Other pages"). */
export function IndexPage() {
  usePageTitle('Index');
  const { store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  return (
    <Page>
      <Card title={`${PRODUCT_NAME}: welcome, ${userDisplayName(userInfo)}`} titleAs="h2">
        <Links>
          <li>
            <AppLink to="/dashboard">Open the console</AppLink>
          </li>
          <li>
            <AppLink to="/user/profile">Your profile</AppLink>
          </li>
        </Links>
      </Card>
    </Page>
  );
}
