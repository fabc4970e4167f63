import type { ClaimLineKind, ClaimReasonCode, ClaimStatus } from '@console/contract';
import type { TagType } from '@console/ui';

/** How each claim status reads and shows (domain §2.7). */
export const CLAIM_STATUSES: Record<ClaimStatus, { label: string; tag: TagType }> = {
  draft: { label: 'Draft', tag: 'default' },
  submitted: { label: 'Submitted', tag: 'primary' },
  under_review: { label: 'Under review', tag: 'warning' },
  needs_info: { label: 'Needs information', tag: 'warning' },
  approved: { label: 'Approved', tag: 'success' },
  partially_approved: { label: 'Partially approved', tag: 'success' },
  awaiting_return: { label: 'Awaiting return', tag: 'primary' },
  compensated: { label: 'Compensated', tag: 'success' },
  rejected: { label: 'Rejected', tag: 'danger' },
  cancelled: { label: 'Cancelled', tag: 'info' },
  closed: { label: 'Closed', tag: 'info' },
};

/** Rejection and adjustment reasons (X12 1172-like), in words. */
export const REASON_NAMES: Record<ClaimReasonCode, string> = {
  expired_warranty: 'Warranty expired',
  excessive_labor: 'Excessive labor hours or rate',
  excessive_part_cost: 'Excessive part cost',
  duplicate: 'Duplicate charge',
  submitted_late: 'Claim submitted too late',
  insufficient_information: 'Insufficient information',
  improper_repair: 'Improper repair procedure',
  customer_damage: 'Customer damage',
  no_fault_found: 'No fault found',
  wrong_part_returned: 'Wrong part returned',
  other: 'Other',
};

export const LINE_KIND_NAMES: Record<ClaimLineKind, string> = {
  labor: 'Labor',
  part: 'Part',
  freight: 'Freight',
  handling: 'Handling',
  other: 'Other',
};

/** What a viewer may do to a claim. */
export type ClaimAction = 'review' | 'requestInfo' | 'approve' | 'reject' | 'resubmit' | 'cancel' | 'reopen';

const USER_TYPE = { brand: 1, retailer: 2, admin: 3 } as const;

/** Each action's statuses and user types: the server's state machine, so no button leads to a 409. */
const ACTIONS: Record<ClaimAction, { from: readonly ClaimStatus[]; userTypes: readonly number[] }> = {
  review: { from: ['submitted'], userTypes: [USER_TYPE.brand, USER_TYPE.admin] },
  requestInfo: { from: ['under_review'], userTypes: [USER_TYPE.brand, USER_TYPE.admin] },
  approve: { from: ['under_review'], userTypes: [USER_TYPE.brand, USER_TYPE.admin] },
  reject: { from: ['under_review'], userTypes: [USER_TYPE.brand, USER_TYPE.admin] },
  resubmit: { from: ['needs_info'], userTypes: [USER_TYPE.retailer] },
  cancel: { from: ['draft', 'submitted', 'needs_info'], userTypes: [USER_TYPE.retailer, USER_TYPE.admin] },
  reopen: { from: ['rejected'], userTypes: [USER_TYPE.admin] },
};

/** The actions open to a user of `userType` on a claim in `status`, in the order the buttons show. */
export function claimActions(status: ClaimStatus, userType: number | undefined): ClaimAction[] {
  return (Object.keys(ACTIONS) as ClaimAction[]).filter(
    (action) => ACTIONS[action].from.includes(status) && ACTIONS[action].userTypes.includes(userType ?? 0),
  );
}

/** Whether a claim still waits for the brand (or the retailer): it may still change its amounts. */
export function isOpenClaim(status: ClaimStatus): boolean {
  return ['draft', 'submitted', 'under_review', 'needs_info'].includes(status);
}

/** A line's cents from its quantity (hours or units, two decimals) and unit price, as the server counts. */
export function lineCents(quantity: number, unitCents: number): number {
  return Number.isFinite(quantity) && Number.isFinite(unitCents) ? Math.round(quantity * unitCents) : 0;
}

/** Whole days from an ISO timestamp to `now`: a claim's age in the queue. */
export function ageInDays(submittedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(submittedAt)) / 86_400_000));
}

/** The export's file name, dated: claims-2026-11-22.csv. */
export function claimsExportFileName(today: string): string {
  return `claims-${today}.csv`;
}
