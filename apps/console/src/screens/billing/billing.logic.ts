// Brand billing in words: cards, periods, where a statement's charge stands. Dates are UTC days, as the
// statements' months are.
import type { PaymentMethodRow, StatementRow } from '@console/contract';
import { CARD_BRANDS } from '../../shared/money/money.labels';

/** 'Visa ending in 4242' */
export function cardLabel(card: Pick<PaymentMethodRow, 'cardBrand' | 'last4'>): string {
  return `${CARD_BRANDS[card.cardBrand] ?? card.cardBrand} ending in ${card.last4}`;
}

/** 'Expires 12/2027' */
export function expiryText(card: Pick<PaymentMethodRow, 'expMonth' | 'expYear'>): string {
  return `Expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** What to do about a card that expires soon or has expired; null for a valid one. */
export function expiryWarning(card: Pick<PaymentMethodRow, 'expiry'>): string | null {
  if (card.expiry === 'expired')
    return 'This card has expired: add a new card, or statements cannot be paid.';
  if (card.expiry === 'expiring_soon')
    return 'This card expires soon: add a new card before then, so statements keep being paid.';
  return null;
}

/** The UTC day of an ISO timestamp: '2026-11-02'. */
export const isoDay = (iso: string): string => iso.slice(0, 10);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-10' → 'October 2026' */
export function monthName(period: string): string {
  const [year, month] = period.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** What a statement covers: its month, or for one issued early the month so far. */
export function periodLabel(row: Pick<StatementRow, 'period' | 'kind' | 'coversThrough'>): string {
  return row.kind === 'monthly'
    ? monthName(row.period)
    : `${monthName(row.period)}, to ${isoDay(row.coversThrough)}`;
}

/** Where the charge stands, for the "Next retry" column and the detail. */
export function nextChargeText(
  row: Pick<StatementRow, 'status' | 'charging' | 'nextAttemptAt' | 'lastFailureCode'>,
): string {
  if (row.status === 'paid') return '—';
  if (row.charging) return 'Waiting for the card provider';
  if (row.nextAttemptAt) return isoDay(row.nextAttemptAt);
  if (row.lastFailureCode === 'no_card') return 'When a card is added';
  return 'No more retries: update the card';
}

/** The statement's file name for a download: 'statement-ST-202610-3.pdf'. */
export function statementFileName(number: string, extension: 'csv' | 'pdf'): string {
  return `statement-${number}.${extension}`;
}

/** Where a claim opens: its drawer on its unit's page. */
export function claimPath(claimId: number): string {
  return `/warranty/detail?claim=${claimId}`;
}

/** The last `count` months up to `today`'s, newest first ('2026-11', '2026-10', …): the period filter's choices. */
export function recentPeriods(today: Date, count: number): string[] {
  return Array.from({ length: count }, (_, back) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  );
}
