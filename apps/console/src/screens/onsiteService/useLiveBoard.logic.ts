/**
 * The board's live stream: server-sent events read with `fetch` (an EventSource cannot send the Bearer
 * token), parsed here, and a connection that keeps itself open. Pure of React, so its timing is tested with
 * fake timers.
 */

/** One dispatched event of a text/event-stream. */
export interface ServerSentEvent {
  /** The `event:` field; 'message' when none was sent. */
  event: string;
  /** The `data:` lines, joined with newlines. */
  data: string;
  /** The last `id:` seen on the stream (sent back as Last-Event-ID on a reconnect). */
  id: string | undefined;
}

export interface SseParserHandlers {
  onEvent: (event: ServerSentEvent) => void;
  /** The server asked for another reconnection delay (`retry:` in ms). */
  onRetry?: (ms: number) => void;
}

/**
 * A parser of the event-stream format (WHATWG HTML §9.2.6): feed it the text as it arrives, in chunks cut
 * anywhere (even between a CR and its LF). Comments (`: ping`) and unknown fields are skipped.
 */
export function createSseParser({ onEvent, onRetry }: SseParserHandlers): (chunk: string) => void {
  let buffer = '';
  let data: string[] = [];
  let type = '';
  let lastId: string | undefined;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: type || 'message', data: data.join('\n'), id: lastId });
    data = [];
    type = '';
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      if (end === -1) return;
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (buffer[end] === '\r' && end === buffer.length - 1) return;
      const width = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + width);
    }
  };
}

/**
 * The wait before reconnection attempt `attempt` (0-based): doubling from `base` up to 30 s, with jitter so a
 * room of kiosks does not reconnect in step after a server restart (`random` in [0, 1)).
 */
export function retryDelay(attempt: number, base = 1_000, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, base * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Where the connection is: the board's indicator shows it. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'paused' | 'offline';

/** A stream that has said nothing for this long (the server pings every 15 s) is taken for dropped. */
export const SILENCE_MS = 45_000;

export interface LiveConnectionOptions {
  /** The stream's full URL, e.g. '/api/onsite/board/events'. */
  url: string;
  getToken: () => string | null;
  onEvent: (event: ServerSentEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /** The stream is open again after a drop: what happened meanwhile may have been missed. */
  onReconnected: () => void;
  fetch?: typeof fetch;
  random?: () => number;
}

export interface LiveConnection {
  /** Stops for good: the request is aborted and no reconnection follows. */
  close: () => void;
}

/** Refusals that another attempt will not change: signed out, or no longer allowed on the board. */
const FINAL_STATUSES = [401, 403, 404];

/**
 * Opens the stream and keeps it open: on a drop, an error or a silent stream it tries again with backoff,
 * sending the last event id it saw. A 401/403 stops it ('offline'): the board's own fetches deal with the
 * session.
 */
export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const fetchStream = options.fetch ?? globalThis.fetch.bind(globalThis);
  let closed = false;
  let opened = false;
  let attempt = 0;
  let base = 1_000;
  let lastId: string | undefined;
  let controller: AbortController | undefined;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;

  const status = (next: LiveStatus) => {
    if (!closed) options.onStatus(next);
  };
  const parse = createSseParser({
    onEvent: (event) => {
      lastId = event.id;
      options.onEvent(event);
    },
    onRetry: (ms) => {
      base = ms;
    },
  });
  // Aborting the request ends the body's stream too; cancelling the reader ends a read already waiting.
  const hangUp = () => {
    controller?.abort();
    reader?.cancel().catch(() => {});
  };
  const listen = () => {
    clearTimeout(silence);
    silence = setTimeout(hangUp, SILENCE_MS);
  };
  const opening = () => {
    status('live');
    if (opened) options.onReconnected();
    opened = true;
    attempt = 0;
  };

  /** Reads one connection until it ends, fails or goes silent. */
  const readOnce = async () => {
    controller = new AbortController();
    const token = options.getToken();
    const response = await fetchStream(options.url, {
      headers: {
        Accept: 'text/event-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(lastId !== undefined ? { 'Last-Event-ID': lastId } : {}),
      },
      cache: 'no-store',
      signal: controller.signal,
    });
    if (FINAL_STATUSES.includes(response.status)) {
      options.onStatus('offline');
      closed = true;
      return;
    }
    if (!response.ok || !response.body) return;
    opening();
    listen();
    reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        listen();
        parse(decoder.decode(value, { stream: true }));
      }
    } finally {
      clearTimeout(silence);
      hangUp();
    }
  };

  const run = async () => {
    status('connecting');
    while (!closed) {
      await readOnce().catch(() => {});
      if (closed) return;
      status('reconnecting');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, retryDelay(attempt, base, options.random));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      attempt += 1;
    }
  };

  void run();
  return {
    close: () => {
      closed = true;
      clearTimeout(silence);
      hangUp();
      wake?.();
    },
  };
}
