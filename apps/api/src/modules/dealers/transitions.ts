// The dealer relation's state machine (domain §2.7 style): each action names the sides that take it, the
// statuses it leaves from and the one it ends in. Anything else is 409 `invalid_transition`.
import type { DealerInitiator, DealerStatus } from '@console/contract';
import { ApiError } from '../../app/envelope.ts';

/** The side of the relation that acts: the brand's or the retailer's user. */
export type Side = DealerInitiator;

/**
 * Who must have asked for an invited relation before this action applies: `other` (accept or decline
 * what the other side asked) or `self` (withdraw what one asked oneself).
 */
type Asker = 'other' | 'self';

interface Rule {
  by: readonly Side[];
  /** null: no relation yet. */
  from: readonly (DealerStatus | null)[];
  to: DealerStatus;
  asker?: Asker;
  /** How the refusal names the action: "it cannot be …". */
  label: string;
}

export const TRANSITIONS = {
  invite: { by: ['brand'], from: [null, 'declined', 'terminated'], to: 'invited', label: 'invited' },
  request: { by: ['retailer'], from: [null, 'declined', 'terminated'], to: 'invited', label: 'requested' },
  accept: { by: ['brand', 'retailer'], from: ['invited'], to: 'active', asker: 'other', label: 'accepted' },
  decline: {
    by: ['brand', 'retailer'],
    from: ['invited'],
    to: 'declined',
    asker: 'other',
    label: 'declined',
  },
  withdraw: {
    by: ['brand', 'retailer'],
    from: ['invited'],
    to: 'declined',
    asker: 'self',
    label: 'withdrawn',
  },
  suspend: { by: ['brand'], from: ['active'], to: 'suspended', label: 'suspended' },
  reactivate: { by: ['brand'], from: ['suspended'], to: 'active', label: 'reactivated' },
  terminate: { by: ['brand'], from: ['active', 'suspended'], to: 'terminated', label: 'terminated' },
} as const satisfies Record<string, Rule>;

export type DealerAction = keyof typeof TRANSITIONS;

/** The relation as the machine reads it; null when the brand and the retailer have none yet. */
export interface RelationState {
  status: DealerStatus;
  initiatedBy: Side;
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
  const rule: Rule = TRANSITIONS[action];
  if (!rule.by.includes(side)) throw new ApiError(403, `A ${side} cannot do this.`);
  const from = relation?.status ?? null;
  if (!rule.from.includes(from)) {
    const allowed = rule.from.map((status) => status ?? 'no dealership').join(', ');
    throw invalid(`It cannot be ${rule.label}: ${describe(relation)} (allowed from ${allowed}).`);
  }
  if (relation && rule.asker) {
    const askedBySelf = relation.initiatedBy === side;
    if (rule.asker === 'other' && askedBySelf)
      throw invalid(`It cannot be ${rule.label} by the side that asked: the ${other(side)} answers it.`);
    if (rule.asker === 'self' && !askedBySelf)
      throw invalid(`Only the ${relation.initiatedBy} that asked can withdraw it; decline it instead.`);
  }
  return rule.to;
}

export function other(side: Side): Side {
  return side === 'brand' ? 'retailer' : 'brand';
}
