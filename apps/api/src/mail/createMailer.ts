import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';

export interface MailerOptions {
  db: Database;
  /** `smtp://user:pass@host:587` (or smtps://); without it messages stay in the outbox and the log. */
  smtpUrl?: string;
  from?: string;
  log: (fields: Record<string, unknown>, msg: string) => void;
}

/** The outbox mailer, sending through SMTP as well when a URL is configured. */
export function createMailer({
  db,
  smtpUrl,
  from = 'Console <no-reply@console.test>',
  log,
}: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
      if (!transport || !row) {
        // No mail server: the message is in the outbox table, and in the log so a developer can follow links.
        log(
          { outboxId: row?.id, to: message.to, subject: message.subject, text: message.text },
          'e-mail (outbox)',
        );
        return;
      }
      try {
        await transport.sendMail({ from, ...message });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (error) {
        // The caller's action has happened; a failed delivery is recorded for a retry, not shown as a 500.
        const reason = error instanceof Error ? error.message : String(error);
        await db.update(outbox).set({ error: reason }).where(eq(outbox.id, row.id));
        log({ outboxId: row.id, to: message.to, err: reason }, 'e-mail delivery failed');
      }
    },
  };
}
