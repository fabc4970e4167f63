import { statementListQuery } from '@console/contract';
import { useFeedback } from '@console/ui';
import { useCallback, useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesContext';
import { readSubmitFailure } from '../../shared/formErrors.logic';
import { idempotentSend } from '../../shared/idempotentSend';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useFilterCompanies } from '../../shared/useFilterCompanies';
import { useRequest } from '../../shared/useRequest';
import { BrandStatements } from './BrandStatements';
import { createBillingApi } from './billing.api';
import { recentPeriods } from './billing.logic';
import { STATEMENT_PARAM, useStatementDrawer } from './useStatementDrawer';

const KEEP = [STATEMENT_PARAM] as const;
const PERIODS_OFFERED = 24;

/** /amount/statements (admins, permissions 2): every brand's statements from the API, with their actions. */
export function BrandStatementsPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const feedback = useFeedback();
  const api = useMemo(() => createBillingApi(http), [http]);
  const { brands } = useFilterCompanies();
  const periods = useMemo(() => recentPeriods(new Date(), PERIODS_OFFERED), []);
  const [query, changeQuery] = useListQuery(statementListQuery, KEEP);
  const load = useCallback(() => api.statements(query), [api, query]);
  const list = useRequest(load);
  const { drawer, open, reload } = useStatementDrawer(api);
  const [issueOpen, setIssueOpen] = useState(false);
  const [retryingId, setRetryingId] = useState<number | null>(null);
  const issue = useMemo(
    () => idempotentSend((key: string, brandId: number) => api.issueNow(brandId, key)),
    [api],
  );
  const retry = useMemo(() => idempotentSend((key: string, id: number) => api.retryNow(id, key)), [api]);

  const done = (msg: string, paid: boolean) => {
    feedback.message(paid ? 'success' : 'warning', msg);
    list.retry();
    reload();
  };

  return (
    <BrandStatements
      title={title}
      query={query}
      onQueryChange={changeQuery}
      brands={brands}
      periods={periods}
      list={{
        ...list,
        onRetry: list.retry,
        onOpen: (row) => open(row.id),
        retryingId,
        onRetryCharge: (row) => {
          setRetryingId(row.id);
          retry(row.id)
            .then(
              (answer) => done(answer.msg, answer.data.status === 'paid'),
              (error) =>
                feedback.message('error', readSubmitFailure(error, []).message ?? 'The charge failed.'),
            )
            .finally(() => setRetryingId(null));
        },
      }}
      onIssueClick={() => setIssueOpen(true)}
      issueDialog={{
        open: issueOpen,
        onOpenChange: setIssueOpen,
        brands,
        loadPreview: api.preview,
        onIssue: async (brandId) => {
          try {
            const answer = await issue(brandId);
            done(answer.msg, answer.data.status === 'paid');
            open(answer.data.id);
          } catch (error) {
            feedback.message(
              'error',
              readSubmitFailure(error, []).message ?? 'The statement could not be issued.',
            );
            throw error;
          }
        },
      }}
      drawer={drawer}
    />
  );
}
