// Shared steps of the claims tests: a fresh unit sold by the demo retailer, and a claim on it.
import type { ClaimDetail, ClaimSubmitInput } from '@console/contract';
import { and, count, eq, isNull, or } from 'drizzle-orm';
import { expect } from 'vitest';
import { fulfillmentTypes, ledgerTransactions, products } from '../../db/schema.ts';
import type { TestApp } from '../../test/testApp.ts';
import { type Auth, isoDaysFromToday, post, registration } from '../warranty/testKit.ts';

export function put(t: TestApp, url: string, headers: Auth, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url, headers, payload });
}

/** A Voltline product and the platform's repair-in-shop type. */
export async function claimFixtures(t: TestApp) {
  const [product] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.brandCompanyId, t.ids.brand), eq(products.sku, 'VL-CITY-24')));
  const [repair] = await t.db
    .select({ id: fulfillmentTypes.id })
    .from(fulfillmentTypes)
    .where(eq(fulfillmentTypes.code, 'repair_in_shop'));
  if (!product || !repair) throw new Error('the seed has no Voltline City or repair_in_shop');
  return { productId: product.id, repairTypeId: repair.id };
}

/** A registered unit, sold by the retailer a month ago (every component covered). */
export async function freshWarrantyId(t: TestApp, retailer: Auth, productId: number): Promise<number> {
  const response = await post(
    t,
    '/api/warranties',
    retailer,
    registration(productId, { purchaseDate: isoDaysFromToday(-30) }),
  );
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

/** A motor claim: 1.5 h of labor at $110 and a $420 part (claimed 58,500 cents). */
export function submission(
  warrantyId: number,
  fulfillmentTypeId: number,
  extra: Partial<ClaimSubmitInput> = {},
): ClaimSubmitInput {
  return {
    warrantyId,
    failureDate: isoDaysFromToday(-3),
    repairDate: isoDaysFromToday(-1),
    complaint: 'Motor cuts out under load.',
    diagnosis: 'Hall sensor failure.',
    causalComponentType: 'motor',
    fulfillmentTypeId,
    lines: [
      {
        kind: 'labor',
        code: 'MOTOR-RR',
        description: 'Motor remove and refit',
        quantity: 1.5,
        unitCents: 11_000,
      },
      { kind: 'part', code: 'VLC-MOT-01', description: 'Motor', quantity: 1, unitCents: 42_000 },
    ],
    ...extra,
  };
}

/** A submitted claim on a fresh unit. */
export async function submittedClaim(t: TestApp, retailer: Auth): Promise<ClaimDetail> {
  const { productId, repairTypeId } = await claimFixtures(t);
  const warrantyId = await freshWarrantyId(t, retailer, productId);
  const response = await post(t, '/api/claims', retailer, submission(warrantyId, repairTypeId));
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The id of a fulfillment type by code: a platform default, or the brand's own. */
export async function typeId(t: TestApp, code: string, brandId = t.ids.brand): Promise<number> {
  const [type] = await t.db
    .select({ id: fulfillmentTypes.id })
    .from(fulfillmentTypes)
    .where(
      and(
        eq(fulfillmentTypes.code, code),
        or(isNull(fulfillmentTypes.ownerCompanyId), eq(fulfillmentTypes.ownerCompanyId, brandId)),
      ),
    );
  if (!type) throw new Error(`no fulfillment type ${code}`);
  return type.id;
}

/** A claim of the fulfillment type `code` on a fresh unit, taken under review by `reviewer`. */
export async function claimUnderReview(
  t: TestApp,
  retailer: Auth,
  reviewer: Auth,
  code = 'repair_in_shop',
  extra: Partial<ClaimSubmitInput> = {},
): Promise<ClaimDetail> {
  const { productId } = await claimFixtures(t);
  const warrantyId = await freshWarrantyId(t, retailer, productId);
  const submitted = await post(
    t,
    '/api/claims',
    retailer,
    submission(warrantyId, await typeId(t, code), extra),
  );
  expect(submitted.statusCode).toBe(200);
  const reviewed = await post(t, `/api/claims/${submitted.json().data.id}/review`, reviewer, {});
  expect(reviewed.statusCode).toBe(200);
  return reviewed.json().data;
}

/** Approves every line of a claim in full. */
export function approveInFull(t: TestApp, claim: ClaimDetail, reviewer: Auth) {
  return post(t, `/api/claims/${claim.id}/approve`, reviewer, {
    lines: claim.lines.map((line) => ({ lineId: line.id, approvedCents: line.claimedCents })),
  });
}

/** POST /api/claims/:id/<action> as `auth`. */
export function claimAction(
  t: TestApp,
  id: number,
  action: string,
  auth: Auth,
  payload: Record<string, unknown> = {},
) {
  return post(t, `/api/claims/${id}/${action}`, auth, payload);
}

/** How many compensation credits the ledger holds for a claim (exactly one once paid, whatever repeats). */
export async function compensationCredits(t: TestApp, claimId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `claim:${claimId}:compensation`));
  return row?.n ?? 0;
}
