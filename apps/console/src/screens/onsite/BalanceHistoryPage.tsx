import { AppLink } from '@console/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { BalanceHistory, type BalanceView } from './BalanceHistory';
import { BrandTransactions } from './BrandTransactions';
import { createOnsiteApi } from './onsite.api';

/**
 * /onsite/amount/list (brand users, opened from the balance in the top bar): the balance, the Transactions
 * report and the ledger. The tab is the URL's `view` (the report when absent), so a reload keeps it.
 */
export function BalanceHistoryPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createOnsiteApi(http), [http]);
  const [search, setSearch] = useSearchParams();
  const view: BalanceView = search.get('view') === 'history' ? 'history' : 'transactions';
  return (
    <BalanceHistory
      title={title}
      loadBalance={api.companyBalance}
      loadEntries={api.ledgerEntries}
      view={view}
      onViewChange={(next) =>
        setSearch(next === 'history' ? new URLSearchParams({ view: next }) : new URLSearchParams(), {
          replace: true,
        })
      }
      transactions={<BrandTransactions />}
      links={<AppLink to="/onsite/amount/billing">Billing and card on file</AppLink>}
    />
  );
}
