// One HTTP attempt of a delivery: POST the raw JSON body with its signed headers, no redirects followed
// (a 3xx is an answer, and a failure), given up after the timeout. The connection's lookup refuses private
// addresses after DNS and connects to the checked address (addresses.ts). Only the first KB of the answer is
// read: the log shows it, and a receiver streaming megabytes costs us nothing more.
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, literalAddressProblem } from './addresses.ts';
import type { WebhooksContext } from './settings.ts';

export const SNIPPET_BYTES = 1024;

export interface SendResult {
  ok: boolean;
  httpStatus: number | null;
  durationMs: number;
  responseSnippet: string | null;
  error: string | null;
  /** The receiver answered `webhook-delivery: abort-message`: no retries follow. */
  abort: boolean;
}

type SendSettings = Pick<WebhooksContext, 'allowPrivateUrls' | 'resolve' | 'timeoutMs'>;

export function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  settings: SendSettings,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string, httpStatus: number | null = null): SendResult => ({
    ok: false,
    httpStatus,
    durationMs: elapsed(),
    responseSnippet: null,
    error,
    abort: false,
  });
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return Promise.resolve(failed('the URL is not valid'));
  }
  const secure = url.protocol === 'https:';
  if (!secure && !(settings.allowPrivateUrls && url.protocol === 'http:'))
    return Promise.resolve(failed('refused: the URL is not https'));
  const literal = literalAddressProblem(url, settings.allowPrivateUrls);
  if (literal) return Promise.resolve(failed(literal));

  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = (secure ? https : http).request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'Console-Webhooks/1',
      },
      // A connection of its own (no pooled socket to another address), through the guarded lookup.
      agent: false,
      lookup: guardedLookup(settings.resolve, settings.allowPrivateUrls),
    });
    const timer = setTimeout(() => {
      request.destroy();
      settle(failed(`no answer within ${settings.timeoutMs / 1000} s`));
    }, settings.timeoutMs);
    request.on('error', (error) => settle(failed(error.message)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const abort = String(response.headers['webhook-delivery'] ?? '').toLowerCase() === 'abort-message';
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        const snippet = Buffer.concat(chunks).subarray(0, SNIPPET_BYTES).toString('utf8');
        const ok = status >= 200 && status < 300;
        settle({
          ok,
          httpStatus: status,
          durationMs: elapsed(),
          responseSnippet: snippet || null,
          error: ok ? null : status >= 300 && status < 400 ? 'redirects are not followed' : null,
          abort,
        });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= SNIPPET_BYTES) finish();
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.end(body);
  });
}
