// The texts of this module's e-mails (plain text; links point at the console).
import type { MailMessage } from '../../mail/mailer.ts';

const signature = '\n\n— The Console team';

export function codeMail(
  to: string,
  code: string,
  purpose: 'register' | 'reset',
  minutes: number,
): MailMessage {
  const use = purpose === 'register' ? 'finish creating your account' : 'reset your password';
  return {
    to,
    subject: 'Your Console verification code',
    text:
      `Your verification code is ${code}. Enter it to ${use}.\n` +
      `The code is valid for ${minutes} minutes and can be used once.\n\n` +
      `If you did not ask for it, you can ignore this e-mail.${signature}`,
  };
}

export function welcomeMail(
  to: string,
  firstName: string,
  companyName: string,
  consoleUrl: string,
): MailMessage {
  return {
    to,
    subject: 'Welcome to Console',
    text:
      `Hello ${firstName},\n\nyour account for ${companyName} is ready. ` +
      `Sign in at ${consoleUrl}/login with this e-mail address and the password you chose.${signature}`,
  };
}

export function brandRequestReceivedMail(to: string, firstName: string, companyName: string): MailMessage {
  return {
    to,
    subject: 'We received your brand registration request',
    text:
      `Hello ${firstName},\n\nthank you for registering ${companyName}. ` +
      `Our team reviews every request and will write to you at this address once it is decided.${signature}`,
  };
}

export function brandInviteMail(
  to: string,
  firstName: string,
  companyName: string,
  link: string,
  days: number,
): MailMessage {
  return {
    to,
    subject: 'Your brand account is approved',
    text:
      `Hello ${firstName},\n\nyour request for ${companyName} is approved. ` +
      `Set your password to open your account:\n${link}\n\n` +
      `The link is valid for ${days} days and can be used once.${signature}`,
  };
}

export function brandRejectedMail(
  to: string,
  firstName: string,
  companyName: string,
  note: string,
): MailMessage {
  return {
    to,
    subject: 'Your brand registration request',
    text:
      `Hello ${firstName},\n\nwe are sorry: your request for ${companyName} was not approved.\n\n` +
      `Reason: ${note}\n\nYou may send a new request once this is resolved.${signature}`,
  };
}
