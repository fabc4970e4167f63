import {
  type OnsiteJobStatus,
  type OnsitePriority,
  type OnsiteServiceType,
  onsiteJobStatus,
} from '@console/contract';

/** How a status reads and looks: its words, and text on background colours that meet WCAG AA (4.5:1). */
export interface StatusLook {
  label: string;
  text: string;
  background: string;
}

/**
 * The one vocabulary of an onsite job's status, on every onsite screen. Nine statuses need nine tags told
 * apart at a glance (and not by colour alone: the words are always there). Each text colour reads at 4.5:1
 * or more on its background and on white (jobStatus.test.ts checks).
 */
export const STATUS_LOOKS: Record<OnsiteJobStatus, StatusLook> = {
  new: { label: 'New', text: '#3d4a5c', background: '#eef1f5' },
  confirmed: { label: 'Confirmed', text: '#4338a8', background: '#eeecfb' },
  scheduled: { label: 'Scheduled', text: '#1d5fa8', background: '#e6f0fb' },
  assigned: { label: 'Assigned', text: '#0b6b6b', background: '#e0f4f4' },
  en_route: { label: 'En route', text: '#8a4b00', background: '#fff0d9' },
  on_site: { label: 'On site', text: '#6b2fa0', background: '#f4eafb' },
  completed: { label: 'Completed', text: '#256b1f', background: '#e6f4e2' },
  cannot_complete: { label: 'Cannot complete', text: '#b02a1a', background: '#fdecea' },
  cancelled: { label: 'Cancelled', text: '#595c63', background: '#efeff1' },
};

/** Every status in the order a job moves through them (filters, the dashboard's counts). */
export const STATUS_ORDER: readonly OnsiteJobStatus[] = onsiteJobStatus.options;

export const jobStatusLabel = (status: OnsiteJobStatus): string => STATUS_LOOKS[status].label;

/** The DELAYED badge: white on a red that reads at 4.5:1. */
export const DELAYED_LOOK = { text: '#ffffff', background: '#b3261e' };

export const PRIORITY_LABELS: Record<OnsitePriority, string> = {
  urgent: 'Urgent',
  high: 'High',
  normal: 'Normal',
  low: 'Low',
};

export const SERVICE_TYPE_LABELS: Record<OnsiteServiceType, string> = {
  diagnosis: 'Diagnosis',
  repair: 'Repair',
  maintenance: 'Maintenance',
  recall: 'Recall',
  delivery_setup: 'Delivery and setup',
};
