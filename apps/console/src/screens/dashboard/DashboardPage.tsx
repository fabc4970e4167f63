import { useDict } from '@console/core';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import type { ShellScreenProps } from '../../routes/pages';
import { useDictionaries } from '../../shared/useDictionaries';
import { Dashboard } from './Dashboard';
import { createDashboardApi } from './dashboard.api';
import { PAY_LOG_CATEGORY_DICT, PAY_LOG_STATUS_DICT } from './display.logic';

/** /dashboard for every role: the summary from the API, with the payment-log dictionaries. */
export function DashboardPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const dictionaries = useDictionaries();
  const api = useMemo(() => createDashboardApi(http), [http]);
  const dicts = useDict(dictionaries, PAY_LOG_STATUS_DICT, PAY_LOG_CATEGORY_DICT);
  return (
    <Dashboard
      title={title}
      loadSummary={api.summary}
      statusOptions={dicts[PAY_LOG_STATUS_DICT]}
      categoryOptions={dicts[PAY_LOG_CATEGORY_DICT]}
    />
  );
}
