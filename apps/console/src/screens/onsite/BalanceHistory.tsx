import type { CompanyBalanceResult, LedgerEntryListQuery } from '@console/contract';
import { formatMoney, PAGINATION } from '@console/core';
import { Card, Pagination, Skeleton, vars } from '@console/ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { useRequest } from '../../shared/useRequest';
import { LedgerEntries } from './LedgerEntries';
import type { LedgerEntryPage } from './onsite.api';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Heading = styled.h2`
  margin: 0;
  color: ${vars.text};
  font-size: 20px;
  font-weight: 600;
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

const Currency = styled.span`
  margin-left: 6px;
  color: ${vars.textSecondary};
  font-size: 14px;
  font-weight: 400;
`;

const Failed = styled.div`
  padding: 20px;
`;

const Pager = styled.div`
  padding: 4px 20px 12px;
`;

export interface BalanceHistoryProps {
  /** The route's title, the page heading. */
  title: string;
  /** GET /onsite/fn/companyBalance. */
  loadBalance: () => Promise<CompanyBalanceResult>;
  /** GET /onsite/fn/ledgerEntries for one page. */
  loadEntries: (query: LedgerEntryListQuery) => Promise<LedgerEntryPage>;
}

/**
 * The brand company's balance history (opened in a new tab from the balance in the top bar): the available
 * balance now, then every entry that moved it, newest first, with the balance after each.
 */
export function BalanceHistory({ title, loadBalance, loadEntries }: BalanceHistoryProps) {
  const balance = useRequest(loadBalance);
  const [query, setQuery] = useState<LedgerEntryListQuery>({
    pageNum: PAGINATION.page,
    pageSize: PAGINATION.limit,
  });
  const loadPage = useCallback(() => loadEntries(query), [loadEntries, query]);
  const entries = useRequest(loadPage);
  const total = entries.data?.total ?? 0;

  return (
    <Page>
      <Heading>{title}</Heading>
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
      <Card title="Ledger entries" titleAs="h3" padded={false}>
        {entries.failed ? (
          <Failed>
            <LoadFailed message="The ledger entries could not be loaded." onRetry={entries.retry} />
          </Failed>
        ) : (
          <>
            <LedgerEntries rows={entries.data?.rows ?? []} loading={entries.loading} />
            {total > 0 ? (
              <Pager>
                <Pagination
                  total={total}
                  page={query.pageNum}
                  limit={query.pageSize}
                  onChange={({ page, limit }) => setQuery({ pageNum: page, pageSize: limit })}
                />
              </Pager>
            ) : null}
          </>
        )}
      </Card>
    </Page>
  );
}
