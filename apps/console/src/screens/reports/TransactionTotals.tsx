import type { TransactionTotals as Totals } from '@console/contract';
import { vars } from '@console/ui';
import styled from 'styled-components';
import { dollars } from '../../shared/money.logic';
import { transactionCount } from './transactions.logic';

const Bar = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 32px;
  margin: 0;
  padding: 12px 16px;
  border: 1px solid ${vars.borderLight};
  border-top: 0;
  background: ${vars.fill};
  font-variant-numeric: tabular-nums;
  div {
    display: flex;
    gap: 8px;
  }
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
    color: ${vars.text};
    font-weight: 600;
  }
`;

/** The totals of the filtered transactions (every page, not only the one shown): count, gross, fee, net. */
export function TransactionTotals({ totals }: { totals: Totals }) {
  return (
    <Bar aria-label="Totals of the filtered transactions">
      <div>
        <dt>Totals</dt>
        <dd>{transactionCount(totals.count)}</dd>
      </div>
      <div>
        <dt>Gross</dt>
        <dd>{dollars(totals.grossCents)}</dd>
      </div>
      <div>
        <dt>Fee</dt>
        <dd>{dollars(totals.feeCents)}</dd>
      </div>
      <div>
        <dt>Net</dt>
        <dd>{dollars(totals.netCents)}</dd>
      </div>
    </Bar>
  );
}
