import type { StatementDetail as Statement, StatementCharge, StatementLine } from '@console/contract';
import { AppLink, Button, DataTable, type DataTableProps, Descriptions, Tag, vars } from '@console/ui';
import styled from 'styled-components';
import { MoneyCell } from '../../shared/money/MoneyCell';
import { STATEMENT_CHARGE_STATUSES } from '../../shared/money/money.labels';
import { dollars } from '../../shared/money.logic';
import { cardLabel, claimPath, isoDay, nextChargeText, periodLabel } from './billing.logic';
import { StatementStatusTag } from './StatementStatusTag';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: 15px;
    font-weight: 600;
    color: ${vars.text};
  }
`;

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Total = styled.p`
  margin: 8px 0 0;
  text-align: right;
  color: ${vars.text};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Alert = styled.p`
  margin: 0;
  padding: 10px 14px;
  border: 1px solid ${vars.danger};
  border-radius: ${vars.radius};
  background: ${vars.dangerLight};
  color: ${vars.dangerText};
`;

type LineColumn = DataTableProps<StatementLine>['columns'][number];
type ChargeColumn = DataTableProps<StatementCharge>['columns'][number];

const lineColumns: LineColumn[] = [
  {
    id: 'claim',
    header: 'Claim',
    meta: { kind: 'code' },
    cell: ({ row }) => <AppLink to={claimPath(row.original.claimId)}>{row.original.claimNumber}</AppLink>,
  },
  {
    id: 'retailer',
    header: 'Retailer',
    meta: { kind: 'name' },
    cell: ({ row }) => row.original.retailerName,
  },
  {
    id: 'compensatedAt',
    header: 'Compensated on',
    meta: { kind: 'date' },
    cell: ({ row }) => isoDay(row.original.compensatedAt),
  },
  {
    id: 'amount',
    header: 'Amount',
    meta: { kind: 'number' },
    cell: ({ row }) => <MoneyCell cents={row.original.amountCents} />,
  },
];

const chargeColumns: ChargeColumn[] = [
  { id: 'attempt', header: 'Attempt', meta: { kind: 'number' }, cell: ({ row }) => row.original.attempt },
  { id: 'date', header: 'Date', meta: { kind: 'date' }, cell: ({ row }) => isoDay(row.original.createdAt) },
  { id: 'card', header: 'Card', cell: ({ row }) => (row.original.card ? cardLabel(row.original.card) : '—') },
  {
    id: 'amount',
    header: 'Amount',
    meta: { kind: 'number' },
    cell: ({ row }) => <MoneyCell cents={row.original.amountCents} />,
  },
  {
    id: 'status',
    header: 'Result',
    cell: ({ row }) => {
      const { label, tag } = STATEMENT_CHARGE_STATUSES[row.original.status];
      return <Tag type={tag}>{label}</Tag>;
    },
  },
  { id: 'failure', header: 'Failure', cell: ({ row }) => row.original.failureMessage ?? '—' },
];

/** Why the statement is not paid, and what happens next. */
function unpaidNote(statement: Statement): string | null {
  if (statement.status === 'paid') return null;
  if (statement.charging)
    return 'The card provider has not answered the last charge yet; it is asked again shortly.';
  const next = nextChargeText(statement);
  const reason = statement.lastFailure ?? 'Not charged yet.';
  if (statement.nextAttemptAt) return `${reason} Next retry ${next}.`;
  return `${reason} ${next}.`;
}

export interface StatementDetailProps {
  statement: Statement;
  onDownloadCsv: () => void;
  onDownloadPdf: () => void;
}

/** One statement: what it covers, a line per claim with its link, the total and every charge attempt. */
export function StatementDetail({ statement, onDownloadCsv, onDownloadPdf }: StatementDetailProps) {
  const note = unpaidNote(statement);
  return (
    <Root>
      <Descriptions
        columns={2}
        bordered
        items={[
          { label: 'Brand', value: statement.brandName },
          { label: 'Covers', value: periodLabel(statement) },
          {
            label: 'Issued',
            value: `${isoDay(statement.issuedAt)} ${statement.issuedBy ? `by ${statement.issuedBy}` : 'by the monthly run'}`,
          },
          { label: 'Status', value: <StatementStatusTag status={statement.status} /> },
          { label: 'Total', value: dollars(statement.totalCents) },
          statement.paidAt
            ? { label: 'Paid on', value: isoDay(statement.paidAt) }
            : { label: 'Next retry', value: nextChargeText(statement) },
        ]}
      />
      {note && <Alert role="status">{note}</Alert>}
      <Downloads>
        <Button onClick={onDownloadCsv}>Download CSV</Button>
        <Button onClick={onDownloadPdf}>Download PDF</Button>
      </Downloads>
      <section aria-labelledby="statement-claims">
        <h3 id="statement-claims">Claims</h3>
        <DataTable
          aria-label="Claims on this statement"
          columns={lineColumns}
          data={statement.lines}
          getRowId={(line) => String(line.claimId)}
        />
        <Total>
          Total {dollars(statement.totalCents)} for {statement.lines.length}{' '}
          {statement.lines.length === 1 ? 'claim' : 'claims'}
        </Total>
      </section>
      <section aria-labelledby="statement-charges">
        <h3 id="statement-charges">Charge attempts</h3>
        <DataTable
          aria-label="Charge attempts"
          columns={chargeColumns}
          data={statement.charges}
          getRowId={(charge) => String(charge.attempt)}
          empty={<p>Not charged yet.</p>}
        />
      </section>
    </Root>
  );
}
