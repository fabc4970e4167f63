import type { CompanyBalanceResult, LedgerEntryListQuery, LedgerEntryRow } from '@console/contract';
import type { LedgerEntryPage } from './onsite.api';

export const balance: CompanyBalanceResult = {
  available_score: 12345.67,
  available_cents: 1234567,
  currency: 'usd',
};

const DAY = 24 * 60 * 60 * 1000;
const newest = Date.UTC(2025, 2, 14, 10, 30);

/**
 * A ledger of `total` entries, newest first: every fifth a debit, the rest credits, the balance after each
 * consistent with the ones below it, ending at the balance above.
 */
export function ledger(total: number) {
  const entries: LedgerEntryRow[] = [];
  let after = balance.available_score;
  for (let index = 0; index < total; index += 1) {
    const debit = index % 5 === 1;
    const amount = debit ? -(100 + index) : 250 + index * 10;
    const id = total - index;
    entries.push({
      id,
      postedAt: new Date(newest - index * DAY).toISOString(),
      kind: 'manual_adjustment',
      description: debit ? `Chargeback on order ${1000 + id}` : `Offline payment received (${id})`,
      referenceType: 'pay_log',
      referenceId: String(id),
      amount,
      balanceAfter: Math.round(after * 100) / 100,
    });
    after -= amount;
  }
  return (query: LedgerEntryListQuery): Promise<LedgerEntryPage> => {
    const start = (query.pageNum - 1) * query.pageSize;
    return Promise.resolve({ rows: entries.slice(start, start + query.pageSize), total });
  };
}
