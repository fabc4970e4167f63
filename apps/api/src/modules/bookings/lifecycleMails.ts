// The e-mails a booking's steps send its customer: confirmed, declined, cancelled, a reminder, and the
// follow-up questionnaire. Times are the shop's, with its zone's abbreviation (domain §3.2).
import type { MailMessage } from '../../mail/mailer.ts';
import { zoneAbbreviation } from './zonedTime.ts';

export interface MailBooking {
  reference: string;
  startsAt: Date;
  timezone: string;
  customerName: string;
  customerEmail: string | null;
}

/** "Tuesday, December 1, 2026 at 10:00 AM PST" on the shop's clock. */
export function shopTimeText(at: Date, timezone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return `${text} ${zoneAbbreviation(at, timezone)}`;
}

function mail(booking: MailBooking, subject: string, lines: string[]): MailMessage | null {
  if (!booking.customerEmail) return null;
  return {
    to: booking.customerEmail,
    subject,
    text: [
      `Hello ${booking.customerName},`,
      '',
      ...lines,
      '',
      `Booking reference: ${booking.reference}`,
    ].join('\n'),
  };
}

export function confirmedMail(booking: MailBooking, eventTitle: string, shopName: string) {
  return mail(booking, `Confirmed: ${eventTitle} on ${shopTimeText(booking.startsAt, booking.timezone)}`, [
    `Your booking for ${eventTitle} at ${shopName} is confirmed.`,
    `When: ${shopTimeText(booking.startsAt, booking.timezone)}`,
  ]);
}

export function rejectedMail(booking: MailBooking, eventTitle: string, reason: string) {
  return mail(booking, `Your booking for ${eventTitle} was declined`, [
    `We are sorry: your booking for ${eventTitle} on ${shopTimeText(booking.startsAt, booking.timezone)} was declined.`,
    `Reason: ${reason}`,
  ]);
}

export function expiredMail(booking: MailBooking, eventTitle: string) {
  return mail(booking, `Your booking request for ${eventTitle} has expired`, [
    `We could not confirm your booking for ${eventTitle} on ${shopTimeText(booking.startsAt, booking.timezone)} in time, so it has expired.`,
    'You are welcome to choose another time.',
  ]);
}

export function cancelledMail(booking: MailBooking, eventTitle: string, note: string | null) {
  return mail(booking, `Cancelled: ${eventTitle} on ${shopTimeText(booking.startsAt, booking.timezone)}`, [
    `Your booking for ${eventTitle} on ${shopTimeText(booking.startsAt, booking.timezone)} was cancelled.`,
    ...(note ? [`Note: ${note}`] : []),
  ]);
}

export function reminderMail(booking: MailBooking, eventTitle: string, shopName: string) {
  return mail(booking, `Reminder: ${eventTitle} on ${shopTimeText(booking.startsAt, booking.timezone)}`, [
    `A reminder of your booking for ${eventTitle} at ${shopName}.`,
    `When: ${shopTimeText(booking.startsAt, booking.timezone)}`,
  ]);
}

export function questionnaireMail(booking: MailBooking, eventTitle: string, link: string) {
  return mail(booking, `How was your ${eventTitle}?`, [
    `Thank you for visiting us. Tell us how your ${eventTitle} went — it takes a minute:`,
    link,
  ]);
}
