import type { FinancialReport, LedgerIntegrity } from '@console/contract';
import { Button, Card, Skeleton, vars } from '@console/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChartPanel } from '../../shared/charts/ChartPanel';
import { allZero, type ChartSeries } from '../../shared/charts/chart.logic';
import { LazyMoneyBarChart } from '../../shared/charts/LazyMoneyBarChart';
import { FigureTiles } from '../../shared/FigureTiles';
import { LoadFailed } from '../../shared/LoadFailed';
import { CompensationByBrand } from './CompensationByBrand';
import { kpiCards, seriesPoints } from './financial.logic';
import { LedgerIntegrityPanel } from './LedgerIntegrityPanel';
import { PeriodPicker, type PeriodValue } from './PeriodPicker';
import { periodText } from './period.logic';

const CHART_HEIGHT = 260;

const MONEY_FLOW: ChartSeries[] = [
  { key: 'compensationCents', name: 'Compensation', colour: vars.primaryReadable },
  { key: 'paidOutCents', name: 'Paid out', colour: vars.successText },
];
const REVENUE: ChartSeries[] = [
  { key: 'feesCents', name: 'Fees', colour: vars.warningText },
  { key: 'brandChargesCents', name: 'Brand charges', colour: vars.infoText },
];

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin: 0;
    color: ${vars.text};
    font-size: 20px;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 440px), 1fr));
  gap: 20px;
`;

const Note = styled.span`
  color: ${vars.textSecondary};
  font-size: 13px;
`;

interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export interface FinancialProps {
  title: string;
  period: PeriodValue;
  onPeriodChange: (period: PeriodValue) => void;
  /** Today, for the period presets. */
  today: Date;
  report: Loaded<FinancialReport>;
  integrity: Loaded<LedgerIntegrity>;
  /** Finance and super admins resolve integrity alerts. */
  canResolve: boolean;
  onResolve: (alertId: number, note: string) => Promise<void>;
  onExport: () => void;
  exporting: boolean;
  /** Links beside the CSV button (the payment logs). */
  links?: ReactNode;
}

/**
 * The admin's Financial page: for the chosen period what the platform owes, claim compensation per brand,
 * payouts, fees and brand charges, with charts (their library loads with them), a CSV, and the ledger's
 * integrity.
 */
export function Financial({
  title,
  period,
  onPeriodChange,
  today,
  report,
  integrity,
  canResolve,
  onResolve,
  onExport,
  exporting,
  links,
}: FinancialProps) {
  const data = report.data;
  const points = data ? seriesPoints(data) : [];
  const bucket = data?.granularity === 'week' ? 'Per week' : 'Per day';
  const chart = (title: string, series: ChartSeries[]) => (
    <ChartPanel
      title={title}
      extra={<Note>{bucket}</Note>}
      height={CHART_HEIGHT}
      loading={!data && report.loading}
      failed={report.failed}
      onRetry={report.onRetry}
      empty={allZero(points, series)}
    >
      <LazyMoneyBarChart label={title} series={series} points={points} height={CHART_HEIGHT} />
    </ChartPanel>
  );
  return (
    <Page>
      <Header>
        <h2>{title}</h2>
        <Actions>
          {links}
          <Button onClick={onExport} loading={exporting} disabled={!data}>
            Export CSV
          </Button>
        </Actions>
      </Header>
      <PeriodPicker value={period} onChange={onPeriodChange} today={today} />
      <Note aria-live="polite">Period: {periodText(period.range)}</Note>
      {report.failed ? (
        <LoadFailed message="The financial figures could not be loaded." onRetry={report.onRetry} />
      ) : data ? (
        <FigureTiles tiles={kpiCards(data)} />
      ) : (
        <Skeleton rows={3} />
      )}
      <Charts>
        {chart('Compensation and payouts', MONEY_FLOW)}
        {chart('Fees and brand charges', REVENUE)}
      </Charts>
      <Card title="Compensation per brand" titleAs="h3" padded={false}>
        {data ? (
          <CompensationByBrand brands={data.compensation.brands} />
        ) : report.failed ? null : (
          <Skeleton rows={3} />
        )}
      </Card>
      <LedgerIntegrityPanel
        data={integrity.data}
        loading={integrity.loading}
        failed={integrity.failed}
        onRetry={integrity.onRetry}
        canResolve={canResolve}
        onResolve={onResolve}
      />
    </Page>
  );
}
