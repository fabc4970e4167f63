import { balanceDisplay, fetchCompanyBalance, type HttpClient } from '@console/core';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ROUTER_BASENAME } from '../app/routePath';
import { SHELL_PATHS } from '../routes/routeTable';

const Link = styled.a`
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

/**
 * The brand's available balance in the top bar: 'Loading...' until it arrives (and on failure, which is
 * only logged, spec §8); a click opens the balance history in a new browser tab (spec §2).
 */
export function BalanceFigure({ http }: { http: Pick<HttpClient, 'get'> }) {
  const [amount, setAmount] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetchCompanyBalance(http).then((formatted) => {
      if (current) setAmount(formatted);
    });
    return () => {
      current = false;
    };
  }, [http]);
  return (
    <Link href={`${ROUTER_BASENAME}${SHELL_PATHS.balanceHistory}`} target="_blank" rel="noopener">
      Balance: {balanceDisplay(amount)}
    </Link>
  );
}
