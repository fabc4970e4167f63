import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSseParser,
  type LiveStatus,
  openLiveConnection,
  retryDelay,
  type ServerSentEvent,
  SILENCE_MS,
} from './useLiveBoard.logic';

function parsed(...chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const retries: number[] = [];
  const feed = createSseParser({ onEvent: (event) => events.push(event), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) feed(chunk);
  return { events, retries };
}

describe('createSseParser', () => {
  it('dispatches an event at the blank line, with its type, data and id', () => {
    expect(parsed('id: 7\nevent: job\ndata: {"jobId":1}\n\n').events).toEqual([
      { event: 'job', data: '{"jobId":1}', id: '7' },
    ]);
  });

  it('joins data lines, defaults the type to message and skips comments and unknown fields', () => {
    expect(parsed(': ping\n\nfoo: bar\ndata: one\ndata:two\ndata\n\n').events).toEqual([
      { event: 'message', data: 'one\ntwo\n', id: undefined },
    ]);
  });

  it('reads events cut anywhere across chunks, CRLF and CR line ends included', () => {
    const { events } = parsed('ev', 'ent: job\r', '\ndata: {"a"', ':1}\r\rdata: b\r\n', '\r\n');
    expect(events).toEqual([
      { event: 'job', data: '{"a":1}', id: undefined },
      { event: 'message', data: 'b', id: undefined },
    ]);
  });

  it('keeps the last id for later events and dispatches nothing without data', () => {
    const { events } = parsed('id: 3\n\nevent: job\n\ndata: x\n\n');
    expect(events).toEqual([{ event: 'message', data: 'x', id: '3' }]);
  });

  it('reports a numeric retry and ignores anything else there', () => {
    expect(parsed('retry: 5000\nretry: soon\n\n').retries).toEqual([5000]);
  });

  it('waits for the blank line before dispatching', () => {
    expect(parsed('data: half\n').events).toEqual([]);
  });
});

describe('retryDelay', () => {
  it('doubles from the base up to 30 s, jittered between half and all of it', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => retryDelay(attempt, 1_000, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 30_000,
    ]);
    expect(retryDelay(2, 1_000, () => 0)).toBe(2_000);
  });
});

/** A server's stream: `send` pushes text, `end` closes it as a dropped connection would. */
function serverStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    response: { status: 200, ok: true, body } as Response,
    send: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => controller.close(),
  };
}

const refused = (status: number) => ({ status, ok: false, body: null }) as Response;

describe('openLiveConnection', () => {
  let statuses: LiveStatus[];
  let events: ServerSentEvent[];
  let reconnected: number;

  beforeEach(() => {
    vi.useFakeTimers();
    statuses = [];
    events = [];
    reconnected = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const open = (fetch: typeof globalThis.fetch) =>
    openLiveConnection({
      url: '/api/onsite/board/events',
      getToken: () => 'token-1',
      onEvent: (event) => events.push(event),
      onStatus: (status) => statuses.push(status),
      onReconnected: () => {
        reconnected += 1;
      },
      fetch,
      random: () => 1,
    });

  const requestOf = (fetch: ReturnType<typeof vi.fn>, call: number) =>
    fetch.mock.calls[call]?.[1] as RequestInit | undefined;
  const headersOf = (fetch: ReturnType<typeof vi.fn>, call: number) =>
    requestOf(fetch, call)?.headers as Record<string, string>;

  it('sends the token, goes live and passes on each event', async () => {
    const server = serverStream();
    const fetch = vi.fn(async () => server.response);
    const connection = open(fetch);
    await vi.advanceTimersByTimeAsync(0);
    expect(headersOf(fetch, 0)).toEqual({ Accept: 'text/event-stream', Authorization: 'Bearer token-1' });
    expect(statuses).toEqual(['connecting', 'live']);
    server.send('id: 1\nevent: job\ndata: {"jobId":5}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ event: 'job', data: '{"jobId":5}', id: '1' }]);
    connection.close();
  });

  it('reconnects after a drop with the last event id, and says it is back', async () => {
    const first = serverStream();
    const second = serverStream();
    const fetch = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const connection = open(fetch);
    await vi.advanceTimersByTimeAsync(0);
    first.send('id: 41\nevent: job\ndata: {}\n\n');
    first.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(headersOf(fetch, 1)['Last-Event-ID']).toBe('41');
    expect(statuses.at(-1)).toBe('live');
    expect(reconnected).toBe(1);
    connection.close();
  });

  it('backs off while the server cannot be reached, then starts afresh once it answers', async () => {
    const server = serverStream();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(refused(502))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(server.response);
    const connection = open(fetch);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'reconnecting', 'reconnecting', 'live']);
    // The board never saw this connection before: nothing was missed, no refetch.
    expect(reconnected).toBe(0);
    connection.close();
  });

  it('takes a silent stream for dropped and reconnects', async () => {
    const fetch = vi.fn(async () => serverStream().response);
    const connection = open(fetch);
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    connection.close();
  });

  it('stays connected while pings keep arriving', async () => {
    const server = serverStream();
    const fetch = vi.fn(async () => server.response);
    const connection = open(fetch);
    for (let ping = 0; ping < 6; ping += 1) {
      await vi.advanceTimersByTimeAsync(15_000);
      server.send(': ping\n\n');
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'live']);
    connection.close();
  });

  it('gives up on a refusal another try will not change', async () => {
    const fetch = vi.fn(async () => refused(401));
    open(fetch);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'offline']);
  });

  it('stops for good once closed, also while waiting to reconnect', async () => {
    const fetch = vi.fn(async () => refused(503));
    const connection = open(fetch);
    await vi.advanceTimersByTimeAsync(0);
    connection.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'reconnecting']);
  });

  it('aborts the open request when closed', async () => {
    const fetch = vi.fn(async () => serverStream().response);
    const connection = open(fetch);
    await vi.advanceTimersByTimeAsync(0);
    connection.close();
    expect(requestOf(fetch, 0)?.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
