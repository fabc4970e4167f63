import {
  type InspectionResult,
  type ReturnListQuery,
  type ReverseShipmentDirection,
  type ReverseShipmentStatus,
  returnListQuery,
} from '@console/contract';
import type { TagType } from '@console/ui';
import { z } from 'zod';

/** How each reverse shipment status reads and shows (domain §2.7). */
export const RETURN_STATUSES: Record<ReverseShipmentStatus, { label: string; tag: TagType }> = {
  requested: { label: 'Requested', tag: 'warning' },
  label_issued: { label: 'Label issued', tag: 'primary' },
  in_transit: { label: 'In transit', tag: 'primary' },
  received: { label: 'Received', tag: 'warning' },
  inspected: { label: 'Inspected', tag: 'success' },
  closed: { label: 'Closed', tag: 'info' },
  cancelled: { label: 'Cancelled', tag: 'info' },
};

export const INSPECTION_RESULTS: Record<InspectionResult, { label: string; tag: TagType }> = {
  confirmed_defect: { label: 'Confirmed defect', tag: 'success' },
  no_fault_found: { label: 'No fault found', tag: 'danger' },
  customer_damage: { label: 'Customer damage', tag: 'danger' },
  wrong_part: { label: 'Wrong part returned', tag: 'danger' },
};

export const DIRECTION_NAMES: Record<ReverseShipmentDirection, string> = {
  retailer_to_brand: 'Retailer to brand',
  brand_to_retailer: 'Brand to retailer (replacement)',
  rider_to_retailer: 'Rider to retailer',
};

/** What the inspection result does to the claim (the server settles it in the same step). */
export function inspectionEffect(result: InspectionResult): string {
  return result === 'confirmed_defect'
    ? 'The defect is confirmed: the claim is compensated.'
    : `The claim is rejected (${INSPECTION_RESULTS[result].label.toLowerCase()}).`;
}

/** What a viewer may do to a return. */
export type ReturnAction = 'update' | 'label' | 'ship' | 'receive' | 'inspect' | 'close' | 'cancel';

const USER_TYPE = { brand: 1, retailer: 2, admin: 3 } as const;
const BRAND_SIDE = [USER_TYPE.brand, USER_TYPE.admin] as const;
const RETAILER_SIDE = [USER_TYPE.retailer, USER_TYPE.admin] as const;

/**
 * Each action's statuses (the API's RETURN_TRANSITIONS) and user types (its routes' config), so no button
 * leads to a 403 or a 409. In the order the buttons show.
 */
const ACTIONS: Record<
  ReturnAction,
  { from: readonly ReverseShipmentStatus[]; userTypes: readonly number[] }
> = {
  label: { from: ['requested'], userTypes: BRAND_SIDE },
  ship: { from: ['requested', 'label_issued'], userTypes: RETAILER_SIDE },
  receive: { from: ['in_transit'], userTypes: BRAND_SIDE },
  inspect: { from: ['received'], userTypes: BRAND_SIDE },
  close: { from: ['inspected'], userTypes: BRAND_SIDE },
  update: { from: ['requested', 'label_issued'], userTypes: BRAND_SIDE },
  cancel: { from: ['requested', 'label_issued'], userTypes: BRAND_SIDE },
};

/** The actions open to a user of `userType` on a return in `status`, in the order the buttons show. */
export function returnActions(status: ReverseShipmentStatus, userType: number | undefined): ReturnAction[] {
  return (Object.keys(ACTIONS) as ReturnAction[]).filter(
    (action) => ACTIONS[action].from.includes(status) && ACTIONS[action].userTypes.includes(userType ?? 0),
  );
}

/**
 * The returns tab's query in the URL: the list's query plus the page's `view` (the tab), so changing a filter
 * keeps the tab open. `view` is optional (an empty query must parse) and so is written whenever present.
 */
export const returnTabQuery = returnListQuery.extend({ view: z.literal('returns').optional() });
export type ReturnTabQuery = z.infer<typeof returnTabQuery>;

/** The list query the API takes: the tab's query without `view`. */
export function apiQuery({ view: _view, ...query }: ReturnTabQuery): ReturnListQuery {
  return query;
}

/** The carrier and tracking number in one line: 'UPS 1Z999', 'UPS', or '—'. */
export function trackingLabel(carrier: string | null, trackingNumber: string | null): string {
  const text = [carrier, trackingNumber].filter(Boolean).join(' ');
  return text || '—';
}

/** The label's file name when saved: 'RMA-000012-label.pdf'. */
export function labelDownloadName(rmaNumber: string, storedName: string): string {
  const dot = storedName.lastIndexOf('.');
  return `${rmaNumber}-label${dot > 0 ? storedName.slice(dot).toLowerCase() : ''}`;
}

/** The admin's page of one return. */
export const reversePath = (id: number) => `/adminConfiguration/reverse/${id}`;

/** The claim a return belongs to, on its unit's page. */
export const claimPath = (claimId: number) => `/warranty/detail?claim=${claimId}`;

/** The export's file name, dated: returns-2026-11-22.csv. */
export function exportFileName(today: string): string {
  return `returns-${today}.csv`;
}
