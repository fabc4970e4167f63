// The dealer relation's state machine on the server: the contract's table decides (the console shows the
// same actions); anything else is 409 `invalid_transition` with a message that says why.
import {
  DEALER_TRANSITIONS,
  type DealerAction,
  type DealerInitiator,
  type DealerRelationState,
  type DealerStatus,
  dealerActionRefusal,
} from '@console/contract';
import { ApiError } from '../../app/envelope.ts';

export type { DealerAction };

/** The side of the relation that acts: the brand's or the retailer's user. */
export type Side = DealerInitiator;
export type RelationState = DealerRelationState;

/** How a refusal names each action: "it cannot be …". */
const LABELS: Record<DealerAction, string> = {
  invite: 'invited',
  request: 'requested',
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
  suspend: 'suspended',
  reactivate: 'reactivated',
  terminate: 'terminated',
};

export function other(side: Side): Side {
  return side === 'brand' ? 'retailer' : 'brand';
}

function invalid(message: string): ApiError {
  return new ApiError(409, message, undefined, 'invalid_transition');
}

const describe = (relation: RelationState | null) =>
  relation === null
    ? 'there is no dealership yet'
    : relation.status === 'invited'
      ? `the ${relation.initiatedBy}'s ${relation.initiatedBy === 'brand' ? 'invitation' : 'request'} is pending`
      : `the dealership is ${relation.status}`;

/**
 * The status `action` by `side` leads to from `relation`; throws 409 `invalid_transition` when the action
 * does not apply (wrong status, or a pending invitation that is not the other side's to answer).
 */
export function nextStatus(action: DealerAction, side: Side, relation: RelationState | null): DealerStatus {
  const rule = DEALER_TRANSITIONS[action];
  const label = LABELS[action];
  switch (dealerActionRefusal(action, side, relation)) {
    case 'side':
      throw new ApiError(403, `A ${side} cannot do this.`);
    case 'status': {
      const allowed = rule.from.map((status) => status ?? 'no dealership').join(', ');
      throw invalid(`It cannot be ${label}: ${describe(relation)} (allowed from ${allowed}).`);
    }
    case 'asker':
      throw invalid(
        action === 'withdraw'
          ? `Only the ${relation?.initiatedBy} that asked can withdraw it; decline it instead.`
          : `It cannot be ${label} by the side that asked: the ${other(side)} answers it.`,
      );
    default:
      return rule.to;
  }
}
