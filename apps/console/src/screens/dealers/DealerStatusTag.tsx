import type { DealerRelationState } from '@console/contract';
import { Tag } from '@console/ui';
import { DEALER_STATUSES, dealerStatusLabel } from './dealer.logic';

/** A dealer relation's status as a coloured tag; a retailer's pending request reads "Requested". */
export function DealerStatusTag(relation: DealerRelationState) {
  return <Tag type={DEALER_STATUSES[relation.status].tag}>{dealerStatusLabel(relation)}</Tag>;
}
