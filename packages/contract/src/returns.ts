// Reverse shipments (RMA): the return of claimed parts to the brand (domain §2.3 ReverseShipment, §2.7, §2.10).
import { z } from 'zod';
import { optionalInput, pageQuery } from './envelope.ts';
import { bodyId, multilineText, queryId, textLine } from './fields.ts';
import { downloadFileNamePattern } from './files.ts';
import { isoDate, namedCompany } from './warranty.ts';

export const reverseShipmentStatus = z.enum([
  'requested',
  'label_issued',
  'in_transit',
  'received',
  'inspected',
  'closed',
  'cancelled',
]);
export const reverseShipmentDirection = z.enum([
  'retailer_to_brand',
  'brand_to_retailer',
  'rider_to_retailer',
]);
export const inspectionResult = z.enum([
  'confirmed_defect',
  'no_fault_found',
  'customer_damage',
  'wrong_part',
]);

export const reverseShipmentRow = z.object({
  id: z.number().int(),
  rmaNumber: z.string(),
  claim: z.object({ id: z.number().int(), number: z.string() }),
  brand: namedCompany,
  retailer: namedCompany,
  direction: reverseShipmentDirection,
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** YYYY-MM-DD. */
  returnBy: z.string(),
  /** The return-by date has passed and the goods have not arrived (a flag, not a status). */
  overdue: z.boolean(),
  status: reverseShipmentStatus,
  inspectionResult: inspectionResult.nullable(),
  /** ISO timestamp. */
  createdAt: z.string(),
  version: z.number().int(),
});

export const reverseShipmentItem = z.object({
  id: z.number().int(),
  partNumber: z.string(),
  serialNumber: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  /** Null until the shipment is received. */
  receivedQuantity: z.number().int().nullable(),
});

export const reverseShipmentStatusChange = z.object({
  from: reverseShipmentStatus.nullable(),
  to: reverseShipmentStatus,
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const reverseShipmentDetail = reverseShipmentRow.extend({
  shipFrom: z.string(),
  shipTo: z.string(),
  items: z.array(reverseShipmentItem),
  /** Download it with GET /returns/:id/label. */
  labelFileName: z.string().nullable(),
  inspectionNotes: z.string().nullable(),
  /** ISO timestamps. */
  receivedAt: z.string().nullable(),
  inspectedAt: z.string().nullable(),
  inspectedBy: z.string().nullable(),
  history: z.array(reverseShipmentStatusChange),
});

export const returnSort = z.enum([
  'createdAt',
  '-createdAt',
  'returnBy',
  '-returnBy',
  'rmaNumber',
  '-rmaNumber',
]);

/** GET /returns and /returns/export.csv (the same filters). */
export const returnListQuery = pageQuery.extend({
  sort: optionalInput(returnSort).default('-createdAt'),
  status: optionalInput(reverseShipmentStatus),
  overdue: optionalInput(z.enum(['true', 'false']).transform((value) => value === 'true')),
  direction: optionalInput(reverseShipmentDirection),
  claimId: optionalInput(queryId),
});

export const returnIdParams = z.object({ id: queryId });

const text = (max: number) => textLine().min(1).max(max);
const notes = (max: number) => multilineText().min(1).max(max);

/** PUT /returns/:id: the addresses and due date, while the goods have not left. */
export const returnUpdateBody = z.strictObject({
  shipFrom: notes(500),
  shipTo: notes(500),
  returnBy: isoDate,
});

/** POST /returns/:id/label: the brand issues a shipping label (an upload of its own, optional). */
export const returnLabelBody = z.strictObject({
  carrier: text(100),
  trackingNumber: optionalInput(text(100)),
  labelFileId: optionalInput(z.string().regex(downloadFileNamePattern, 'Not a file name this server gives.')),
});

/** POST /returns/:id/ship: the retailer hands the goods to a carrier. */
export const returnShipBody = z.strictObject({ carrier: text(100), trackingNumber: text(100) });

/** POST /returns/:id/receive: how many of each item arrived (every item once). */
export const returnReceiveBody = z.strictObject({
  items: z
    .array(z.strictObject({ itemId: bodyId, receivedQuantity: z.number().int().min(0).max(100_000) }))
    .min(1)
    .max(100),
});

/** POST /returns/:id/inspect: notes are required unless the defect is confirmed. */
export const returnInspectBody = z
  .strictObject({ result: inspectionResult, notes: optionalInput(notes(2000)) })
  .refine((body) => body.result === 'confirmed_defect' || body.notes !== undefined, {
    path: ['notes'],
    error: 'Say what the inspection found.',
  });

/** POST /returns/:id/cancel: a reason is required. */
export const returnCancelBody = z.strictObject({ reason: notes(2000) });

/** POST /returns/:id/close: an optional note. */
export const returnCloseBody = z.strictObject({ note: optionalInput(notes(2000)) });

export type ReverseShipmentStatus = z.infer<typeof reverseShipmentStatus>;
export type ReverseShipmentDirection = z.infer<typeof reverseShipmentDirection>;
export type InspectionResult = z.infer<typeof inspectionResult>;
export type ReverseShipmentRow = z.infer<typeof reverseShipmentRow>;
export type ReverseShipmentItem = z.infer<typeof reverseShipmentItem>;
export type ReverseShipmentStatusChange = z.infer<typeof reverseShipmentStatusChange>;
export type ReverseShipmentDetail = z.infer<typeof reverseShipmentDetail>;
export type ReturnSort = z.infer<typeof returnSort>;
export type ReturnListQuery = z.infer<typeof returnListQuery>;
export type ReturnUpdateBody = z.infer<typeof returnUpdateBody>;
export type ReturnLabelBody = z.infer<typeof returnLabelBody>;
export type ReturnShipBody = z.infer<typeof returnShipBody>;
export type ReturnReceiveBody = z.infer<typeof returnReceiveBody>;
export type ReturnInspectBody = z.infer<typeof returnInspectBody>;
export type ReturnCancelBody = z.infer<typeof returnCancelBody>;
export type ReturnCloseBody = z.infer<typeof returnCloseBody>;
