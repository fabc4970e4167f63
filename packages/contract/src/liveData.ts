// The Live Data Program (issue 17, domain §2.6 LiveDataEnrollment): a retailer shares its stock, sales and
// service data of a brand's models with that brand, per brand and per scope it consented to, under a recorded
// terms version; it may pause, resume or revoke at any time. Data arrives as CSV uploads or JSON rows sent
// with an API key (scope `live_data:write`); bad rows are refused one by one, with the row, field and why.
import { z } from 'zod';
import { optionalInput } from './envelope.ts';
import { bodyId, multilineText, queryId, textLine } from './fields.ts';

export const LIVE_DATA_SCOPES = ['inventory', 'sales', 'service'] as const;
export const liveDataScope = z.enum(LIVE_DATA_SCOPES, 'Choose inventory, sales or service.');
export type LiveDataScope = z.infer<typeof liveDataScope>;

export const LIVE_DATA_SCOPE_LABELS: Record<LiveDataScope, string> = {
  inventory: 'Inventory',
  sales: 'Sales',
  service: 'Service',
};

/** What consenting to each scope shares with the brand. */
export const LIVE_DATA_SCOPE_DESCRIPTIONS: Record<LiveDataScope, string> = {
  inventory: "Stock on hand of the brand's models, per shop.",
  sales: "Units of the brand's models sold, per shop and day.",
  service: "Service visits for the brand's models, per shop and day.",
};

/** The program terms in force; an enrolment records the version its consent was given under. */
export const LIVE_DATA_TERMS_VERSION = '2026-11';

/** The terms of version LIVE_DATA_TERMS_VERSION, as the enrolment form shows them. */
export const LIVE_DATA_TERMS: readonly string[] = [
  'You share with the brand only the kinds of data you tick, and only about its own models.',
  'The brand sees your shared data per shop; it never sees your customers, prices or other brands.',
  'Pausing stops new data from being accepted; the brand keeps seeing what you shared before the pause.',
  'Revoking ends the enrolment and deletes the data you shared with the brand; so does unticking a kind of data.',
  'You may change the kinds of data, pause, resume or revoke at any time; every change is recorded.',
];

export const LIVE_DATA_ENROLMENT_STATUSES = ['active', 'paused', 'revoked'] as const;
export const liveDataEnrolmentStatus = z.enum(LIVE_DATA_ENROLMENT_STATUSES);
export type LiveDataEnrolmentStatus = z.infer<typeof liveDataEnrolmentStatus>;

/** Rows a single upload or API call may carry. */
export const LIVE_DATA_MAX_ROWS = 5000;

/**
 * The columns of each scope's CSV (and the fields of an API row), in template order. `brand` is needed only
 * when a SKU exists at more than one of the retailer's brands; `serial_number` is optional.
 */
export const LIVE_DATA_COLUMNS: Record<LiveDataScope, readonly string[]> = {
  inventory: ['date', 'shop', 'sku', 'quantity', 'brand'],
  sales: ['date', 'shop', 'sku', 'quantity', 'serial_number', 'brand'],
  service: ['date', 'shop', 'sku', 'quantity', 'serial_number', 'brand'],
};
/** Columns a file must have (the others may be left out). */
export const LIVE_DATA_REQUIRED_COLUMNS = ['date', 'shop', 'sku', 'quantity'] as const;

export const liveDataEnrolBody = z.object({
  brandCompanyId: bodyId,
  scopes: z
    .array(liveDataScope)
    .min(1, 'Tick at least one kind of data to share.')
    .max(LIVE_DATA_SCOPES.length),
  termsVersion: z.literal(
    LIVE_DATA_TERMS_VERSION,
    'The terms have changed: read and accept the current ones.',
  ),
  acceptTerms: z.literal(true, 'Accept the program terms to enrol.'),
});
export type LiveDataEnrolBody = z.infer<typeof liveDataEnrolBody>;

/** Pause, resume or revoke: an optional reason for the history. */
export const liveDataReasonBody = z.object({ reason: optionalInput(multilineText().max(500)) });
export type LiveDataReasonBody = z.infer<typeof liveDataReasonBody>;

export const liveDataIdParams = z.object({ id: queryId });
export const liveDataScopeParams = z.object({ scope: liveDataScope });

/** One refused row: its number (the CSV's line, header = line 1; an API row's position from 1), field, why. */
export const liveDataRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type LiveDataRowError = z.infer<typeof liveDataRowError>;

export const liveDataImportSummary = z.object({
  id: z.number().int(),
  scope: liveDataScope,
  source: z.enum(['csv', 'api']),
  fileName: z.string().nullable(),
  rowsAccepted: z.number().int(),
  rowsRefused: z.number().int(),
  /** Who uploaded (a person's name), or the API key's prefix. */
  by: z.string().nullable(),
  createdAt: z.string(),
});
export type LiveDataImportSummary = z.infer<typeof liveDataImportSummary>;

export const liveDataImportDetail = liveDataImportSummary.extend({ errors: z.array(liveDataRowError) });
export type LiveDataImportDetail = z.infer<typeof liveDataImportDetail>;

export const liveDataEnrolmentChange = z.object({
  from: liveDataEnrolmentStatus.nullable(),
  to: liveDataEnrolmentStatus,
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type LiveDataEnrolmentChange = z.infer<typeof liveDataEnrolmentChange>;

export const liveDataEnrolment = z.object({
  id: z.number().int(),
  brandCompanyId: z.number().int(),
  brandName: z.string(),
  status: liveDataEnrolmentStatus,
  scopes: z.array(liveDataScope),
  termsVersion: z.string(),
  consentedAt: z.string(),
  consentedBy: z.string().nullable(),
  pausedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Rows of the brand's models accepted from this retailer, over all imports. */
  rowsShared: z.number().int(),
  version: z.number().int(),
  history: z.array(liveDataEnrolmentChange),
});
export type LiveDataEnrolment = z.infer<typeof liveDataEnrolment>;

/** A brand the retailer deals for, and its enrolment with it (null: not enrolled). */
export const liveDataBrand = z.object({
  brandCompanyId: z.number().int(),
  brandName: z.string(),
  enrolment: liveDataEnrolment.nullable(),
});
export type LiveDataBrand = z.infer<typeof liveDataBrand>;

/** The retailer's program page: the terms, its brands and enrolments, the totals and recent imports. */
export const liveDataOverview = z.object({
  termsVersion: z.string(),
  terms: z.array(z.string()),
  brands: z.array(liveDataBrand),
  totals: z.object({
    rowsAccepted: z.number().int(),
    rowsRefused: z.number().int(),
    lastSyncAt: z.string().nullable(),
  }),
  imports: z.array(liveDataImportSummary),
});
export type LiveDataOverview = z.infer<typeof liveDataOverview>;

/** A CSV upload: the file's text (UTF-8, comma-separated, a header line naming the columns). */
export const liveDataCsvBody = z.object({
  scope: liveDataScope,
  fileName: textLine().min(1).max(200),
  content: z.string().min(1, 'Choose a CSV file.').max(1_000_000, 'Keep the file under 1 MB.'),
});
export type LiveDataCsvBody = z.infer<typeof liveDataCsvBody>;

const cell = z
  .union([z.string().max(200), z.number()])
  .nullable()
  .optional();
/** One row sent by API: the CSV's columns as fields; checked row by row exactly like a CSV line. */
export const liveDataApiRow = z.object({
  date: cell,
  shop: cell,
  sku: cell,
  quantity: cell,
  serial_number: cell,
  brand: cell,
});
export type LiveDataApiRow = z.infer<typeof liveDataApiRow>;

export const liveDataRowsBody = z.object({
  scope: liveDataScope,
  rows: z
    .array(liveDataApiRow)
    .min(1, 'Send at least one row.')
    .max(LIVE_DATA_MAX_ROWS, `Send at most ${LIVE_DATA_MAX_ROWS} rows a call.`),
});
export type LiveDataRowsBody = z.infer<typeof liveDataRowsBody>;

/** What a brand sees of one of its models at one enrolled dealer: null where the dealer does not share it. */
export const liveDataDealerProduct = z.object({
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** Stock on hand over the dealer's shops (each shop's latest count). */
  stock: z.number().int().nullable(),
  stockAsOf: z.string().nullable(),
  /** Units sold in the last 30 days. */
  sold30d: z.number().int().nullable(),
  /** Service visits in the last 30 days. */
  serviced30d: z.number().int().nullable(),
});
export type LiveDataDealerProduct = z.infer<typeof liveDataDealerProduct>;

export const liveDataDealerShare = z.object({
  retailerCompanyId: z.number().int(),
  retailerName: z.string(),
  status: z.enum(['active', 'paused']),
  /** The scopes the dealer shares now. */
  scopes: z.array(liveDataScope),
  consentedAt: z.string(),
  pausedAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  products: z.array(liveDataDealerProduct),
});
export type LiveDataDealerShare = z.infer<typeof liveDataDealerShare>;

/** The brand's retailers page panel: its dealers that share data with it (revoked ones are left out). */
export const liveDataBrandView = z.object({ dealers: z.array(liveDataDealerShare) });
export type LiveDataBrandView = z.infer<typeof liveDataBrandView>;
