import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export interface MailerOptions {
  db: Database;
  /** `smtp://user:pass@host:587` (or smtps://); without it messages stay in the outbox and the log. */
  smtpUrl?: string;
  from?: string;
  log: (fields: Record<string, unknown>, msg: string) => void;
}

/** Failed deliveries are tried again for this long (codes and links in them expire anyway). */
const RETRY_WITHIN_MS = 24 * 3600_000;

export interface OutboxMailer extends Mailer {
  /** Sends again the messages whose delivery failed in the last day; returns how many went out. */
  retryFailed(): Promise<number>;
}

/** The outbox mailer, sending through SMTP as well when a URL is configured. */
export function createMailer({
  db,
  smtpUrl,
  from = 'Console <no-reply@console.test>',
  log,
}: MailerOptions): OutboxMailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function deliver(id: number, message: MailMessage): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.sendMail({ from, ...message });
      await db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, id));
      return true;
    } catch (error) {
      // The caller's action has happened; a failed delivery is recorded for a retry, not shown as a 500.
      const reason = error instanceof Error ? error.message : String(error);
      await db.update(outbox).set({ error: reason }).where(eq(outbox.id, id));
      log({ outboxId: id, to: message.to, err: reason }, 'e-mail delivery failed');
      return false;
    }
  }

  return {
    async send(message) {
      const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
      if (!row) throw new Error('the outbox did not take the message');
      if (transport) {
        await deliver(row.id, message);
        return;
      }
      // No mail server: the message is in the outbox table, and in the log so a developer can follow links.
      log(
        { outboxId: row.id, to: message.to, subject: message.subject, text: message.text },
        'e-mail (outbox)',
      );
    },
    async retryFailed() {
      if (!transport) return 0;
      const failed = await db
        .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(
          and(
            isNull(outbox.sentAt),
            isNotNull(outbox.error),
            gt(outbox.createdAt, new Date(Date.now() - RETRY_WITHIN_MS)),
          ),
        );
      let sent = 0;
      for (const { id, ...message } of failed) if (await deliver(id, message)) sent += 1;
      return sent;
    },
  };
}
