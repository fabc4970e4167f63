// The e-mails of this module (plain text; links point at the console).
import type { MailMessage } from '../../mail/mailer.ts';

const signature = '\n\n— The Console team';

export function invitationMail(
  to: string,
  firstName: string,
  companyName: string,
  link: string,
  days: number,
): MailMessage {
  return {
    to,
    subject: `You are invited to ${companyName} on Console`,
    text:
      `Hello ${firstName},\n\n${companyName} invites you to its Console account. ` +
      `Set your password to sign in:\n${link}\n\n` +
      `The link is valid for ${days} days and can be used once. ` +
      `If you did not expect this invitation, you can ignore this e-mail.${signature}`,
  };
}

export function passwordResetMail(to: string, firstName: string, link: string, days: number): MailMessage {
  return {
    to,
    subject: 'Set a new Console password',
    text:
      `Hello ${firstName},\n\nan administrator has reset your Console password: the old one no longer works ` +
      `and you have been signed out. Choose a new password here:\n${link}\n\n` +
      `The link is valid for ${days} days and can be used once.${signature}`,
  };
}
