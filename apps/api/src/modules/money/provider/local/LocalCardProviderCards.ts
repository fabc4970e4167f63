// The local card provider's test cards (like Stripe's test mode: only these numbers are accepted, each with
// a known outcome) and the checks its card form makes on what was typed.

export type TestCardOutcome = 'succeeds' | 'declined_at_setup' | 'charges_declined' | 'insufficient_funds';

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard';
  outcome: TestCardOutcome;
  /** What the form's list of test cards says it does. */
  says: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeds', says: 'Saved; its charges succeed.' },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    outcome: 'succeeds',
    says: 'Saved; its charges succeed.',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'declined_at_setup',
    says: 'Declined when it is saved (card_declined).',
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    outcome: 'charges_declined',
    says: 'Saved; its charges are declined (card_declined).',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'insufficient_funds',
    says: 'Saved; its charges fail (insufficient_funds).',
  },
];

/** What the form sends: the number, 'MM / YY' and the security code, as typed. */
export interface CardEntry {
  number: string;
  expiry: string;
  cvc: string;
}

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: TestCardOutcome;
}

export type CardCheck =
  | { ok: true; card: CheckedCard }
  | { ok: false; field: keyof CardEntry; message: string };

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM / YY', 'MM/YY' or 'MM/YYYY' → month and four-digit year; null when it is not one. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The typed card checked the way a provider's form checks it; a valid number must be a test card. */
export function checkCardEntry(entry: CardEntry, now: Date): CardCheck {
  const digits = entry.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, field: 'number', message: 'Your card number is invalid.' };
  }
  const expiry = parseExpiry(entry.expiry);
  if (!expiry) {
    return { ok: false, field: 'expiry', message: "Enter your card's expiry as MM / YY." };
  }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expiry.year * 12 + expiry.month - 1 < thisMonth) {
    return { ok: false, field: 'expiry', message: "Your card's expiry date is in the past." };
  }
  if (!/^\d{3,4}$/.test(entry.cvc.trim())) {
    return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  }
  const test = TEST_CARDS.find((card) => card.number === digits);
  if (!test) {
    return {
      ok: false,
      field: 'number',
      message: 'Your card was declined: this is the card simulator, use one of the test cards below.',
    };
  }
  return {
    ok: true,
    card: {
      brand: test.brand,
      last4: digits.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      outcome: test.outcome,
    },
  };
}
