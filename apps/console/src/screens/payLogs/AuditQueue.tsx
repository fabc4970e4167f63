import type { PayLogRow } from '@console/contract';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import {
  actionsColumn,
  amountColumn,
  categoryColumn,
  companyColumn,
  enteredByColumn,
  enteredColumn,
  evidenceColumn,
  numberColumn,
  type PayLogRowActions,
  type PayLogWords,
  referenceColumn,
} from './payLogColumns';
import type { PayLogViewer } from './payLogs.logic';

export interface AuditQueueProps extends PayLogRowActions {
  page: Page<PayLogRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  pageNum: number;
  pageSize: number;
  onPageChange: (page: { pageNum: number; pageSize: number }) => void;
  viewer: PayLogViewer;
  words: PayLogWords;
  onOpen: (log: PayLogRow) => void;
}

/**
 * The logs awaiting audit, oldest first: another administrator approves or rejects each; a log the viewer
 * entered says so instead of offering it.
 */
export function AuditQueue({
  page,
  loading,
  failed,
  onRetry,
  pageNum,
  pageSize,
  onPageChange,
  viewer,
  words,
  onOpen,
  onAudit,
  onCorrect,
}: AuditQueueProps) {
  return (
    <ServerList
      label="Payment logs awaiting audit"
      noun="payment logs awaiting audit"
      emptyText="No payment log awaits audit."
      columns={[
        numberColumn(onOpen),
        enteredColumn,
        companyColumn,
        amountColumn,
        categoryColumn(words),
        referenceColumn,
        enteredByColumn,
        evidenceColumn,
        actionsColumn(viewer, { onAudit, onCorrect }),
      ]}
      getRowId={(row) => String(row.id)}
      page={page}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      pageNum={pageNum}
      pageSize={pageSize}
      onPageChange={onPageChange}
    />
  );
}
