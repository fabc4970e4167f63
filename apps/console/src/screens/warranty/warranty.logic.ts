import type { ComponentType, WarrantySource, WarrantyStatus } from '@console/contract';
import type { TagType } from '@console/ui';

/** How each warranty status reads and shows. */
export const WARRANTY_STATUSES: Record<WarrantyStatus, { label: string; tag: TagType }> = {
  pending_verification: { label: 'Pending verification', tag: 'warning' },
  active: { label: 'Active', tag: 'success' },
  expired: { label: 'Expired', tag: 'info' },
  void: { label: 'Void', tag: 'danger' },
  transferred: { label: 'Transferred', tag: 'default' },
};

/** Where a registration came from, as a user reads it. */
export const WARRANTY_SOURCES: Record<WarrantySource, string> = {
  retailer_pos: 'Retailer POS',
  consumer: 'Consumer',
  brand: 'Brand',
  import: 'Import',
};

export const COMPONENT_NAMES: Record<ComponentType, string> = {
  frame: 'Frame',
  motor: 'Motor',
  battery: 'Battery',
  display: 'Display',
  controller: 'Controller',
  drivetrain: 'Drivetrain',
  other: 'Other',
};

/** The "expiring within" filter's choices, in days. */
export const EXPIRING_WITHIN_DAYS = [30, 60, 90, 180, 365] as const;

/** A coverage's end: its date, or "Lifetime" when it has none. */
export function coverageEnd(endsOn: string | null): string {
  return endsOn ?? 'Lifetime';
}

/** Whether a coverage still runs on `today` (YYYY-MM-DD). */
export function coverageRunning(startsOn: string, endsOn: string | null, today: string): boolean {
  return startsOn <= today && (endsOn === null || endsOn >= today);
}

/** The export's file name, dated: warranties-2026-11-22.csv. */
export function exportFileName(today: string): string {
  return `warranties-${today}.csv`;
}
