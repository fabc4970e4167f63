import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { freePort } from '../test/freePort.ts';
import { createTestApp, type TestApp, testEngine } from '../test/testApp.ts';
import { createMailer } from './createMailer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtp() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const message = {
  to: 'dealer@example.test',
  subject: 'Your Console verification code',
  text: 'Code: 123456',
};

describe(`the mailer (${testEngine})`, () => {
  it('without SMTP, keeps the message in the outbox and writes it to the log', async () => {
    const logged: unknown[] = [];
    await createMailer({ db: t.db, log: (fields) => logged.push(fields) }).send(message);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, message.to));
    expect(row).toMatchObject({ subject: message.subject, text: message.text, sentAt: null, error: null });
    expect(logged).toEqual([expect.objectContaining({ to: message.to, text: message.text })]);
    await t.db.delete(outbox);
  });

  it('with SMTP, delivers the message and marks it sent', async () => {
    const smtp = await startSmtp();
    try {
      const mailer = createMailer({
        db: t.db,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Console <no-reply@console.test>',
        log: () => {},
      });
      await mailer.send(message);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@console.test', to: [message.to] });
      expect(smtp.received[0]?.raw).toContain('Code: 123456');
      const [row] = await t.db.select().from(outbox).where(eq(outbox.to, message.to));
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
      await t.db.delete(outbox);
    }
  });

  it('records a failed delivery for a retry instead of failing the action', async () => {
    const port = await freePort();
    const logged: string[] = [];
    const mailer = createMailer({
      db: t.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      log: (_f, msg) => logged.push(msg),
    });
    await expect(mailer.send(message)).resolves.toBeUndefined();
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, message.to));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED/);
    expect(logged).toContain('e-mail delivery failed');
  });

  it('sends a failed message again once the mail server answers, and only once', async () => {
    const smtp = await startSmtp();
    try {
      const mailer = createMailer({ db: t.db, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, log: () => {} });
      expect(await mailer.retryFailed()).toBe(1);
      expect(smtp.received.map((m) => m.to)).toEqual([[message.to]]);
      const [row] = await t.db.select().from(outbox).where(eq(outbox.to, message.to));
      expect(row).toMatchObject({ error: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(await mailer.retryFailed()).toBe(0);
    } finally {
      await smtp.close();
    }
  });
});
