// The Financial figures as CSV: one line per figure (section, item, cents as dollars), then the series.
import type { FinancialReport } from '@console/contract';
import { csvLine } from '../../csv.ts';

/** Integer cents as a plain decimal a spreadsheet reads: 123456 → '1234.56', −5 → '-0.05'. */
export const csvAmount = (cents: number) => (cents / 100).toFixed(2);

/** The report's figures, then its series (one row per day or week). */
export function financialCsv(report: FinancialReport): string {
  const figure = (section: string, item: string, cents: number, count: number | null = null) =>
    csvLine([section, item, count, csvAmount(cents)]);
  const lines = [
    csvLine(['Period', `${report.from} to ${report.to}`, null, null]),
    csvLine(['Section', 'Item', 'Count', 'Amount (USD)']),
  ];
  for (const [section, owed] of [
    ['Owed to retailers', report.owed.retailers],
    ['Owed to brands', report.owed.brands],
  ] as const) {
    lines.push(
      figure(section, 'Available', owed.availableCents),
      figure(section, 'Pending', owed.pendingCents),
      figure(section, 'In transit', owed.inTransitCents),
      figure(section, 'Total', owed.totalCents),
    );
  }
  for (const brand of report.compensation.brands) {
    const section = `Compensation: ${brand.brandName}`;
    lines.push(
      figure(section, 'Total', brand.totalCents, brand.claims),
      figure(section, 'Pending', brand.pendingCents),
      figure(section, 'Available', brand.availableCents),
      figure(section, 'In a payout', brand.inPayoutCents),
      figure(section, 'Paid out', brand.paidOutCents),
    );
  }
  lines.push(figure('Compensation', 'Total', report.compensation.totalCents));
  const { payouts } = report;
  for (const [item, value] of [
    ['Pending', payouts.pending],
    ['In transit', payouts.inTransit],
    ['Paid', payouts.paid],
    ['Failed', payouts.failed],
    ['Canceled', payouts.canceled],
  ] as const) {
    lines.push(figure('Payouts', item, value.cents, value.count));
  }
  lines.push(
    figure('Fees', 'Earned', report.feesCents),
    figure('Brand charges', 'Charged', report.brandCharges.chargedCents),
    figure('Brand charges', 'Outstanding', report.brandCharges.outstandingCents),
    '\r\n',
    csvLine([
      report.granularity === 'day' ? 'Day' : 'Week of',
      'Compensation',
      'Paid out',
      'Fees',
      'Brand charges',
    ]),
  );
  for (const point of report.series) {
    lines.push(
      csvLine([
        point.date,
        csvAmount(point.compensationCents),
        csvAmount(point.paidOutCents),
        csvAmount(point.feesCents),
        csvAmount(point.brandChargesCents),
      ]),
    );
  }
  return lines.join('');
}
