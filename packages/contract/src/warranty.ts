// Catalogue (products, warranty terms) and warranty registration (domain §2.3, §2.7, §2.10).
import { z } from 'zod';
import { claimStatus } from './claimStatus.ts';
import { optionalInput, pageQuery } from './envelope.ts';
import { bodyId, multilineText, queryId, textLine } from './fields.ts';
import { downloadFileNamePattern } from './files.ts';

/** A serial as stored and compared: trimmed, upper-case, with no whitespace inside ('ab 12 c' → 'AB12C'). */
export function normalizeSerial(serial: string): string {
  return serial.trim().toUpperCase().replace(/\s+/g, '');
}

const SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;

/** A serial as typed, normalised; letters, digits and . _ / - only, at most 64 characters. */
export const serialNumber = z
  .string()
  .transform(normalizeSerial)
  .pipe(
    z
      .string()
      .min(1, { error: 'Enter the serial number.' })
      .max(64, { error: 'A serial number has at most 64 characters.' })
      .regex(SERIAL_PATTERN, { error: 'Use letters, digits and . _ / - only.' }),
  );

/** Today's date in UTC as YYYY-MM-DD (the date that "not in the future" is measured against). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Years a date may have: PostgreSQL refuses year 0, and date arithmetic must stay within four digits. */
const DATE_YEARS = { from: 1900, to: 2999 };

/** A calendar date, YYYY-MM-DD, from 1900 to 2999. */
export const isoDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' }).refine(
  (date) => {
    // Only a well-formed date is checked here; the format's own message covers the rest.
    const year = /^\d{4}-\d\d-\d\d$/.test(date) ? Number(date.slice(0, 4)) : DATE_YEARS.from;
    return year >= DATE_YEARS.from && year <= DATE_YEARS.to;
  },
  { error: `Enter a date from ${DATE_YEARS.from} to ${DATE_YEARS.to}.` },
);

export const productCategory = z.enum(
  ['class1', 'class2', 'class3', 'cargo', 'emtb', 'scooter', 'part', 'accessory'],
  { error: 'Choose the category.' },
);
export const componentType = z.enum([
  'frame',
  'motor',
  'battery',
  'display',
  'controller',
  'drivetrain',
  'other',
]);
export const warrantyStartBasis = z.enum(['purchase_date', 'registration_date']);
export const warrantyStatus = z.enum(['pending_verification', 'active', 'expired', 'void', 'transferred']);
export const warrantySource = z.enum(['retailer_pos', 'consumer', 'brand', 'import']);

export const productComponent = z.strictObject({
  type: componentType,
  partNumber: textLine().min(1).max(64),
});

export const product = z.object({
  id: z.number().int(),
  brandCompanyId: z.number().int(),
  brandName: z.string(),
  sku: z.string(),
  name: z.string(),
  modelYear: z.number().int(),
  category: productCategory,
  msrpCents: z.number().int().min(0),
  active: z.boolean(),
  components: z.array(productComponent),
});

/** POST /catalogue/products: brands create for their own brand; an admin names the brand. */
export const productCreateBody = z.strictObject({
  brandCompanyId: bodyId.optional(),
  sku: textLine()
    .min(1)
    .max(64)
    .transform((sku) => sku.toUpperCase()),
  name: textLine().min(1).max(200),
  modelYear: z
    .number({ error: 'Enter the model year.' })
    .int()
    .min(1990, { error: 'Use a year from 1990 to 2100.' })
    .max(2100, { error: 'Use a year from 1990 to 2100.' }),
  category: productCategory,
  msrpCents: z
    .number({ error: 'Enter a price, e.g. 2,499.00.' })
    .int()
    .min(0)
    .max(100_000_000, { error: 'At most 1,000,000.00.' }),
  active: z.boolean().default(true),
  components: z
    .array(productComponent)
    .max(20)
    .refine((list) => new Set(list.map((c) => c.type)).size === list.length, {
      error: 'Each component type at most once.',
    }),
});

/** GET /catalogue/products and /catalogue/warrantyTerms: `brandId` narrows to one brand the viewer sees. */
export const catalogueQuery = pageQuery.extend({
  brandId: optionalInput(queryId),
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
});

export const warrantyTerm = z.object({
  id: z.number().int(),
  brandCompanyId: z.number().int(),
  /** Null: the term applies to every product of the brand. */
  productId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  componentType,
  /** Null: lifetime. */
  durationMonths: z.number().int().nullable(),
  startBasis: warrantyStartBasis,
  laborCoveredPct: z.number().int(),
  partsCoveredPct: z.number().int(),
  transferable: z.boolean(),
  effectiveFrom: z.string(),
  /** Null: open-ended. */
  effectiveTo: z.string().nullable(),
});

const percent = z.number().int().min(0).max(100);

/** POST /catalogue/warrantyTerms: brands for their own brand; an admin names the brand. */
export const warrantyTermCreateBody = z
  .strictObject({
    brandCompanyId: bodyId.optional(),
    productId: bodyId.nullable().default(null),
    code: textLine()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'Use letters, digits, _ and - only.' })
      .transform((code) => code.toUpperCase()),
    name: textLine().min(1).max(200),
    componentType,
    durationMonths: z.number().int().min(1).max(600).nullable(),
    startBasis: warrantyStartBasis,
    laborCoveredPct: percent,
    partsCoveredPct: percent,
    transferable: z.boolean().default(false),
    effectiveFrom: isoDate,
    effectiveTo: isoDate.nullable().default(null),
  })
  .refine((body) => body.effectiveTo === null || body.effectiveTo >= body.effectiveFrom, {
    path: ['effectiveTo'],
    error: 'The end date must not be before the start date.',
  });

/** GET /warranties/serialCheck: is this serial free for a new registration with the brand? No PII. */
export const serialCheckQuery = z.object({ brandId: queryId, serial: serialNumber });
export const serialCheckResult = z.object({ serialNumber: z.string(), available: z.boolean() });

/** The unit's owner, as a registration or a transfer names them. */
export const warrantyOwnerInput = z.strictObject({
  /** Line breaks are kept as imported records have them (the CSV export quotes them); other controls are not. */
  name: multilineText().min(1).max(200),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid e-mail address.' })),
  phone: optionalInput(textLine().max(40)),
});

/** POST /warranties: register one unit. */
export const warrantyRegisterBody = z.strictObject({
  serialNumber,
  productId: bodyId,
  purchaseDate: isoDate.refine((date) => date <= todayIso(), {
    error: 'The purchase date cannot be in the future.',
  }),
  /** Brands and admins: a retailer of the product's brand. Retailers leave it out (always their company). */
  sellingRetailerCompanyId: bodyId.optional(),
  owner: warrantyOwnerInput,
  /** `fileName` of an upload of the caller's company (POST /common/upload). */
  proofOfPurchaseFileId: optionalInput(
    z.string().regex(downloadFileNamePattern, 'Not a file name this server gives.'),
  ),
  batterySerial: optionalInput(serialNumber),
  motorSerial: optionalInput(serialNumber),
});

export const warrantyCoverage = z.object({
  componentType,
  termCode: z.string(),
  startsOn: z.string(),
  /** Null: lifetime. */
  endsOn: z.string().nullable(),
  laborCoveredPct: z.number().int(),
  partsCoveredPct: z.number().int(),
});

export const namedCompany = z.object({ id: z.number().int(), name: z.string() });

/** GET /warranties/sellingRetailers: who may be named as the seller (admins name the brand). */
export const sellingRetailersQuery = z.object({ brandId: optionalInput(queryId) });

export const warrantyRow = z.object({
  id: z.number().int(),
  serialNumber: z.string(),
  product: z.object({ id: z.number().int(), sku: z.string(), name: z.string(), modelYear: z.number().int() }),
  brand: namedCompany,
  sellingRetailer: namedCompany,
  purchaseDate: z.string(),
  owner: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  status: warrantyStatus,
  source: warrantySource,
  /** The earliest coverage end from today on; null when every coverage left is lifetime or all have ended. */
  nextCoverageEnd: z.string().nullable(),
  /** ISO timestamp. */
  registeredAt: z.string(),
  /** The registering user's name. */
  registeredBy: z.string(),
});

/** One row of a warranty's status history. */
export const warrantyStatusChange = z.object({
  /** Null: the record was created in `to`. */
  from: warrantyStatus.nullable(),
  to: warrantyStatus,
  /** The acting user's name; null when the system acted. */
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  /** ISO timestamp. */
  at: z.string(),
});

/** A change of owner: the record `fromWarrantyId` was replaced by `toWarrantyId`. */
export const warrantyTransferLink = z.object({
  fromWarrantyId: z.number().int(),
  toWarrantyId: z.number().int(),
  /** ISO timestamp of the transfer. */
  at: z.string(),
});

/** A claim on the unit, as the warranty detail lists it. */
export const warrantyClaimSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: claimStatus,
  failureDate: z.string(),
  causalComponentType: componentType,
  claimedTotalCents: z.number().int(),
  approvedTotalCents: z.number().int().nullable(),
  /** ISO timestamp. */
  submittedAt: z.string(),
});

export const warrantyDetail = warrantyRow.extend({
  batterySerial: z.string().nullable(),
  motorSerial: z.string().nullable(),
  /** Download name of the proof of purchase, if one was attached (GET /warranties/:id/proof sends it). */
  proofOfPurchaseFileName: z.string().nullable(),
  coverages: z.array(warrantyCoverage),
  /** Oldest first. */
  statusHistory: z.array(warrantyStatusChange),
  /** The record this one replaced and the record that replaced it, oldest first (at most two links). */
  transfers: z.array(warrantyTransferLink),
  /** Claims on this record the viewer sees (a retailer: its own), newest first. */
  claims: z.array(warrantyClaimSummary),
  /** What the viewer may do with it now (the server decides; the console only shows or hides). */
  can: z.object({ void: z.boolean(), transfer: z.boolean(), claim: z.boolean() }),
});

/** POST /warranties/:id/void (admin). */
export const warrantyVoidBody = z.strictObject({
  reason: multilineText({ error: 'Enter the reason.' })
    .min(1, { error: 'Enter the reason.' })
    .max(500, { error: 'At most 500 characters.' }),
});

/** POST /warranties/:id/transfer (admin, or the brand for its own units): the unit's new owner. */
export const warrantyTransferBody = z.strictObject({
  owner: warrantyOwnerInput,
  /** The day the unit changed hands: not in the future, not before the purchase (checked by the server). */
  transferDate: isoDate.refine((date) => date <= todayIso(), {
    error: 'The transfer date cannot be in the future.',
  }),
  note: optionalInput(multilineText().max(500)),
});

export const warrantySort = z.enum([
  'purchaseDate',
  '-purchaseDate',
  'registeredAt',
  '-registeredAt',
  'serialNumber',
  '-serialNumber',
]);

/** GET /warranties and /warranties/export.csv (the same filters). */
export const warrantyListQuery = pageQuery.extend({
  sort: optionalInput(warrantySort).default('-registeredAt'),
  status: optionalInput(warrantyStatus),
  brandId: optionalInput(queryId),
  productId: optionalInput(queryId),
  retailerId: optionalInput(queryId),
  purchasedFrom: optionalInput(isoDate),
  purchasedTo: optionalInput(isoDate),
  /** Active warranties with a coverage ending between today and today + N days. */
  expiringWithinDays: optionalInput(z.coerce.number().int().min(1).max(3650)),
  /** Part of the serial (normalised as a serial is). */
  serial: optionalInput(textLine().max(64).transform(normalizeSerial)),
});

export const warrantyIdParams = z.object({ id: queryId });

export type ProductCategory = z.infer<typeof productCategory>;
export type ComponentType = z.infer<typeof componentType>;
export type WarrantyStartBasis = z.infer<typeof warrantyStartBasis>;
export type WarrantyStatus = z.infer<typeof warrantyStatus>;
export type WarrantySource = z.infer<typeof warrantySource>;
export type ProductComponent = z.infer<typeof productComponent>;
export type Product = z.infer<typeof product>;
export type ProductCreateBody = z.infer<typeof productCreateBody>;
export type ProductCreateInput = z.input<typeof productCreateBody>;
export type CatalogueQuery = z.infer<typeof catalogueQuery>;
export type WarrantyTerm = z.infer<typeof warrantyTerm>;
export type WarrantyTermCreateBody = z.infer<typeof warrantyTermCreateBody>;
export type WarrantyTermCreateInput = z.input<typeof warrantyTermCreateBody>;
export type SerialCheckQuery = z.infer<typeof serialCheckQuery>;
export type SerialCheckResult = z.infer<typeof serialCheckResult>;
export type WarrantyRegisterBody = z.infer<typeof warrantyRegisterBody>;
export type WarrantyRegisterInput = z.input<typeof warrantyRegisterBody>;
export type WarrantyCoverage = z.infer<typeof warrantyCoverage>;
export type WarrantyRow = z.infer<typeof warrantyRow>;
export type WarrantyDetail = z.infer<typeof warrantyDetail>;
export type WarrantyOwnerInput = z.input<typeof warrantyOwnerInput>;
export type WarrantyStatusChange = z.infer<typeof warrantyStatusChange>;
export type WarrantyTransferLink = z.infer<typeof warrantyTransferLink>;
export type WarrantyClaimSummary = z.infer<typeof warrantyClaimSummary>;
export type WarrantyVoidBody = z.infer<typeof warrantyVoidBody>;
export type WarrantyTransferBody = z.infer<typeof warrantyTransferBody>;
export type WarrantyTransferInput = z.input<typeof warrantyTransferBody>;
export type WarrantyListQuery = z.infer<typeof warrantyListQuery>;
export type NamedCompany = z.infer<typeof namedCompany>;
