// The e2e run's mail capture: a small SMTP server the console sends its e-mail to (playwright.config sets
// SMTP_URL), writing each message into a folder the tests read, so a test can follow an e-mailed link.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const e2ePort = Number(process.env.E2E_PORT ?? 4399);
/** Where the capture listens: beside the console's own port. */
export const MAIL_PORT = e2ePort + 10_000;
const MAIL_DIR = path.join(tmpdir(), `console-e2e-${e2ePort}-mail`);

/** A quoted-printable body (RFC 2045) as text: soft line breaks joined, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A message's text: its body, decoded when the headers say quoted-printable. */
function textOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  return /content-transfer-encoding:\s*quoted-printable/i.test(headers) ? decodeQuotedPrintable(body) : body;
}

/** One SMTP conversation: just enough of RFC 5321 for a client that sends plain messages. */
function converse(socket: Socket, store: (to: string[], raw: string) => void) {
  let buffer = '';
  let data: string | null = null;
  let recipients: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 mail-capture ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        // Dot-stuffed lines lose their extra leading dot.
        store(recipients, (data + buffer.slice(0, end)).replace(/\r\n\.\./g, '\r\n.'));
        buffer = buffer.slice(end + 5);
        data = null;
        recipients = [];
        reply('250 OK');
        continue;
      }
      const newline = buffer.indexOf('\r\n');
      if (newline < 0) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'RCPT') recipients.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
      if (verb === 'EHLO' || verb === 'HELO') reply('250 mail-capture');
      else if (verb === 'RCPT' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
      else if (verb === 'DATA') {
        data = '';
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('502 Command not recognised by the capture');
    }
  });
  socket.on('error', () => socket.destroy());
}

/** Starts the capture on an empty folder; resolves to a function that stops it. */
export async function startMailCapture(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = createServer((socket) =>
    converse(socket, (to, raw) => {
      count += 1;
      const name = `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(5, '0')}.json`;
      writeFileSync(path.join(MAIL_DIR, name), JSON.stringify({ to, text: textOf(raw) }));
    }),
  );
  await new Promise<void>((resolve) => server.listen(MAIL_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The text of the newest e-mail to `to`, waiting for it up to `timeoutMs`. */
export async function lastMailTo(to: string, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const names = readdirSync(MAIL_DIR).sort().reverse();
    for (const name of names) {
      const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, name), 'utf8')) as {
        to: string[];
        text: string;
      };
      if (mail.to.includes(to.toLowerCase())) return mail.text;
    }
    if (Date.now() > until) throw new Error(`no e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The console path of the newest e-mailed link to `to` ('/ec/login_setup?sign=…'). */
export async function mailedLinkPath(to: string): Promise<string> {
  const text = await lastMailTo(to);
  const link = /https?:\/\/\S+?(\/ec\/\S+\?sign=[\w-]+)/.exec(text)?.[1];
  if (!link) throw new Error(`no link in the e-mail to ${to}`);
  return link;
}
