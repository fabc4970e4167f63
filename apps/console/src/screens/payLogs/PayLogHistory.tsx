import type { CompanySummary, PayLogListQuery, PayLogRow } from '@console/contract';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { PayLogFilters } from './PayLogFilters';
import {
  actionsColumn,
  amountColumn,
  auditedByColumn,
  categoryColumn,
  companyColumn,
  enteredByColumn,
  enteredColumn,
  numberColumn,
  type PayLogRowActions,
  type PayLogWords,
  referenceColumn,
  statusColumn,
} from './payLogColumns';
import type { PayLogViewer } from './payLogs.logic';

export interface PayLogHistoryProps extends PayLogRowActions {
  query: PayLogListQuery;
  onQueryChange: (change: Partial<PayLogListQuery>) => void;
  page: Page<PayLogRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  companies: readonly CompanySummary[];
  viewer: PayLogViewer;
  words: PayLogWords;
  onOpen: (log: PayLogRow) => void;
  onExport: () => void;
  exporting: boolean;
}

/** Every payment log, newest first, with who entered and who audited it; filtered in the URL, exported alike. */
export function PayLogHistory({
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  companies,
  viewer,
  words,
  onOpen,
  onAudit,
  onCorrect,
  onExport,
  exporting,
}: PayLogHistoryProps) {
  return (
    <>
      <PayLogFilters
        values={{
          status: query.status,
          companyId: query.companyId,
          category: query.category,
          direction: query.direction,
          from: query.from,
          to: query.to,
        }}
        companies={companies}
        words={words}
        onApply={onQueryChange}
      />
      <ServerList
        label="Payment log history"
        noun="payment logs"
        columns={[
          numberColumn(onOpen),
          enteredColumn,
          companyColumn,
          amountColumn,
          categoryColumn(words),
          referenceColumn,
          statusColumn(words),
          enteredByColumn,
          auditedByColumn,
          actionsColumn(viewer, { onAudit, onCorrect }),
        ]}
        getRowId={(row) => String(row.id)}
        page={page}
        loading={loading}
        failed={failed}
        onRetry={onRetry}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={onQueryChange}
        onExport={onExport}
        exporting={exporting}
      />
    </>
  );
}
