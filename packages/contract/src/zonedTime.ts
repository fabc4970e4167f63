// Shared by the server (availability, e-mails) and the console (schedules, booking times): pure, no I/O.
// Wall-clock times on a shop's clock and the instants they are (domain §3.2): weekly hours are expanded per
// date in the shop's IANA zone and only then turned into UTC, so a slot at 09:00 stays at 09:00 across a
// daylight-saving change. A wall time that does not exist (the spring-forward hour) moves forward by the gap;
// one that exists twice (the fall-back hour) is its first occurrence.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** The date and time an instant shows on a clock: `{ date: 'YYYY-MM-DD', time: 'HH:MM' }`. */
export function wallClock(at: Date, timezone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timezone).formatToParts(at)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Minutes the zone is ahead of UTC at an instant (New York in winter: −300). */
export function offsetMinutes(at: Date, timezone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timezone).formatToParts(at)) parts[part.type] = part.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time (`HH:MM`, `24:00` = the next midnight) on a date is in a zone. */
export function zonedInstant(date: string, time: string, timezone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const naive = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  // Two passes settle the offset: the first guess uses the offset at the naive instant, the second the
  // offset at the corrected one. On a gap the two differ and the later reading moves the time forward.
  const first = naive - offsetMinutes(new Date(naive), timezone) * 60_000;
  const second = naive - offsetMinutes(new Date(first), timezone) * 60_000;
  if (first === second) return new Date(first);
  // The readings disagree around a change. Instants that show the asked wall time: the earlier one (the
  // fall-back hour exists twice). None: the time is in the spring gap, and the later reading moves it forward.
  const shown = [first, second].filter((at) => wallClock(new Date(at), timezone).time === time.slice(0, 5));
  return new Date(shown.length ? Math.min(...shown) : Math.max(first, second));
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The short name of the zone at an instant as people read it (EST, EDT, HST, AST…). */
export function zoneAbbreviation(at: Date, timezone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? timezone;
}

/** Is this an IANA time zone the runtime knows (a customer's own zone arrives as free text)? */
export function isTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}
