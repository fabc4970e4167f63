import { describe, expect, it } from 'vitest';
import { dealerActions, dealerInviteBody, dealerListQuery } from './dealers.ts';

describe('dealerActions', () => {
  it('gives each side what it may do with a relation now', () => {
    expect(dealerActions('brand', null)).toEqual(['invite']);
    expect(dealerActions('retailer', null)).toEqual(['request']);
    expect(dealerActions('brand', { status: 'invited', initiatedBy: 'brand' })).toEqual(['withdraw']);
    expect(dealerActions('brand', { status: 'invited', initiatedBy: 'retailer' })).toEqual([
      'accept',
      'decline',
    ]);
    expect(dealerActions('retailer', { status: 'invited', initiatedBy: 'brand' })).toEqual([
      'accept',
      'decline',
    ]);
    expect(dealerActions('brand', { status: 'active', initiatedBy: 'brand' })).toEqual([
      'suspend',
      'terminate',
    ]);
    expect(dealerActions('brand', { status: 'suspended', initiatedBy: 'brand' })).toEqual([
      'reactivate',
      'terminate',
    ]);
    expect(dealerActions('retailer', { status: 'active', initiatedBy: 'retailer' })).toEqual([]);
    expect(dealerActions('retailer', { status: 'terminated', initiatedBy: 'brand' })).toEqual(['request']);
    expect(dealerActions('brand', { status: 'declined', initiatedBy: 'retailer' })).toEqual(['invite']);
  });
});

describe('dealer bodies and queries', () => {
  it('takes an optional dealer number of letters, digits and . _ / -', () => {
    expect(dealerInviteBody.parse({ retailerId: 3, dealerNumber: ' VL-12/a ' })).toEqual({
      retailerId: 3,
      dealerNumber: 'VL-12/a',
    });
    expect(dealerInviteBody.parse({ retailerId: 3, dealerNumber: '' })).toEqual({ retailerId: 3 });
    expect(dealerInviteBody.safeParse({ retailerId: 3, dealerNumber: 'VL 12' }).success).toBe(false);
  });

  it('sorts by name unless told, and ignores blank filters', () => {
    expect(dealerListQuery.parse({ status: '', q: ' ' })).toEqual({ pageNum: 1, pageSize: 20, sort: 'name' });
    expect(dealerListQuery.safeParse({ state: 'XX' }).success).toBe(false);
  });
});
