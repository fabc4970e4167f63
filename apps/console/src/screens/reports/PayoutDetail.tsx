import type { PayoutDetail as Payout } from '@console/contract';
import { AppLink, Card, Descriptions, type DescriptionsItem, vars } from '@console/ui';
import styled from 'styled-components';
import { PAYOUT_METHODS, payoutStatusLabel } from '../../shared/money/money.labels';
import { PayoutStatusTag } from '../../shared/money/PayoutStatusTag';
import { destinationText, dollars } from '../../shared/money.logic';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { StatusHistory } from '../../shared/StatusHistory';
import { dayText, payoutChanges } from './payouts.logic';
import { TransactionTable, type TransactionTableProps } from './TransactionTable';
import { reportTime } from './transactions.logic';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Failure = styled.p`
  margin: 0;
  padding: 12px 16px;
  border: 1px solid ${vars.danger};
  border-radius: ${vars.radius};
  background: ${vars.dangerLight};
  color: ${vars.dangerText};
`;

export interface PayoutDetailProps {
  payout: Payout;
  /** The transactions the payout took (GET /transactions?payoutId=). */
  transactions: TransactionTableProps;
}

/** One payout: its facts, its status history, and exactly the transactions it settled. */
export function PayoutDetail({ payout, transactions }: PayoutDetailProps) {
  const items: DescriptionsItem[] = [
    { key: 'amount', label: 'Amount', value: dollars(payout.amountCents) },
    { key: 'fee', label: 'Fee', value: dollars(payout.feeCents) },
    { key: 'method', label: 'Method', value: PAYOUT_METHODS[payout.method] },
    { key: 'status', label: 'Status', value: <PayoutStatusTag status={payout.status} /> },
    { key: 'created', label: 'Created (UTC)', value: reportTime(payout.createdAt) },
    { key: 'arrival', label: 'Expected arrival', value: dayText(payout.arrivalDate) },
    { key: 'destination', label: 'Destination', value: destinationText(payout.destinationLast4) },
    { key: 'transactions', label: 'Transactions', value: payout.transactionCount },
  ];
  if (payout.failureMessage)
    items.push({ key: 'failure', label: 'Failure reason', value: payout.failureMessage });
  return (
    <ScreenLayout>
      <Heading>
        <h2>Payout {payout.number}</h2>
        <PayoutStatusTag status={payout.status} />
      </Heading>
      {payout.status === 'failed' ? (
        <Failure role="alert">
          This payout failed{payout.failureMessage ? `: ${payout.failureMessage}` : '.'} Its money is back in
          your available balance and goes out with the next payout.
        </Failure>
      ) : null}
      <Card title="Payout" extra={<AppLink to="/reports/payouts">All payouts</AppLink>}>
        <Descriptions items={items} columns={2} bordered />
      </Card>
      <Card title="Status history" padded={false}>
        <StatusHistory
          label="Payout history"
          changes={payoutChanges(payout.history)}
          statusLabel={payoutStatusLabel}
        />
      </Card>
      <Card title={payout.status === 'failed' ? 'Transactions it returned' : 'Transactions it settled'}>
        <TransactionTable {...transactions} label="Payout transactions" />
      </Card>
    </ScreenLayout>
  );
}
