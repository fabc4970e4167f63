import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { BalanceHistory } from './BalanceHistory';
import { createOnsiteApi } from './onsite.api';

/** /onsite/amount/list (brand users, opened from the balance in the top bar): the company's ledger. */
export function BalanceHistoryPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createOnsiteApi(http), [http]);
  return <BalanceHistory title={title} loadBalance={api.companyBalance} loadEntries={api.ledgerEntries} />;
}
