// A local webhook receiver for end-to-end tests: it records every request with its raw body, answers the first
// `failFirst` with 500 and the rest with 200, and checks each signature with the Standard Webhooks library
// against the secret the test read off the console (the server runs with WEBHOOKS_ALLOW_PRIVATE_URLS=1).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
  /** Whether the signature verified with the secret in force when it came in. */
  verified: boolean;
}

export async function startWebhookReceiver(failFirst: number) {
  const received: ReceivedWebhook[] = [];
  let secret: string | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified = false;
      if (secret) {
        try {
          new Webhook(secret).verify(body, request.headers as Record<string, string>);
          verified = true;
        } catch {
          verified = false;
        }
      }
      const status = received.length < failFirst ? 500 : 200;
      received.push({ headers: request.headers, body, status, verified });
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    trustSecret(value: string) {
      secret = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
