// The e-mails a booking's steps send its customer: confirmed, declined, cancelled, a reminder, and the
// follow-up questionnaire. Times are written as mails.ts writes them: the shop's clock with its zone's
// abbreviation, and the customer's own when it differs (domain §3.2).
import type { MailMessage } from '../../mail/mailer.ts';
import { timeInZone, whenText } from './mails.ts';

export interface MailBooking {
  reference: string;
  startsAt: Date;
  timezone: string;
  customerName: string;
  customerEmail: string | null;
  customerTimezone: string | null;
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
  return mail(booking, `Confirmed: ${eventTitle} on ${timeInZone(booking.startsAt, booking.timezone)}`, [
    `Your booking for ${eventTitle} at ${shopName} is confirmed.`,
    `When: ${whenText(booking)}`,
  ]);
}

export function rejectedMail(booking: MailBooking, eventTitle: string, reason: string) {
  return mail(booking, `Your booking for ${eventTitle} was declined`, [
    `We are sorry: your booking for ${eventTitle} on ${whenText(booking)} was declined.`,
    `Reason: ${reason}`,
  ]);
}

export function expiredMail(booking: MailBooking, eventTitle: string) {
  return mail(booking, `Your booking request for ${eventTitle} has expired`, [
    `We could not confirm your booking for ${eventTitle} on ${whenText(booking)} in time, so it has expired.`,
    'You are welcome to choose another time.',
  ]);
}

export function cancelledMail(booking: MailBooking, eventTitle: string, note: string | null) {
  return mail(booking, `Cancelled: ${eventTitle} on ${timeInZone(booking.startsAt, booking.timezone)}`, [
    `Your booking for ${eventTitle} on ${whenText(booking)} was cancelled.`,
    ...(note ? [`Note: ${note}`] : []),
  ]);
}

export function reminderMail(booking: MailBooking, eventTitle: string, shopName: string) {
  return mail(booking, `Reminder: ${eventTitle} on ${timeInZone(booking.startsAt, booking.timezone)}`, [
    `A reminder of your booking for ${eventTitle} at ${shopName}.`,
    `When: ${whenText(booking)}`,
  ]);
}

export function questionnaireMail(booking: MailBooking, eventTitle: string, link: string) {
  return mail(booking, `How was your ${eventTitle}?`, [
    `Thank you for visiting us. Tell us how your ${eventTitle} went — it takes a minute:`,
    link,
  ]);
}
