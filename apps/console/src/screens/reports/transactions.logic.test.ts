import { transactionListQuery } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { readListQuery, writeListQuery } from '../../shared/list/listQuery.logic';
import {
  ADMIN_LINKS,
  availabilityText,
  BRAND_LINKS,
  RETAILER_LINKS,
  reportTime,
  transactionCount,
  transactionFilters,
  transactionsFileName,
} from './transactions.logic';

describe('the Transactions report in the URL', () => {
  it('reads its filters, dropping a value the contract refuses', () => {
    const query = readListQuery(
      transactionListQuery,
      new URLSearchParams('from=2026-11-01&to=2026-11-30&type=payout&status=paid&pageNum=2'),
    );
    expect(query).toEqual({
      pageNum: 2,
      pageSize: 20,
      from: '2026-11-01',
      to: '2026-11-30',
      type: 'payout',
      status: undefined,
      payoutId: undefined,
      companyId: undefined,
    });
    expect(transactionFilters(query)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      type: 'payout',
      status: undefined,
    });
  });

  it('drops an end date before the start date', () => {
    const query = readListQuery(transactionListQuery, new URLSearchParams('from=2026-11-10&to=2026-11-01'));
    expect(query.from).toBe('2026-11-10');
    expect(query.to).toBeUndefined();
  });

  it('writes only what differs from the defaults', () => {
    const query = readListQuery(transactionListQuery, new URLSearchParams());
    expect(writeListQuery(transactionListQuery, { ...query, status: 'pending' }).toString()).toBe(
      'status=pending',
    );
  });
});

describe('links of a row', () => {
  const claim = { type: 'warranty_claim', id: 7, label: 'CLM-000007' } as const;
  const payout = { type: 'payout', id: 4, label: 'PO-000004' } as const;
  const log = { type: 'pay_log', id: 12, label: 'Payment log #12' } as const;

  it("take a retailer to the claim's unit and the payout's drill-down; a payment log has no page", () => {
    expect(RETAILER_LINKS.reference(claim)).toBe('/warranty/detail?claim=7');
    expect(RETAILER_LINKS.reference(payout)).toBe('/reports/payouts/detail?id=4');
    expect(RETAILER_LINKS.reference(log)).toBeNull();
    expect(RETAILER_LINKS.payout(4)).toBe('/reports/payouts/detail?id=4');
  });

  it('take a brand to its claims only', () => {
    expect(BRAND_LINKS.reference(claim)).toBe('/warranty/detail?claim=7');
    expect(BRAND_LINKS.reference(payout)).toBeNull();
    expect(BRAND_LINKS.payout(4)).toBeNull();
  });

  it("take an admin to the company's claims and payment logs", () => {
    expect(ADMIN_LINKS.reference(claim)).toBe('/warranty/detail?claim=7');
    expect(ADMIN_LINKS.reference({ type: 'pay_log', id: 12, label: 'Payment log #12' })).toBe(
      '/amount/payLogs?view=history&log=12',
    );
    expect(ADMIN_LINKS.reference(payout)).toBeNull();
    expect(ADMIN_LINKS.payout(4)).toBeNull();
  });
});

describe('words and figures', () => {
  it('say when pending money becomes available, and since when it was', () => {
    expect(availabilityText({ status: 'pending', availableOn: '2026-11-29T15:00:00.000Z' })).toBe(
      'Available on 2026-11-29',
    );
    expect(availabilityText({ status: 'available', availableOn: '2026-11-20T15:00:00.000Z' })).toBe(
      'Available since 2026-11-20',
    );
    expect(availabilityText({ status: 'available', availableOn: null })).toBeNull();
  });

  it('count, time and name the export', () => {
    expect(transactionCount(1)).toBe('1 transaction');
    expect(transactionCount(1234)).toBe('1,234 transactions');
    expect(reportTime('2026-11-24T15:04:05.000Z')).toBe('2026-11-24 15:04');
    expect(transactionsFileName('2026-11-27')).toBe('transactions-2026-11-27.csv');
  });
});
