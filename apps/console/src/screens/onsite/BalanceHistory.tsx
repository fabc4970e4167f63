import type { CompanyBalanceResult, LedgerEntryListQuery } from '@console/contract';
import { formatMoney } from '@console/core';
import { Card, Skeleton, Tabs, vars } from '@console/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { useRequest } from '../../shared/useRequest';
import { LedgerHistory } from './LedgerHistory';
import type { LedgerEntryPage } from './onsite.api';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin: 0;
    color: ${vars.text};
    font-size: 20px;
    font-weight: 600;
  }
`;

const Balance = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  dt {
    color: ${vars.textSecondary};
    font-size: 13px;
  }
  dd {
    margin: 0;
    color: ${vars.text};
    font-size: 28px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/** The report's cards, one under the other. */
const Tab = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Currency = styled.span`
  margin-left: 6px;
  color: ${vars.textSecondary};
  font-size: 14px;
  font-weight: 400;
`;

/** The page's tabs: the Transactions report, and the available balance's ledger entries. */
export type BalanceView = 'transactions' | 'history';

export interface BalanceHistoryProps {
  /** The route's title, the page heading. */
  title: string;
  /** GET /onsite/fn/companyBalance. */
  loadBalance: () => Promise<CompanyBalanceResult>;
  /** GET /onsite/fn/ledgerEntries for one page. */
  loadEntries: (query: LedgerEntryListQuery) => Promise<LedgerEntryPage>;
  /** The tab shown. */
  view: BalanceView;
  onViewChange: (view: BalanceView) => void;
  /** The Transactions tab's content (the report, loaded only while its tab is shown). */
  transactions: ReactNode;
  /** Links beside the heading (the brand's billing page). */
  links?: ReactNode;
}

/**
 * The brand company's balance page (opened in a new tab from the balance in the top bar): the available
 * balance now, then two tabs: the Transactions report (every movement of the company's money: compensation
 * it owes, its statement charges, payment logs) and the balance history (every entry that moved the
 * available balance, newest first, with the balance after each).
 */
export function BalanceHistory({
  title,
  loadBalance,
  loadEntries,
  view,
  onViewChange,
  transactions,
  links,
}: BalanceHistoryProps) {
  const balance = useRequest(loadBalance);
  return (
    <Page>
      <Heading>
        <h2>{title}</h2>
        {links}
      </Heading>
      {balance.failed ? (
        <LoadFailed message="The available balance could not be loaded." onRetry={balance.retry} />
      ) : (
        <Card shadow="never">
          {balance.data ? (
            <Balance>
              <dt>Available balance</dt>
              <dd>
                {formatMoney(balance.data.available_score)}
                <Currency>{balance.data.currency.toUpperCase()}</Currency>
              </dd>
            </Balance>
          ) : (
            <Skeleton rows={1} />
          )}
        </Card>
      )}
      <Tabs
        aria-label="Balance views"
        value={view}
        onValueChange={(next) => onViewChange(next as BalanceView)}
        items={[
          { value: 'transactions', label: 'Transactions', content: <Tab>{transactions}</Tab> },
          {
            value: 'history',
            label: 'Balance history',
            content: <LedgerHistory loadEntries={loadEntries} />,
          },
        ]}
      />
    </Page>
  );
}
