import { AppLink, vars } from '@console/ui';
import styled from 'styled-components';
import { stateName, websiteHref, websiteLabel } from './directory.logic';

const Missing = styled.span`
  color: ${vars.textSecondary};
`;

const External = styled(AppLink)`
  color: ${vars.primaryReadable};
`;

/** What a cell shows when the company has not given the fact. */
export function NotGiven() {
  return <Missing>Not given</Missing>;
}

export function StateCell({ code }: { code: string | null }) {
  const name = stateName(code);
  return name === null ? <NotGiven /> : name;
}

/** The company's website, opened in a new tab without giving that site a handle on this page. */
export function WebsiteCell({ website, company }: { website: string | null; company: string }) {
  const href = websiteHref(website);
  if (href === null) return <NotGiven />;
  return (
    <External to={href} aria-label={`${websiteLabel(href)} (website of ${company}, opens in a new tab)`}>
      {websiteLabel(href)}
    </External>
  );
}
