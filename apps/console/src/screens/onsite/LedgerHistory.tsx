import type { LedgerEntryListQuery } from '@console/contract';
import { PAGINATION } from '@console/core';
import { Card, Pagination } from '@console/ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { useRequest } from '../../shared/useRequest';
import { LedgerEntries } from './LedgerEntries';
import type { LedgerEntryPage } from './onsite.api';

const Failed = styled.div`
  padding: 20px;
`;

const Pager = styled.div`
  padding: 4px 20px 12px;
`;

export interface LedgerHistoryProps {
  /** GET /onsite/fn/ledgerEntries for one page. */
  loadEntries: (query: LedgerEntryListQuery) => Promise<LedgerEntryPage>;
}

/** Every entry that moved the available balance, newest first, with the balance after each; paged. */
export function LedgerHistory({ loadEntries }: LedgerHistoryProps) {
  const [query, setQuery] = useState<LedgerEntryListQuery>({
    pageNum: PAGINATION.page,
    pageSize: PAGINATION.limit,
  });
  const loadPage = useCallback(() => loadEntries(query), [loadEntries, query]);
  const entries = useRequest(loadPage);
  const total = entries.data?.total ?? 0;
  return (
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
  );
}
