import type { StatementDetail } from '@console/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRequest } from '../../shared/useRequest';
import type { BillingApi } from './billing.api';
import type { StatementDrawerProps } from './StatementDrawer';

/** The URL parameter of the statement opened in the drawer, so a reload or a link keeps it open. */
export const STATEMENT_PARAM = 'statement';

/** The opened statement (`?statement=<id>`), its detail, and the drawer's downloads. */
export function useStatementDrawer(api: BillingApi) {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get(STATEMENT_PARAM));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const load = useCallback(
    (): Promise<StatementDetail | undefined> =>
      id === null ? Promise.resolve(undefined) : api.statement(id),
    [api, id],
  );
  const detail = useRequest(load);
  const setOpened = useCallback(
    (next: number | null) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === null) params.delete(STATEMENT_PARAM);
          else params.set(STATEMENT_PARAM, String(next));
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const drawer: StatementDrawerProps = useMemo(
    () => ({
      open: id !== null,
      // The previous statement's detail is not shown while another one loads.
      statement: { ...detail, data: detail.data?.id === id ? detail.data : undefined, onRetry: detail.retry },
      onClose: () => setOpened(null),
      onDownloadCsv: (statement) => void api.downloadCsv(statement),
      onDownloadPdf: (statement) => void api.downloadPdf(statement),
    }),
    [api, detail, id, setOpened],
  );
  return { drawer, open: (statementId: number) => setOpened(statementId), reload: detail.retry };
}
