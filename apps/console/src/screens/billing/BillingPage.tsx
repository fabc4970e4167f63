import { statementListQuery } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { useCallback, useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useRequest } from '../../shared/useRequest';
import { Billing } from './Billing';
import { createBillingApi } from './billing.api';
import { useCardActions } from './useCardActions';
import { STATEMENT_PARAM, useStatementDrawer } from './useStatementDrawer';

/** Owners (1) and managers (2) change the card on file; staff read it. */
const CARD_WRITER_ROLE = 2;
const KEEP = [STATEMENT_PARAM] as const;

/** /onsite/amount/billing (brands): the card on file and the statements, from the API. */
export function BillingPage({ title }: ShellScreenProps) {
  const { http, store } = useServices();
  const api = useMemo(() => createBillingApi(http), [http]);
  const userRole = useStoreValue(store, userInfoAtom)?.user_role;
  const [query, changeQuery] = useListQuery(statementListQuery, KEEP);
  const cards = useRequest(api.cards);
  const summary = useRequest(api.summary);
  const loadStatements = useCallback(
    () => api.statements({ pageNum: query.pageNum, pageSize: query.pageSize }),
    [api, query.pageNum, query.pageSize],
  );
  const statements = useRequest(loadStatements);
  const { drawer, open } = useStatementDrawer(api);
  const reload = useCallback(() => {
    cards.retry();
    summary.retry();
    statements.retry();
  }, [cards.retry, summary.retry, statements.retry]);
  const actions = useCardActions(api, reload);

  return (
    <Billing
      title={title}
      summary={{ ...summary, onRetry: summary.retry }}
      card={{
        cards: { ...cards, onRetry: cards.retry },
        canChange: typeof userRole === 'number' && userRole <= CARD_WRITER_ROLE,
        onAdd: actions.add,
        adding: actions.adding,
        onMakeDefault: actions.makeDefault,
        onRemove: actions.remove,
      }}
      statements={{
        ...statements,
        onRetry: statements.retry,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        onPageChange: changeQuery,
        onOpen: (row) => open(row.id),
      }}
      drawer={drawer}
    />
  );
}
