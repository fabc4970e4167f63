import type { TransactionStatus } from '@console/contract';
import { Tag } from '@console/ui';
import { TRANSACTION_STATUSES } from './money.labels';

/** Whether a transaction's money may be paid out yet: pending (amber) or available (green). */
export function TransactionStatusTag({ status }: { status: TransactionStatus }) {
  const { label, tag } = TRANSACTION_STATUSES[status];
  return <Tag type={tag}>{label}</Tag>;
}
