import type { LiveDataEnrolmentStatus, LiveDataScope } from '@console/contract';
import { LIVE_DATA_SCOPE_LABELS } from '@console/contract';
import type { TagType } from '@console/ui';

/** How an enrolment's status reads, and its tag's colour; "Not enrolled" for a brand without one. */
export const ENROLMENT_STATUSES: Record<LiveDataEnrolmentStatus | 'none', { label: string; tag: TagType }> = {
  none: { label: 'Not enrolled', tag: 'info' },
  active: { label: 'Sharing', tag: 'success' },
  paused: { label: 'Paused', tag: 'warning' },
  revoked: { label: 'Revoked', tag: 'danger' },
};

export const scopeList = (scopes: readonly LiveDataScope[]) =>
  scopes.length ? scopes.map((scope) => LIVE_DATA_SCOPE_LABELS[scope]).join(', ') : 'nothing';

/** An ISO timestamp to the minute ('2026-11-22 08:00'); a dash for none. */
export const minuteOf = (at: string | null) => (at ? at.slice(0, 16).replace('T', ' ') : '—');

/** Whether two scope lists hold the same scopes, in any order. */
export const sameScopes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((scope) => b.includes(scope));

/** The company's owner gives and changes consent (role 1); owners and managers send data (role ≤ 2). */
export const mayConsent = (role: number | null | undefined) => role === 1;
export const maySend = (role: number | null | undefined) => typeof role === 'number' && role <= 2;
