// The customer's e-mail when a service order is issued (plain text): the signed link to the public page.
import type { MailMessage } from '../../../mail/mailer.ts';
import { clockTime } from './pdf.ts';

export interface ServiceOrderMailInput {
  to: string;
  customerName: string;
  brandName: string;
  jobNumber: string;
  version: number;
  link: string;
  expiresAt: Date;
  /** The customer's clock, for the link's expiry. */
  timezone: string;
}

export function serviceOrderMail(input: ServiceOrderMailInput): MailMessage {
  const first = input.version === 1;
  return {
    to: input.to,
    subject: first
      ? `Your service order ${input.jobNumber} from ${input.brandName}`
      : `Your updated service order ${input.jobNumber} from ${input.brandName}`,
    text:
      `Hello ${input.customerName},\n\n` +
      (first
        ? `${input.brandName} has completed the service visit ${input.jobNumber}. Thank you for your time.`
        : `${input.brandName} has issued an updated service order for visit ${input.jobNumber} ` +
          `(version ${input.version}); it replaces the one sent before.`) +
      `\n\nView or download the service order (PDF) with your personal link, valid until ` +
      `${clockTime(input.expiresAt, input.timezone)}:\n${input.link}\n\n— The Console team`,
  };
}
