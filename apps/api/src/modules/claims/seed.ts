// Demo claim configuration: the platform's six fulfillment types (domain §2.3), one type of each demo
// brand that pays the dealer nothing (the brand ships a replacement), a platform default compensation rule
// and one rule per demo brand.
import { compensationRules, fulfillmentTypes } from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';

const type = (code: string, name: string, requiresReturn: boolean, shipsReplacement: boolean) => ({
  ownerCompanyId: null,
  code,
  name,
  requiresReturn,
  shipsReplacement,
  compensatesRetailer: true,
});

const PLATFORM_TYPES = [
  type('repair_in_shop', 'Repair in shop', false, false),
  type('replace_part_shipped', 'Replacement part shipped', false, true),
  type('replace_unit', 'Replace the unit', true, true),
  type('advance_exchange', 'Advance exchange', true, true),
  type('return_to_brand_for_repair', 'Return to brand for repair', true, false),
  type('credit_only', 'Credit only', false, false),
];

const OPERATIONS = [
  { code: 'DIAG', description: 'Diagnosis and test ride', standardHours: 0.5 },
  { code: 'MOTOR-RR', description: 'Motor remove and refit', standardHours: 1.5 },
  { code: 'BATT-RR', description: 'Battery remove and refit', standardHours: 0.3 },
  { code: 'DISPLAY-RR', description: 'Display remove and refit', standardHours: 0.4 },
];

/** The code of each demo brand's type that pays the dealer nothing. */
export const REPLACEMENT_ONLY = 'replacement_only';

export async function seedClaimConfig(tx: Transaction, ids: DemoIds): Promise<void> {
  await tx.insert(fulfillmentTypes).values(PLATFORM_TYPES);
  await tx.insert(fulfillmentTypes).values(
    [ids.brand, ids.onsiteBrand].map((ownerCompanyId) => ({
      ...type(REPLACEMENT_ONLY, 'Replacement shipped, no labor paid', false, true),
      ownerCompanyId,
      compensatesRetailer: false,
    })),
  );
  const rule = (ownerCompanyId: number | null, name: string, laborRateCentsPerHour: number) => ({
    ownerCompanyId,
    name,
    laborRateCentsPerHour,
    laborOperations: OPERATIONS,
    partsBasis: 'cost_plus_pct',
    partsMarkupPct: 20,
    handlingFeeCents: 2_500,
    freightCapCents: 7_500,
    claimCapCents: 250_000,
    submitWithinDays: 30,
    effectiveFrom: '2019-01-01',
    createdBy: ids.admin,
  });
  await tx
    .insert(compensationRules)
    .values([
      rule(null, 'Platform default', 9_000),
      rule(ids.brand, 'Voltline dealer rate', 11_000),
      rule(ids.onsiteBrand, 'Ridgeway dealer rate', 10_500),
    ]);
}
