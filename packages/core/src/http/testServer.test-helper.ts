/**
 * Test-only helpers: a real HTTP server on 127.0.0.1 (no HTTP mocks) and a Feedback that records calls.
 * Not exported from the package.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConfirmOptions, Feedback, MessageType, NotifyOptions } from '../feedback';

export interface RecordedRequest {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type TestHandler = (request: RecordedRequest, response: ServerResponse) => unknown;

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An origin where nothing listens: a server is started to get a free port, then closed. */
export async function closedOrigin(): Promise<string> {
  const server = await startTestServer(() => {});
  await server.close();
  return server.origin;
}

export function sendJson(
  response: ServerResponse,
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

export interface RecordingFeedback extends Feedback {
  messages: { type: MessageType; text: string }[];
  notifications: NotifyOptions[];
  confirms: ConfirmOptions[];
  /** Texts of every overlay opened, and how many are still open. */
  overlays: string[];
  openOverlays(): number;
  /** Settles the oldest pending confirm. */
  answerConfirm(confirmed: boolean): void;
}

export function createRecordingFeedback(): RecordingFeedback {
  const pending: ((confirmed: boolean) => void)[] = [];
  let open = 0;
  const recorder: RecordingFeedback = {
    messages: [],
    notifications: [],
    confirms: [],
    overlays: [],
    message: (type, text) => recorder.messages.push({ type, text }),
    notify: (options) => recorder.notifications.push(options),
    confirm: (options) => {
      recorder.confirms.push(options);
      return new Promise<boolean>((resolve) => pending.push(resolve));
    },
    loading: (text) => {
      recorder.overlays.push(text);
      open += 1;
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        open -= 1;
      };
    },
    openOverlays: () => open,
    answerConfirm: (confirmed) => {
      const resolve = pending.shift();
      if (!resolve) throw new Error('No confirm dialog is open.');
      resolve(confirmed);
    },
  };
  return recorder;
}
