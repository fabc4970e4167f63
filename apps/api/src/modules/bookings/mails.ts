// The customer's e-mails of the booking flow (plain text). Times are written on the shop's clock with its
// zone's abbreviation, and on the customer's own clock too when they gave another zone (domain §3.2).
import { zoneAbbreviation } from '@console/contract';
import type { MailMessage } from '../../mail/mailer.ts';
import type { BookingRecord } from './transitions.ts';

const signature = '\n\n— The Console team';

/** "Saturday, March 7, 2026, 9:00 AM EST" on a zone's clock. */
export function timeInZone(at: Date, timezone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return `${text} ${zoneAbbreviation(at, timezone)}`;
}

/** The start as the customer reads it: the shop's time, and theirs when their zone differs. */
export function whenText(booking: Pick<BookingRecord, 'startsAt' | 'timezone' | 'customerTimezone'>): string {
  const shopTime = `${timeInZone(booking.startsAt, booking.timezone)} (shop time)`;
  const own = booking.customerTimezone;
  if (!own || own === booking.timezone) return shopTime;
  return `${shopTime}\n      ${timeInZone(booking.startsAt, own)} (your time)`;
}

interface MailContext {
  booking: BookingRecord;
  eventTitle: string;
  shopName: string;
  manageLink: string;
}

/** After a new booking (or a move): confirmed, or a request waiting for the shop. */
export function bookingReceivedMail(context: MailContext, moved = false): MailMessage | null {
  const { booking, eventTitle, shopName, manageLink } = context;
  if (!booking.customerEmail) return null;
  const pending = booking.status === 'pending';
  const subject = moved
    ? `Your booking ${booking.reference} has moved: ${eventTitle}`
    : pending
      ? `We received your booking request ${booking.reference}: ${eventTitle}`
      : `Your booking ${booking.reference} is confirmed: ${eventTitle}`;
  const lead = pending
    ? `${shopName} has your request and will confirm it shortly.`
    : `${shopName} looks forward to seeing you.`;
  return {
    to: booking.customerEmail,
    subject,
    text:
      `Hello ${booking.customerName},\n\n${lead}\n\n` +
      `What:  ${eventTitle}\nWhere: ${shopName}\nWhen:  ${whenText(booking)}\n` +
      `Seats: ${booking.seats}\nReference: ${booking.reference}\n\n` +
      `To cancel or reschedule, use your personal link:\n${manageLink}${signature}`,
  };
}

/** After the customer cancelled through their link. */
export function bookingCancelledMail(context: Omit<MailContext, 'manageLink'>): MailMessage | null {
  const { booking, eventTitle, shopName } = context;
  if (!booking.customerEmail) return null;
  return {
    to: booking.customerEmail,
    subject: `Your booking ${booking.reference} is cancelled: ${eventTitle}`,
    text:
      `Hello ${booking.customerName},\n\nyour booking at ${shopName} on ${whenText(booking)} is cancelled.` +
      signature,
  };
}
