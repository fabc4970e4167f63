import { zoneAbbreviation } from '@console/contract';

// Times and amounts as the booking pages write them, always naming the zone of the clock they are on.

const dayOn = (at: Date, timezone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(at);

const timeOn = (at: Date, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', minute: '2-digit' }).format(at);

/** 'Mon, Nov 30, 2026, 10:00 AM – 11:00 AM PST' on the given clock. */
export function timeRange(start: string, end: string, timezone: string): string {
  const from = new Date(start);
  return `${dayOn(from, timezone)}, ${timeOn(from, timezone)} – ${timeOn(new Date(end), timezone)} ${zoneAbbreviation(from, timezone)}`;
}

/** 'Mon, Nov 30, 2026, 10:00 AM PST' on the given clock. */
export function instantText(iso: string, timezone: string): string {
  const at = new Date(iso);
  return `${dayOn(at, timezone)}, ${timeOn(at, timezone)} ${zoneAbbreviation(at, timezone)}`;
}

/** A zone's long name now: 'Pacific Standard Time'. */
export function zoneName(timezone: string, at = new Date()): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timezone
  );
}

/** '60 minutes', '1 hour 30 minutes'. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    rest > 0 ? `${rest} minute${rest === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** '$45.00'; 'Free' for 0; null when the event names no price. */
export function priceText(cents: number | null): string | null {
  if (cents === null) return null;
  if (cents === 0) return 'Free';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
