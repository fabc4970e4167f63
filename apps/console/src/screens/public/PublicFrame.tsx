import { AppLink, useNavigation, vars } from '@console/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PRODUCT_NAME } from '../../product';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${vars.background};
  color: ${vars.text};
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 24px;
  padding: 12px 24px;
  background: ${vars.surface};
  border-bottom: 1px solid ${vars.borderLight};
`;

const Brand = styled(AppLink)`
  font-size: 18px;
  font-weight: 700;
  color: ${vars.text};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  gap: 16px;
  margin-left: auto;
  a {
    color: ${vars.primaryReadable};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Main = styled.main<{ $narrow: boolean }>`
  flex: 1;
  width: 100%;
  max-width: ${(p) => (p.$narrow ? '440px' : '1100px')};
  margin: 0 auto;
  padding: 32px 16px;
  box-sizing: border-box;
`;

export interface PublicFrameProps {
  children: ReactNode;
  /** A narrow column, for the sign-in forms. */
  narrow?: boolean;
}

/** The frame of the public pages: the product name, links to the public pages and to sign in. */
export function PublicFrame({ children, narrow = false }: PublicFrameProps) {
  // A page the visitor was sent away from (`?redirect=`) is kept on the way to the sign-in form.
  const { fullPath } = useNavigation();
  const redirect = new URLSearchParams(fullPath.split('?')[1] ?? '').get('redirect');
  const signIn = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  return (
    <Page>
      <Bar>
        <Brand to="/home">{PRODUCT_NAME}</Brand>
        <Nav aria-label="Public pages">
          <AppLink to="/brands">Brands</AppLink>
          <AppLink to="/retailers">Retailers</AppLink>
          <AppLink to={signIn}>Sign in</AppLink>
          <AppLink to="/register">Register</AppLink>
        </Nav>
      </Bar>
      <Main $narrow={narrow}>{children}</Main>
    </Page>
  );
}
