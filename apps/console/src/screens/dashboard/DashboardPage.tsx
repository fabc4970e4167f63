import { isOnsiteUser, useDict, userInfoAtom } from '@console/core';
import { AppLink } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { PAY_LOG_CATEGORY_DICT, PAY_LOG_STATUS_DICT } from '../../shared/money/payLogWords';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useDictionaries } from '../../shared/useDictionaries';
import { Dashboard } from './Dashboard';
import { createDashboardApi } from './dashboard.api';
import { dashboardSummaryOptions } from './dashboard.queries';
import { LazyBookingsPanel } from './LazyBookingsPanel';
import { LazyOnsitePanel } from './LazyOnsitePanel';

const BRAND = 1;
const RETAILER = 2;
const ADMIN = 3;

/** /dashboard for every role: the summary from the API, with the payment-log dictionaries. */
export function DashboardPage({ title }: ShellScreenProps) {
  const { http, store } = useServices();
  const queries = useQueryClient();
  const dictionaries = useDictionaries();
  const api = useMemo(() => createDashboardApi(http), [http]);
  const userInfo = useStoreValue(store, userInfoAtom);
  const userType = userInfo?.user_type;
  const eventsScreen = userType === RETAILER ? 'events' : userType === BRAND ? 'testRides' : null;
  const dicts = useDict(dictionaries, PAY_LOG_STATUS_DICT, PAY_LOG_CATEGORY_DICT);
  // The summary the route's loader asked for while this code loaded (arrived, or still on its way), taken
  // once: a retry or a later visit asks the server again.
  const loadSummary = useCallback(async () => {
    const summary = dashboardSummaryOptions(api);
    try {
      return await queries.fetchQuery(summary);
    } finally {
      queries.removeQueries({ queryKey: summary.queryKey });
    }
  }, [api, queries]);
  return (
    <Dashboard
      title={title}
      loadSummary={loadSummary}
      statusOptions={dicts[PAY_LOG_STATUS_DICT]}
      categoryOptions={dicts[PAY_LOG_CATEGORY_DICT]}
      onsite={isOnsiteUser(userInfo) && <LazyOnsitePanel />}
      bookings={eventsScreen && <LazyBookingsPanel eventsScreen={eventsScreen} />}
      payLogsLink={userType === ADMIN && <AppLink to="/amount/payLogs">All payment logs</AppLink>}
    />
  );
}
