import type { OnsiteJobStatus, OnsitePriority, OnsiteServiceType } from '@console/contract';
import type { TagType } from '@console/ui';

/** How each onsite job status reads and its tag colour (the flight board colours its rows the same way). */
export const JOB_STATUSES: Record<OnsiteJobStatus, { label: string; tag: TagType }> = {
  new: { label: 'New', tag: 'default' },
  confirmed: { label: 'Confirmed', tag: 'info' },
  scheduled: { label: 'Scheduled', tag: 'primary' },
  assigned: { label: 'Assigned', tag: 'primary' },
  en_route: { label: 'En route', tag: 'warning' },
  on_site: { label: 'On site', tag: 'warning' },
  completed: { label: 'Completed', tag: 'success' },
  cannot_complete: { label: 'Cannot complete', tag: 'danger' },
  cancelled: { label: 'Cancelled', tag: 'default' },
};

export const jobStatusLabel = (status: OnsiteJobStatus): string => JOB_STATUSES[status].label;

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
