import type { FinancialReport, LedgerIntegrity } from '@console/contract';
import { parseTime } from '@console/core';
import type { ChartPoint } from '../../shared/charts/chart.logic';
import type { FigureTile } from '../../shared/FigureTiles';
import { dollars } from '../../shared/money.logic';

/** An ISO timestamp as the console shows times: '2026-11-25 03:00'. */
export function timeText(iso: string): string {
  return parseTime(iso, '{y}-{m}-{d} {h}:{i}') ?? iso;
}

/** Findings of the check now, plus alerts still open. */
export function integrityProblems(data: LedgerIntegrity): number {
  return data.mismatches.length + data.unbalanced.length + data.openAlerts.length;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The page's headline figures. */
export function kpiCards(report: FinancialReport): FigureTile[] {
  const { owed, payouts } = report;
  const owedDetail = (o: FinancialReport['owed']['retailers']) =>
    `Available ${dollars(o.availableCents)} · pending ${dollars(o.pendingCents)} · in transit ${dollars(o.inTransitCents)}`;
  const inFlight = {
    count: payouts.pending.count + payouts.inTransit.count,
    cents: payouts.pending.cents + payouts.inTransit.cents,
  };
  const claims = report.compensation.brands.reduce((sum, brand) => sum + brand.claims, 0);
  return [
    {
      key: 'owedRetailers',
      label: 'Owed to retailers',
      value: dollars(owed.retailers.totalCents),
      detail: owedDetail(owed.retailers),
    },
    {
      key: 'owedBrands',
      label: 'Owed to brands',
      value: dollars(owed.brands.totalCents),
      detail: owedDetail(owed.brands),
    },
    {
      key: 'compensation',
      label: 'Claim compensation',
      value: dollars(report.compensation.totalCents),
      detail: count(claims, 'claim', 'claims'),
    },
    {
      key: 'payoutsInTransit',
      label: 'Payouts in transit',
      value: dollars(inFlight.cents),
      detail: count(inFlight.count, 'payout', 'payouts'),
    },
    {
      key: 'payoutsFailed',
      label: 'Failed payouts',
      value: dollars(payouts.failed.cents),
      detail: count(payouts.failed.count, 'payout', 'payouts'),
    },
    { key: 'fees', label: 'Fees earned', value: dollars(report.feesCents), detail: 'Net of fees returned' },
    {
      key: 'brandCharges',
      label: 'Brand charges',
      value: dollars(report.brandCharges.chargedCents),
      detail: 'Statements charged',
    },
    {
      key: 'outstanding',
      label: 'Outstanding from brands',
      value: dollars(report.brandCharges.outstandingCents),
      detail: 'Compensation not yet charged back',
    },
  ];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-03' → 'Nov 3'. */
export function dayLabel(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return `${MONTHS[month - 1] ?? month} ${day}`;
}

/** The series as chart points with the keys of the chosen series. */
export function seriesPoints(report: FinancialReport): ChartPoint[] {
  return report.series.map(({ date, ...values }) => ({ label: dayLabel(date), values }));
}

/** An admin's permission level (`user_role`: 1 super, 2 finance, 3 support): finance and above resolve alerts. */
export function mayResolveAlerts(userRole: number | null | undefined): boolean {
  return (userRole ?? Number.POSITIVE_INFINITY) <= 2;
}
