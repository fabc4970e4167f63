import { userInfoAtom } from '@console/core';
import { AppLink } from '@console/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { useCsvExport } from '../../shared/list/useCsvExport';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useRequest } from '../../shared/useRequest';
import { Financial } from './Financial';
import { createFinancialApi } from './financial.api';
import { mayResolveAlerts } from './financial.logic';
import type { PeriodValue } from './PeriodPicker';
import { financialFileName, periodFromSearch, periodSearch } from './period.logic';

/** /financial/index (admins): the period's figures and the ledger's integrity from the API. */
export function FinancialPage({ title }: ShellScreenProps) {
  const { http, store } = useServices();
  const api = useMemo(() => createFinancialApi(http), [http]);
  const userRole = useStoreValue(store, userInfoAtom)?.user_role;
  const today = useMemo(() => new Date(), []);
  // The period lives in the address, so a reload or a shared link shows the same figures.
  const [search, setSearch] = useSearchParams();
  const period = useMemo(() => periodFromSearch(search, today), [search, today]);
  const setPeriod = (next: PeriodValue) => setSearch(periodSearch(next), { replace: true });
  const { from, to } = period.range;
  const loadReport = useCallback(() => api.report({ from, to }), [api, from, to]);
  const report = useRequest(loadReport);
  const integrity = useRequest(api.integrity);
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv({ from, to }),
    () => financialFileName(period.range),
  );
  const resolve = async (alertId: number, note: string) => {
    await api.resolveAlert(alertId, note);
    integrity.retry();
  };
  return (
    <Financial
      title={title}
      period={period}
      onPeriodChange={setPeriod}
      today={today}
      report={{ ...report, onRetry: report.retry }}
      integrity={{ ...integrity, onRetry: integrity.retry }}
      canResolve={mayResolveAlerts(userRole)}
      onResolve={resolve}
      onExport={exportCsv}
      exporting={exporting}
      links={<AppLink to="/amount/payLogs">Payment logs</AppLink>}
    />
  );
}
