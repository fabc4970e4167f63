import type { BillingSummary, StatementPage } from '@console/contract';
import { Card, Skeleton, vars } from '@console/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { dollars } from '../../shared/money.logic';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { CardOnFile, type CardOnFileProps } from './CardOnFile';
import type { Loadable } from './loadable';
import { StatementDrawer, type StatementDrawerProps } from './StatementDrawer';
import { StatementList, type StatementListProps } from './StatementList';

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 48px;
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  dt {
    color: ${vars.textSecondary};
    font-size: 13px;
  }
  dd {
    margin: 0;
    color: ${vars.text};
    font-size: 22px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Hint = styled.p`
  margin: 12px 0 0;
  color: ${vars.textSecondary};
`;

function SummaryCard({ summary }: { summary: Loadable<BillingSummary> }) {
  const data = summary.data;
  return (
    <Card title="What you owe" titleAs="h3">
      {summary.failed && !data ? (
        <LoadFailed message="What you owe could not be loaded." onRetry={summary.onRetry} />
      ) : !data ? (
        <Skeleton rows={1} />
      ) : (
        <>
          <Figures>
            <div>
              <dt>Not on a statement yet</dt>
              <dd>{dollars(data.unbilledCents)}</dd>
            </div>
            <div>
              <dt>Unpaid statements</dt>
              <dd>{dollars(data.outstandingCents)}</dd>
            </div>
          </Figures>
          <Hint>
            The warranty compensation the platform paid your dealers for {data.unbilledClaims}{' '}
            {data.unbilledClaims === 1 ? 'claim' : 'claims'} is billed on your next statement, on{' '}
            {data.nextStatementOn}, and charged to your default card.
          </Hint>
        </>
      )}
    </Card>
  );
}

export interface BillingProps {
  /** The route's title, the page heading. */
  title: string;
  summary: Loadable<BillingSummary>;
  card: CardOnFileProps;
  statements: Loadable<StatementPage> &
    Pick<StatementListProps, 'pageNum' | 'pageSize' | 'onPageChange' | 'onOpen'>;
  drawer: StatementDrawerProps;
}

/**
 * A brand's billing (/onsite/amount/billing): what it owes, its card on file, and its statements (a line per
 * claim whose compensation the platform paid on its behalf), each opening in a drawer with its downloads.
 */
export function Billing({ title, summary, card, statements, drawer }: BillingProps) {
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <SummaryCard summary={summary} />
      <CardOnFile {...card} />
      <Card title="Statements" titleAs="h3">
        <StatementList
          page={statements.data}
          loading={statements.loading}
          failed={statements.failed}
          onRetry={statements.onRetry}
          pageNum={statements.pageNum}
          pageSize={statements.pageSize}
          onPageChange={statements.onPageChange}
          onOpen={statements.onOpen}
        />
      </Card>
      <StatementDrawer {...drawer} />
    </ScreenLayout>
  );
}
