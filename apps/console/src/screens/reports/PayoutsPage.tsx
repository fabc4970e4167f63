import { type OnboardingStepBody, payoutListQuery, todayIso } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { idempotentSend } from '../../shared/idempotentSend';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { Payouts } from './Payouts';
import { mayManagePayouts, payoutsFileName } from './payouts.logic';
import { createReportsApi } from './reports.api';

const SETUP_KEY = ['payouts', 'setup'];

/** /reports/payouts (retailers): the set-up and the payouts from the API, the list's query in the URL. */
export function PayoutsPage({ title }: ShellScreenProps) {
  const { http, store } = useServices();
  const api = useMemo(() => createReportsApi(http), [http]);
  const queries = useQueryClient();
  const userRole = useStoreValue(store, userInfoAtom)?.user_role;
  const setup = usePageQuery({ queryKey: SETUP_KEY, queryFn: api.payoutSetup });
  const start = useMemo(() => idempotentSend(api.startPayoutSetup), [api]);
  const submitStep = useMemo(() => idempotentSend(api.submitRequirement), [api]);
  const [query, onQueryChange] = useListQuery(payoutListQuery);
  const list = usePageQuery({
    queryKey: ['payouts', 'list', query],
    queryFn: () => api.payouts(query),
    placeholderData: keepPreviousData,
  });
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportPayouts(query),
    () => payoutsFileName(todayIso()),
  );
  // After a change the set-up is read again: the server says what is still due.
  const thenReload = async (change: Promise<unknown>) => {
    await change;
    await queries.invalidateQueries({ queryKey: SETUP_KEY });
  };
  return (
    <Payouts
      title={title}
      setup={{ data: setup.data, failed: setup.isError, onRetry: () => void setup.refetch() }}
      canManage={mayManagePayouts(userRole)}
      onStart={() => thenReload(start())}
      onSubmitStep={(body: OnboardingStepBody) => thenReload(submitStep(body))}
      list={{
        query,
        onQueryChange,
        page: list.data,
        loading: list.isFetching,
        failed: list.isError,
        onRetry: () => void list.refetch(),
        onExport: exportCsv,
        exporting,
      }}
    />
  );
}
