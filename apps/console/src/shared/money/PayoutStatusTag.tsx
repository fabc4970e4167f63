import type { PayoutStatus } from '@console/contract';
import { Tag } from '@console/ui';
import { PAYOUT_STATUSES } from './money.labels';

/** A payout's status as a coloured tag: pending amber, in transit blue, paid green, failed red. */
export function PayoutStatusTag({ status }: { status: PayoutStatus }) {
  const { label, tag } = PAYOUT_STATUSES[status];
  return <Tag type={tag}>{label}</Tag>;
}
