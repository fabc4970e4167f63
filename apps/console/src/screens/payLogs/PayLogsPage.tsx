import {
  type PayLogAddFormValues,
  type PayLogAuditBody,
  type PayLogRow,
  payLogListQuery,
  todayIso,
} from '@console/contract';
import { userInfoAtom } from '@console/core';
import { Drawer, Skeleton } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { LoadFailed } from '../../shared/LoadFailed';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import { usePayLogWords } from '../../shared/money/usePayLogWords';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { AddPayLogDialog } from './AddPayLogDialog';
import { AuditDialog } from './AuditDialog';
import { AuditQueue } from './AuditQueue';
import { PayLogDetailView } from './PayLogDetailView';
import { PayLogHistory } from './PayLogHistory';
import { PayLogs } from './PayLogs';
import { createPayLogsApi } from './payLogs.api';
import {
  type CorrectedLog,
  correctionOf,
  NEW_LOG,
  type PayLogFormStart,
  type PayLogView,
  payLogsFileName,
  payLogViewerOf,
  payLogViewOf,
  queueQuery,
} from './payLogs.logic';

/** URL parameters that are not the list's: the tab and the log open in the drawer. */
const KEEP = ['view', 'log'];
const COMPANIES_STALE_MS = 5 * 60_000;

/** /amount/payLogs: the queue and history from the API, the add, audit and correct dialogs, the detail drawer. */
export function PayLogsPage({ title }: ShellScreenProps) {
  const { http, store } = useServices();
  const api = useMemo(() => createPayLogsApi(http), [http]);
  const queries = useQueryClient();
  const userInfo = useStoreValue(store, userInfoAtom);
  const viewer = useMemo(() => payLogViewerOf(userInfo), [userInfo]);
  const words = usePayLogWords();
  const [search, setSearch] = useSearchParams();
  const view = payLogViewOf(search.get('view'));
  const [query, changeQuery] = useListQuery(payLogListQuery, KEEP);
  const listed = view === 'queue' ? queueQuery(query) : query;
  const list = usePageQuery({
    queryKey: ['payLogs', 'list', view, listed],
    queryFn: () => api.list(listed),
    // A new page or filter keeps the rows in view while it loads; the other tab's rows are not these.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === view ? previous : undefined,
  });
  const companies = usePageQuery({
    queryKey: ['payLogs', 'companies'],
    queryFn: api.companies,
    staleTime: COMPANIES_STALE_MS,
  });
  const openId = Number(search.get('log')) || null;
  const detail = usePageQuery({
    queryKey: ['payLogs', 'detail', openId],
    queryFn: () => api.detail(openId ?? 0),
    enabled: openId !== null,
  });
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(query),
    () => payLogsFileName(todayIso()),
  );
  const [adding, setAdding] = useState<{ start: PayLogFormStart; corrects: CorrectedLog | null } | null>(
    null,
  );
  const [auditing, setAuditing] = useState<PayLogRow | null>(null);

  const setParam = (name: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const openLog = (id: number | null) => setParam('log', id === null ? null : String(id));
  // A tab starts without the other tab's filters and page.
  const showView = (next: PayLogView) =>
    setSearch(next === 'queue' ? new URLSearchParams() : new URLSearchParams({ view: next }), {
      replace: true,
    });
  const refresh = () =>
    Promise.all([
      queries.invalidateQueries({ queryKey: ['payLogs', 'list'] }),
      queries.invalidateQueries({ queryKey: ['payLogs', 'detail'] }),
    ]);

  const add = async (values: PayLogAddFormValues) => {
    const created = await api.add(values);
    void refresh();
    openLog(created.id);
  };
  const audit = async (body: PayLogAuditBody) => {
    await api.audit(body);
    void refresh();
  };
  const correct = (log: PayLogRow) => setAdding({ start: correctionOf(log), corrects: log });
  const rowActions = {
    onOpen: (log: PayLogRow) => openLog(log.id),
    onAudit: setAuditing,
    onCorrect: correct,
  };
  const listState = {
    page: list.data,
    loading: list.isFetching,
    failed: list.isError,
    onRetry: () => void list.refetch(),
  };

  return (
    <>
      <PayLogs
        title={title}
        view={view}
        onViewChange={showView}
        canWrite={viewer.canWrite}
        onAdd={() => setAdding({ start: NEW_LOG, corrects: null })}
        queue={
          <AuditQueue
            {...listState}
            {...rowActions}
            pageNum={query.pageNum}
            pageSize={query.pageSize}
            onPageChange={changeQuery}
            viewer={viewer}
            words={words}
          />
        }
        history={
          <PayLogHistory
            {...listState}
            {...rowActions}
            query={query}
            onQueryChange={changeQuery}
            companies={companies.data ?? []}
            viewer={viewer}
            words={words}
            onExport={exportCsv}
            exporting={exporting}
          />
        }
      />
      <Drawer
        open={openId !== null}
        onOpenChange={(open) => !open && openLog(null)}
        title={openId === null ? '' : `Payment log #${openId}`}
        width="560px"
      >
        {detail.data ? (
          <PayLogDetailView
            log={detail.data}
            viewer={viewer}
            words={words}
            onOpen={openLog}
            onAudit={setAuditing}
            onCorrect={correct}
            onDownloadEvidence={(log) => {
              if (log.evidence) void api.downloadEvidence(log.id, log.evidence.originalName);
            }}
          />
        ) : detail.isError ? (
          <LoadFailed message="This payment log could not be loaded." onRetry={() => void detail.refetch()} />
        ) : (
          <Skeleton rows={8} />
        )}
      </Drawer>
      <AddPayLogDialog
        start={adding?.start ?? null}
        corrects={adding?.corrects ?? null}
        companies={companies.data ?? []}
        categoryOptions={words.categoryOptions}
        upload={api.upload}
        onSubmit={add}
        onDone={() => setAdding(null)}
        onClose={() => setAdding(null)}
      />
      <AuditDialog log={auditing} words={words} onAudit={audit} onClose={() => setAuditing(null)} />
    </>
  );
}
