import { queryOptions } from '@tanstack/react-query';
import { PAY_LOG_CATEGORY_DICT, PAY_LOG_STATUS_DICT } from '../../shared/money/payLogWords';
import type { ScreenDataPrefetch } from '../../shared/screenData';
import { dictionariesOf } from '../../shared/useDictionaries';
import { createDashboardApi, type DashboardApi } from './dashboard.api';

/** The dashboard's summary (the dashboard and the route's loader share the key). */
export const dashboardSummaryOptions = (api: DashboardApi) =>
  queryOptions({ queryKey: ['dashboard', 'summary'], queryFn: api.summary });

/** /dashboard: the summary and the payment-log dictionaries its table shows. */
export const prefetchDashboard: ScreenDataPrefetch = ({ http, queryClient }) => {
  void queryClient.prefetchQuery(dashboardSummaryOptions(createDashboardApi(http)));
  const dictionaries = dictionariesOf(http);
  for (const type of [PAY_LOG_STATUS_DICT, PAY_LOG_CATEGORY_DICT])
    dictionaries.loadDict(type).catch(() => {});
};
