import type { StatementStatus } from '@console/contract';
import { Tag } from '@console/ui';
import { STATEMENT_STATUSES } from '../../shared/money/money.labels';

/** A statement's status as a coloured tag: issued amber, paid green, charge failed red. */
export function StatementStatusTag({ status }: { status: StatementStatus }) {
  const { label, tag } = STATEMENT_STATUSES[status];
  return <Tag type={tag}>{label}</Tag>;
}
