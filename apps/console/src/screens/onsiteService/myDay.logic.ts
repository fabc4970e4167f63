import {
  addDays,
  type OnsiteJobDetail,
  type OnsiteJobStatus,
  type OnsitePart,
  type OnsiteWorkBody,
  onsiteActionAllowed,
} from '@console/contract';

/** The one step a technician takes next on a job, as the big button of its card. */
export type MyDayStep = { action: 'depart'; label: 'Start driving' } | { action: 'arrive'; label: 'Arrived' };

/** The next step of a job in `status`, or null when the card shows no step button (on site: the work form). */
export function nextStep(status: OnsiteJobStatus): MyDayStep | null {
  if (onsiteActionAllowed('depart', status)) return { action: 'depart', label: 'Start driving' };
  if (onsiteActionAllowed('arrive', status)) return { action: 'arrive', label: 'Arrived' };
  return null;
}

/** A time on the customer's clock with its zone, as a phone shows it: '9:30 AM PST'. */
export function phoneTime(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A day (YYYY-MM-DD) as the switcher shows it: 'Friday, November 27, 2026'. */
export function dayTitle(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The customer's address in one line, as a map search takes it. */
export function addressLine(customer: OnsiteJobDetail['customer']): string {
  return `${customer.address}, ${customer.city}, ${customer.state} ${customer.zip}`;
}

/** A plain map link to the address (opens the maps app on a phone). */
export function mapsUrl(customer: OnsiteJobDetail['customer']): string {
  return `https://maps.google.com/?q=${encodeURIComponent(addressLine(customer))}`;
}

/** A `tel:` link dialling the number as written, without its spaces, dashes and brackets. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** What the work form holds: the text as typed, quantities as typed numbers. */
export interface WorkValues {
  resolution: string;
  parts: WorkPartValues[];
  photos: string[];
}

export interface WorkPartValues {
  code: string;
  description: string;
  quantity: number | undefined;
}

/** The work form's values from what the job has recorded. */
export function workValuesOf(job: Pick<OnsiteJobDetail, 'resolution' | 'parts' | 'photos'>): WorkValues {
  return {
    resolution: job.resolution ?? '',
    parts: job.parts.map((part) => ({ ...part })),
    photos: [...job.photos],
  };
}

/** The body of POST /onsite/jobs/:id/work from the form (blank resolution: none recorded yet). */
export function workBodyOf(values: WorkValues, version: number): OnsiteWorkBody {
  return {
    version,
    resolution: values.resolution.trim() === '' ? null : values.resolution,
    parts: values.parts as OnsitePart[],
    photos: values.photos,
  };
}

/** An empty part row. */
export const emptyPart = (): WorkPartValues => ({ code: '', description: '', quantity: 1 });

/** 'Today', 'Yesterday' or 'Tomorrow' for a day next to `today`, otherwise null. */
export function relativeDay(date: string, today: string): 'Today' | 'Yesterday' | 'Tomorrow' | null {
  if (date === today) return 'Today';
  if (date === addDays(today, -1)) return 'Yesterday';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return null;
}

/** Today on this device's clock, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
