// Checking live data rows, one at a time, the same for a CSV line and an API row: the date, the retailer's
// shop, the model (a SKU of a brand it deals for), the quantity, and consent — a row about a brand whose
// enrolment does not include the scope (or is paused or revoked) is refused, so nothing unconsented is stored.
import {
  LIVE_DATA_SCOPE_LABELS,
  type LiveDataEnrolmentStatus,
  type LiveDataRowError,
  type LiveDataScope,
} from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  brandRetailers,
  companies,
  DealerStatus,
  liveDataEnrollments,
  products,
  shops,
} from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

/** A row as it arrived: column name → text (missing columns absent). */
export type RawRow = Partial<Record<string, string>>;

/** A row that passed every check: what a live_data_records row stores. */
export interface CheckedRow {
  brandCompanyId: number;
  shopId: number;
  productId: number;
  quantity: number;
  occurredOn: string;
  serialNumber: string | null;
}

interface Model {
  productId: number;
  brandCompanyId: number;
  brandName: string;
}

/** What the checks look rows up in, read once per import. */
export interface RowContext {
  scope: LiveDataScope;
  shopsById: Map<number, number>;
  shopsByName: Map<string, number>;
  /** SKU (upper case) → the models of the retailer's brands with it. */
  models: Map<string, Model[]>;
  enrolments: Map<number, { status: LiveDataEnrolmentStatus; scopes: string[] }>;
  /** The latest date a row may carry (tomorrow, UTC: a shop a time zone ahead is already there). */
  latestDate: string;
}

export async function rowContext(
  db: Database | Transaction,
  retailerId: number,
  scope: LiveDataScope,
): Promise<RowContext> {
  const ownShops = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(eq(shops.companyId, retailerId));
  const brands = await db
    .select({ id: companies.id, name: companies.name })
    .from(brandRetailers)
    .innerJoin(companies, eq(companies.id, brandRetailers.brandCompanyId))
    .where(
      and(eq(brandRetailers.retailerCompanyId, retailerId), eq(brandRetailers.status, DealerStatus.active)),
    );
  const brandNames = new Map(brands.map((brand) => [brand.id, brand.name]));
  const catalogue = brands.length
    ? await db
        .select({ id: products.id, sku: products.sku, brandCompanyId: products.brandCompanyId })
        .from(products)
        .where(inArray(products.brandCompanyId, [...brandNames.keys()]))
    : [];
  const models = new Map<string, Model[]>();
  for (const product of catalogue) {
    const key = product.sku.toUpperCase();
    models.set(key, [
      ...(models.get(key) ?? []),
      {
        productId: product.id,
        brandCompanyId: product.brandCompanyId,
        brandName: brandNames.get(product.brandCompanyId) ?? '',
      },
    ]);
  }
  const enrolments = await db
    .select({
      brandCompanyId: liveDataEnrollments.brandCompanyId,
      status: liveDataEnrollments.status,
      scopes: liveDataEnrollments.scopes,
    })
    .from(liveDataEnrollments)
    .where(eq(liveDataEnrollments.companyId, retailerId));
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return {
    scope,
    shopsById: new Map(ownShops.map((shop) => [shop.id, shop.id])),
    shopsByName: new Map(ownShops.map((shop) => [shop.name.trim().toLowerCase(), shop.id])),
    models,
    enrolments: new Map(
      enrolments.map((row) => [
        row.brandCompanyId,
        { status: row.status as LiveDataEnrolmentStatus, scopes: row.scopes },
      ]),
    ),
    latestDate: tomorrow,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * The row checked: the stored shape, or every problem it has (field and message). `row` is its number for the
 * errors (a CSV line, or an API row's position).
 */
export function checkRow(
  context: RowContext,
  raw: RawRow,
  row: number,
): { ok: true; value: CheckedRow } | { ok: false; errors: LiveDataRowError[] } {
  const errors: LiveDataRowError[] = [];
  const refuse = (field: string, message: string) => errors.push({ row, field, message });
  const text = (field: string) => raw[field]?.trim() ?? '';

  const date = text('date');
  if (!validDate(date)) refuse('date', 'Enter a date as YYYY-MM-DD.');
  else if (date > context.latestDate) refuse('date', 'The date is in the future.');
  else if (date < '2000-01-01') refuse('date', 'The date is before 2000.');

  const shopText = text('shop');
  const shopId = /^\d{1,9}$/.test(shopText)
    ? context.shopsById.get(Number(shopText))
    : context.shopsByName.get(shopText.toLowerCase());
  if (!shopText) refuse('shop', 'Enter the shop (its id or name).');
  else if (shopId === undefined) refuse('shop', 'No shop of yours has this id or name.');

  const least = context.scope === 'inventory' ? 0 : 1;
  const quantityText = text('quantity');
  const quantity = /^-?\d{1,9}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  if (!Number.isInteger(quantity) || quantity < least || quantity > 1_000_000)
    refuse('quantity', `Enter a whole number of ${least} or more.`);

  const serial = text('serial_number');
  if (serial.length > 100) refuse('serial_number', 'Keep the serial number under 100 characters.');

  const model = modelOf(context, text('sku'), text('brand'), refuse);
  if (model) {
    const enrolment = context.enrolments.get(model.brandCompanyId);
    const label = LIVE_DATA_SCOPE_LABELS[context.scope].toLowerCase();
    if (enrolment?.status === 'paused')
      refuse('sku', `Sharing with ${model.brandName} is paused: resume it to send data.`);
    else if (enrolment?.status !== 'active' || !enrolment.scopes.includes(context.scope))
      refuse('sku', `You have not consented to share ${label} data with ${model.brandName}.`);
  }

  if (errors.length || !model || shopId === undefined) return { ok: false, errors };
  return {
    ok: true,
    value: {
      brandCompanyId: model.brandCompanyId,
      shopId,
      productId: model.productId,
      quantity,
      occurredOn: date,
      serialNumber: serial || null,
    },
  };
}

/** The model a SKU (and, where needed, a brand name) names among the retailer's brands. */
function modelOf(
  context: RowContext,
  sku: string,
  brand: string,
  refuse: (field: string, message: string) => void,
): Model | null {
  if (!sku) {
    refuse('sku', 'Enter the model’s SKU.');
    return null;
  }
  const all = context.models.get(sku.toUpperCase()) ?? [];
  const matching = brand ? all.filter((model) => model.brandName.toLowerCase() === brand.toLowerCase()) : all;
  if (!matching.length) {
    refuse(
      brand && all.length ? 'brand' : 'sku',
      brand && all.length
        ? 'None of your brands by this name has this SKU.'
        : 'No model of the brands you deal for has this SKU.',
    );
    return null;
  }
  if (matching.length > 1) {
    refuse('brand', 'Several of your brands have this SKU: name the brand.');
    return null;
  }
  return matching[0] ?? null;
}
