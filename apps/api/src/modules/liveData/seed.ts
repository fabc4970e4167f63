// Live Data Program demo: Harbor (the demo retailer) shares inventory and sales with Voltline and is not yet
// enrolled with Ridgeway; Summit shares inventory with Voltline but has paused. Imports go through the same
// checks as real ones: a stock CSV with one refused row (an unknown SKU), sales sent with Harbor's API key.
// API keys: Harbor's stock feed (live_data:write) and Voltline's keys, one of them revoked.
import { type API_KEY_SCOPES, LIVE_DATA_TERMS_VERSION } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import { hashSecret } from '../../auth/tokens.ts';
import { apiKeys, liveDataEnrollments, products, shops, statusChanges } from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import { newApiKey } from '../apiKeys/keys.ts';
import { ENROLMENT_ENTITY } from './enrolments.ts';
import { writeImport } from './imports.ts';
import type { RawRow } from './rows.ts';

const DAY = 86_400_000;
const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY);
const dateOf = (date: Date) => date.toISOString().slice(0, 10);

async function seedKey(
  tx: Transaction,
  companyId: number,
  createdBy: number,
  name: string,
  scopes: (typeof API_KEY_SCOPES)[number][],
  extra: Partial<typeof apiKeys.$inferInsert> = {},
): Promise<number> {
  const { secret, prefix } = newApiKey();
  const [key] = await tx
    .insert(apiKeys)
    .values({ companyId, name, prefix, hash: hashSecret(secret), scopes, createdBy, ...extra })
    .returning({ id: apiKeys.id });
  if (!key) throw new Error('seed: API key not written');
  return key.id;
}

async function seedEnrolment(
  tx: Transaction,
  retailerId: number,
  brandId: number,
  userId: number,
  scopes: string[],
  consentedAt: Date,
) {
  const [enrolment] = await tx
    .insert(liveDataEnrollments)
    .values({
      companyId: retailerId,
      brandCompanyId: brandId,
      scopes,
      status: 'active',
      termsVersion: LIVE_DATA_TERMS_VERSION,
      consentedBy: userId,
      consentedAt,
      createdAt: consentedAt,
    })
    .returning({ id: liveDataEnrollments.id });
  if (!enrolment) throw new Error('seed: enrolment not written');
  await tx.insert(statusChanges).values({
    entity: ENROLMENT_ENTITY,
    entityId: String(enrolment.id),
    fromStatus: null,
    toStatus: 'active',
    actorUserId: userId,
    reason: `Consent: ${scopes.join(', ')} (terms ${LIVE_DATA_TERMS_VERSION}).`,
    at: consentedAt,
  });
  return enrolment.id;
}

export async function seedLiveData(tx: Transaction, ids: DemoIds, now = new Date()): Promise<void> {
  const models = await tx
    .select({ sku: products.sku })
    .from(products)
    .where(eq(products.brandCompanyId, ids.brand))
    .orderBy(asc(products.id))
    .limit(4);
  const shopsOf = (companyId: number) =>
    tx.select({ name: shops.name }).from(shops).where(eq(shops.companyId, companyId)).orderBy(asc(shops.id));
  const harborShops = await shopsOf(ids.retailer);
  const summitShops = await shopsOf(ids.otherRetailer);
  if (models.length < 3 || !harborShops.length || !summitShops.length) return;

  await seedKey(tx, ids.brand, ids.brandUser, 'Dealer portal sync', ['bookings:read', 'warranties:read'], {
    createdAt: daysAgo(40, now),
    lastUsedAt: daysAgo(1, now),
  });
  await seedKey(tx, ids.brand, ids.brandUser, 'Old ERP export', ['warranties:read'], {
    createdAt: daysAgo(200, now),
    revokedAt: daysAgo(90, now),
  });
  const feed = await seedKey(tx, ids.retailer, ids.retailerUser, 'POS stock feed', ['live_data:write'], {
    createdAt: daysAgo(12, now),
    lastUsedAt: daysAgo(2, now),
  });

  await seedEnrolment(
    tx,
    ids.retailer,
    ids.brand,
    ids.retailerUser,
    ['inventory', 'sales'],
    daysAgo(14, now),
  );
  const summit = await seedEnrolment(
    tx,
    ids.otherRetailer,
    ids.brand,
    ids.summitOwner,
    ['inventory'],
    daysAgo(20, now),
  );

  const harbor = { companyId: ids.retailer, userId: ids.retailerUser, apiKeyId: null };
  const [first, second] = harborShops;
  const stock: RawRow[] = models
    .slice(0, 3)
    .flatMap((model, index) => [
      { date: dateOf(daysAgo(3, now)), shop: first?.name, sku: model.sku, quantity: String(6 - index) },
      ...(second
        ? [{ date: dateOf(daysAgo(3, now)), shop: second.name, sku: model.sku, quantity: String(2 + index) }]
        : []),
    ]);
  // The refused row: a SKU none of Harbor's brands sells.
  stock.push({ date: dateOf(daysAgo(3, now)), shop: first?.name, sku: 'NOT-A-MODEL-99', quantity: '1' });
  const numbered = (rows: RawRow[], from: number) => rows.map((raw, index) => ({ row: index + from, raw }));
  await writeImport(
    tx,
    harbor,
    'inventory',
    numbered(stock, 2),
    { source: 'csv', fileName: 'stock-week-47.csv' },
    daysAgo(3, now),
  );
  const sales: RawRow[] = models.slice(0, 3).flatMap((model, index) =>
    Array.from({ length: 3 - index }, (_, day) => ({
      date: dateOf(daysAgo(day + 1, now)),
      shop: first?.name,
      sku: model.sku,
      quantity: '1',
    })),
  );
  await writeImport(
    tx,
    { ...harbor, apiKeyId: feed },
    'sales',
    numbered(sales, 1),
    { source: 'api', fileName: null },
    daysAgo(2, now),
  );

  const summitSender = { companyId: ids.otherRetailer, userId: ids.summitOwner, apiKeyId: null };
  const summitStock = models.slice(0, 2).map((model, index) => ({
    date: dateOf(daysAgo(9, now)),
    shop: summitShops[0]?.name,
    sku: model.sku,
    quantity: String(3 + index),
  }));
  await writeImport(
    tx,
    summitSender,
    'inventory',
    numbered(summitStock, 2),
    { source: 'csv', fileName: 'summit-stock.csv' },
    daysAgo(9, now),
  );
  // Summit paused a week ago: its stock stays visible to Voltline as it was; nothing new is accepted.
  await tx
    .update(liveDataEnrollments)
    .set({ status: 'paused', pausedAt: daysAgo(7, now), version: 2 })
    .where(eq(liveDataEnrollments.id, summit));
  await tx.insert(statusChanges).values({
    entity: ENROLMENT_ENTITY,
    entityId: String(summit),
    fromStatus: 'active',
    toStatus: 'paused',
    actorUserId: ids.summitOwner,
    reason: 'Stocktake in progress',
    at: daysAgo(7, now),
  });
}
