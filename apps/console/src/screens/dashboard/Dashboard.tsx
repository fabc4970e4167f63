import type { DashboardSummary } from '@console/contract';
import type { DictOption } from '@console/core';
import { Card, type DictTagOption, Skeleton, vars } from '@console/ui';
import { type ReactNode, useMemo } from 'react';
import styled from 'styled-components';
import { ChartPanel } from '../../shared/charts/ChartPanel';
import { LazyMoneyBarChart } from '../../shared/charts/LazyMoneyBarChart';
import { LoadFailed } from '../../shared/LoadFailed';
import { payLogStatusOptions } from '../../shared/money/payLogWords';
import { useRequest } from '../../shared/useRequest';
import { RecentPayLogs } from './RecentPayLogs';
import { SummaryFigures } from './SummaryFigures';
import { TREND_SERIES_KEY, trendChartPoints, trendSummary } from './trendChart.logic';

const CHART_HEIGHT = 240;
// One empty list for every render, so the table's columns are not rebuilt while dictionaries load.
const NO_OPTIONS: readonly never[] = [];

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Heading = styled.h2`
  margin: 0;
  color: ${vars.text};
  font-size: 20px;
  font-weight: 600;
`;

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 440px), 1fr));
  gap: 20px;
  align-items: start;
`;

const SkeletonTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
`;

const Period = styled.span`
  color: ${vars.textSecondary};
  font-size: 13px;
`;

export interface DashboardProps {
  /** The route's title, the page heading. */
  title: string;
  /** GET /dashboard/summary; called on mount and by Retry. */
  loadSummary: () => Promise<DashboardSummary>;
  /** Entries of the pay_log_status dictionary (the known statuses until it arrives). */
  statusOptions?: readonly DictTagOption[];
  /** Entries of the pay_log_category dictionary (codes as words until it arrives). */
  categoryOptions?: readonly DictOption[];
  /** Today's onsite jobs (brands with onsite service), below the figures. */
  onsite?: ReactNode;
  /** Today's and upcoming bookings (retailers and brands), below the figures. */
  bookings?: ReactNode;
  /** A link to every payment log, on the recent logs' card (admins). */
  payLogsLink?: ReactNode;
}

function DashboardSkeleton() {
  return (
    <>
      <SkeletonTiles>
        {['first', 'second', 'third'].map((tile) => (
          <Card key={tile} shadow="never">
            <Skeleton rows={1} />
          </Card>
        ))}
      </SkeletonTiles>
      <Card shadow="never">
        <Skeleton rows={6} />
      </Card>
    </>
  );
}

/**
 * The signed-in user's dashboard: the figures their role owns, the newest payment logs they may see and the
 * balance trend of the last six months (the chart's code loads on its own).
 */
export function Dashboard({
  title,
  loadSummary,
  statusOptions = NO_OPTIONS,
  categoryOptions = NO_OPTIONS,
  onsite,
  bookings,
  payLogsLink,
}: DashboardProps) {
  const { data, loading, failed, retry } = useRequest(loadSummary);
  const statuses = useMemo(() => payLogStatusOptions(statusOptions), [statusOptions]);

  return (
    <Page>
      <Heading>{title}</Heading>
      {failed ? <LoadFailed message="The dashboard could not be loaded." onRetry={retry} /> : null}
      {data ? (
        <>
          <SummaryFigures cards={data.cards} />
          <Panels>
            <Card title="Recent payment logs" titleAs="h3" extra={payLogsLink} padded={false}>
              <RecentPayLogs rows={data.recent} statusOptions={statuses} categoryOptions={categoryOptions} />
            </Card>
            <ChartPanel title={data.trend.label} extra={<Period>Last 6 months</Period>} height={CHART_HEIGHT}>
              <LazyMoneyBarChart
                label={data.trend.label}
                summary={trendSummary(data.trend.label, data.trend.points)}
                series={[
                  {
                    key: TREND_SERIES_KEY,
                    name: 'Net change',
                    colour: vars.primaryReadable,
                    lossColour: vars.dangerText,
                  },
                ]}
                points={trendChartPoints(data.trend.points)}
                height={CHART_HEIGHT}
              />
            </ChartPanel>
          </Panels>
        </>
      ) : loading ? (
        <DashboardSkeleton />
      ) : null}
      {onsite}
      {bookings}
    </Page>
  );
}
