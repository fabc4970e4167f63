import {
  type DealerInitiator,
  type DealerRelationState,
  type DealerStatus,
  dealerActions,
} from '@console/contract';
import { describe, expect, it } from 'vitest';
import { actionText, dayOf, dealerStatusLabel, exportFileName, mayChangeDealerships } from './dealer.logic';

const STATUSES: DealerStatus[] = ['invited', 'active', 'suspended', 'terminated', 'declined'];
const SIDES: DealerInitiator[] = ['brand', 'retailer'];

describe('dealer display', () => {
  it('reads a pending relation by who asked', () => {
    expect(dealerStatusLabel({ status: 'invited', initiatedBy: 'brand' })).toBe('Invited');
    expect(dealerStatusLabel({ status: 'invited', initiatedBy: 'retailer' })).toBe('Requested');
    expect(dealerStatusLabel({ status: 'declined', initiatedBy: 'retailer' })).toBe('Declined');
  });

  it('has the texts of every action either side may take, whatever the relation', () => {
    const relations: (DealerRelationState | null)[] = [
      null,
      ...STATUSES.flatMap((status) => SIDES.map((initiatedBy) => ({ status, initiatedBy }))),
    ];
    for (const side of SIDES) {
      for (const relation of relations) {
        for (const action of dealerActions(side, relation)) {
          const text = actionText(side, action);
          expect(text.title('Harbor Cycles')).toContain('Harbor Cycles');
          expect(text.done).toMatch(/\.$/);
        }
      }
    }
    expect(() => actionText('retailer', 'suspend')).toThrow('no retailer action suspend');
  });

  it('lets owners and managers act, not staff', () => {
    expect([1, 2, 3, null, undefined].map(mayChangeDealerships)).toEqual([true, true, false, false, false]);
  });

  it('shows dates and names the export', () => {
    expect(dayOf('2025-03-14T09:00:00.000Z')).toBe('2025-03-14');
    expect(dayOf(null)).toBe('—');
    expect(exportFileName('2026-11-25')).toBe('retailers-2026-11-25.csv');
  });
});
