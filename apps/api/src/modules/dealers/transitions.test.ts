import { DEALER_TRANSITIONS as TRANSITIONS } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/envelope.ts';
import { type DealerAction, nextStatus, type RelationState, type Side } from './transitions.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a refusal');
};

const invitedBy = (side: Side): RelationState => ({ status: 'invited', initiatedBy: side });
const at = (status: RelationState['status']): RelationState => ({ status, initiatedBy: 'brand' });

describe('the dealer state machine', () => {
  it('opens a relation by an invitation or a request, again after a decline or a termination', () => {
    for (const from of [null, at('declined'), at('terminated')]) {
      expect(nextStatus('invite', 'brand', from)).toBe('invited');
      expect(nextStatus('request', 'retailer', from)).toBe('invited');
    }
    for (const from of [at('active'), at('suspended'), invitedBy('retailer')]) {
      expect(refusal(() => nextStatus('invite', 'brand', from)).error).toBe('invalid_transition');
    }
  });

  it('lets the side that was asked accept or decline, and the side that asked withdraw', () => {
    expect(nextStatus('accept', 'retailer', invitedBy('brand'))).toBe('active');
    expect(nextStatus('accept', 'brand', invitedBy('retailer'))).toBe('active');
    expect(nextStatus('decline', 'brand', invitedBy('retailer'))).toBe('declined');
    expect(nextStatus('withdraw', 'retailer', invitedBy('retailer'))).toBe('declined');
    const ownAccept = refusal(() => nextStatus('accept', 'brand', invitedBy('brand')));
    expect(ownAccept.status).toBe(409);
    expect(ownAccept.message).toContain('the retailer answers it');
    expect(refusal(() => nextStatus('withdraw', 'brand', invitedBy('retailer'))).message).toContain(
      'decline it instead',
    );
  });

  it('suspends, reactivates and terminates only from the statuses that allow it', () => {
    expect(nextStatus('suspend', 'brand', at('active'))).toBe('suspended');
    expect(nextStatus('reactivate', 'brand', at('suspended'))).toBe('active');
    expect(nextStatus('terminate', 'brand', at('suspended'))).toBe('terminated');
    expect(nextStatus('terminate', 'brand', at('active'))).toBe('terminated');
    const refused = refusal(() => nextStatus('suspend', 'brand', at('terminated')));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      'It cannot be suspended: the dealership is terminated (allowed from active).',
    );
    expect(refusal(() => nextStatus('accept', 'retailer', null)).message).toContain(
      'there is no dealership yet',
    );
  });

  it('refuses every action the table does not list for a status', () => {
    const statuses = ['invited', 'active', 'suspended', 'terminated', 'declined'] as const;
    for (const [action, rule] of Object.entries(TRANSITIONS)) {
      for (const status of statuses) {
        if ((rule.from as readonly (string | null)[]).includes(status)) continue;
        const error = refusal(() => nextStatus(action as DealerAction, rule.by[0], at(status)));
        expect(error.error, `${action} from ${status}`).toBe('invalid_transition');
      }
    }
  });

  it('keeps the brand-only actions from a retailer', () => {
    expect(refusal(() => nextStatus('suspend', 'retailer', at('active'))).status).toBe(403);
    expect(refusal(() => nextStatus('invite', 'retailer', null)).status).toBe(403);
  });
});
