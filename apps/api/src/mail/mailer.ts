/** One outgoing e-mail (plain text). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Where the API's e-mail goes: every message is recorded in the outbox table; with SMTP configured it is
 * also sent. The flows work on a fresh machine without a mail server (the outbox and the log show it).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
