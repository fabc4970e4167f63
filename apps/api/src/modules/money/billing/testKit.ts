// Shared steps of the billing tests: a card saved through the simulator's form, a compensated claim, a
// statement's numbers read back from the ledger and the simulator.
import type { ClaimDetail, PaymentMethodRow } from '@console/contract';
import { and, count, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerTransactions, products, providerSimObjects, statementCharges } from '../../../db/schema.ts';
import type { TestApp } from '../../../test/testApp.ts';
import { approveInFull, typeId } from '../../claims/testKit.ts';
import { type Auth, isoDaysFromToday, post, registration } from '../../warranty/testKit.ts';

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declinedAtSetup: '4000 0000 0000 0002',
  chargesDeclined: '4000 0000 0000 0341',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** Next year's December, as the form takes it. */
export const FUTURE_EXPIRY = `12 / ${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0')}`;

/** The client secret in a form URL the set-up answered. */
export function secretOf(formUrl: string): string {
  return new URL(formUrl, 'http://x.invalid').searchParams.get('client_secret') ?? '';
}

/** Posts the simulator's form as a browser would (form-encoded). */
export function submitCardForm(t: TestApp, clientSecret: string, number: string, expiry = FUTURE_EXPIRY) {
  return t.app.inject({
    method: 'POST',
    url: '/sim/card/setup',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_secret: clientSecret, number, expiry, cvc: '123' }).toString(),
  });
}

/** Starts a set-up as `auth`: its id and the form's client secret. */
export async function startSetup(t: TestApp, auth: Auth): Promise<{ setupIntentId: string; secret: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/billing/cards/setup', headers: auth });
  expect(response.statusCode).toBe(200);
  const { setupIntentId, formUrl } = response.json().data;
  return { setupIntentId, secret: secretOf(formUrl) };
}

export function completeSetup(t: TestApp, auth: Auth, setupIntentId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/cards/complete',
    headers: auth,
    payload: { setupIntentId },
  });
}

/** A card saved through the form and stored as the default; the stored card. */
export async function addCard(
  t: TestApp,
  auth: Auth,
  number: string = CARDS.succeeds,
): Promise<PaymentMethodRow> {
  const { setupIntentId, secret } = await startSetup(t, auth);
  const form = await submitCardForm(t, secret, number);
  expect(form.statusCode).toBe(303);
  const completed = await completeSetup(t, auth, setupIntentId);
  expect(completed.statusCode).toBe(200);
  return completed.json().data.card;
}

/** A compensated claim of the brand on a fresh unit sold by the retailer (repair in shop, approved in full). */
export async function compensatedClaim(
  t: TestApp,
  retailer: Auth,
  reviewer: Auth,
  sku: 'VL-CITY-24' | 'RW-TRAIL-24' = 'VL-CITY-24',
): Promise<ClaimDetail> {
  const [product] = await t.db
    .select({ id: products.id, brandId: products.brandCompanyId })
    .from(products)
    .where(eq(products.sku, sku));
  if (!product) throw new Error(`the seed has no ${sku}`);
  const unit = await post(
    t,
    '/api/warranties',
    retailer,
    registration(product.id, { purchaseDate: isoDaysFromToday(-30) }),
  );
  expect(unit.statusCode).toBe(200);
  const submitted = await post(t, '/api/claims', retailer, {
    warrantyId: unit.json().data.id,
    failureDate: isoDaysFromToday(-3),
    repairDate: isoDaysFromToday(-1),
    complaint: 'Motor cuts out under load.',
    diagnosis: 'Hall sensor failure.',
    causalComponentType: 'motor',
    fulfillmentTypeId: await typeId(t, 'repair_in_shop', product.brandId),
    lines: [{ kind: 'part', code: 'MOT-01', description: 'Motor', quantity: 1, unitCents: 123_456 }],
  });
  expect(submitted.statusCode).toBe(200);
  const reviewed = await post(t, `/api/claims/${submitted.json().data.id}/review`, reviewer, {});
  expect(reviewed.statusCode).toBe(200);
  const approved = await approveInFull(t, reviewed.json().data, reviewer);
  expect(approved.statusCode).toBe(200);
  expect(approved.json().data.status).toBe('compensated');
  return approved.json().data;
}

/** The ledger's `brand_charge` postings of a statement (exactly one once it is paid). */
export async function chargePostings(t: TestApp, statementId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `statement:${statementId}:charge`));
  return row?.n ?? 0;
}

/** The charges the simulator made for a statement, by their outcome. */
export async function simCharges(t: TestApp, statementId: number) {
  const rows = await t.db
    .select({ data: providerSimObjects.data })
    .from(providerSimObjects)
    .where(like(providerSimObjects.idempotencyKey, `statement:${statementId}:attempt:%`));
  const statuses = rows.map((row) => (row.data as { status: string }).status);
  return { total: rows.length, succeeded: statuses.filter((status) => status === 'succeeded').length };
}

/** Our record of a statement's attempts by status. */
export async function attemptsOf(t: TestApp, statementId: number, status: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(statementCharges)
    .where(and(eq(statementCharges.statementId, statementId), eq(statementCharges.status, status)));
  return row?.n ?? 0;
}
