import type { ComponentType, WarrantyStatus } from '@console/contract';
import type { TagType } from '@console/ui';

/** How each warranty status reads and shows. */
export const WARRANTY_STATUSES: Record<WarrantyStatus, { label: string; tag: TagType }> = {
  pending_verification: { label: 'Pending verification', tag: 'warning' },
  active: { label: 'Active', tag: 'success' },
  expired: { label: 'Expired', tag: 'info' },
  void: { label: 'Void', tag: 'danger' },
  transferred: { label: 'Transferred', tag: 'default' },
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

/** A picked day as YYYY-MM-DD (the picker gives local midnight). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD as the picker's local day; null for anything else. */
export function dayOf(iso: string | undefined): Date | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}
