import { tokenAtom } from '@console/core';
import { createPageVisibility, type PageVisibility, PageVisibilityContext } from '@console/ui';
import { createStore } from 'jotai/vanilla';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../../app/ServicesContext';
import type { ConsoleServices } from '../../app/services';
import { actRoot } from '../../shared/testing/actRoot';
import { PAUSE_AFTER_HIDDEN_MS, REFETCH_WAIT_MS, useLiveBoard } from './useLiveBoard';
import type { LiveStatus } from './useLiveBoard.logic';

const root = actRoot();
let status: LiveStatus | undefined;

function Probe({ onChange }: { onChange: () => void }) {
  status = useLiveBoard(onChange);
  return null;
}

/** The server's side of each connection the hook opens and has not hung up. */
let streams: ReadableStreamDefaultController<Uint8Array>[];
const fetch = vi.fn(async (_url: string, init: RequestInit) => {
  let server: ReadableStreamDefaultController<Uint8Array> | undefined;
  const hungUp = () => {
    streams = streams.filter((open) => open !== server);
  };
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      server = controller;
      streams.push(controller);
      init.signal?.addEventListener('abort', () => {
        hungUp();
        controller.error(new DOMException('Aborted', 'AbortError'));
      });
    },
    cancel: hungUp,
  });
  return { status: 200, ok: true, body } as Response;
});
const send = (text: string) => streams.at(-1)?.enqueue(new TextEncoder().encode(text));
const jobEvent = (id: number) => `id: ${id}\nevent: job\ndata: {"jobId":${id}}\n\n`;

let hidden = false;
function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

async function mount(onChange: () => void, page: PageVisibility = createPageVisibility(true)) {
  const store = createStore();
  store.set(tokenAtom, 'token-9');
  const services = { store } as unknown as ConsoleServices;
  await root.render(
    <ServicesProvider services={services}>
      <PageVisibilityContext.Provider value={page}>
        <Probe onChange={onChange} />
      </PageVisibilityContext.Provider>
    </ServicesProvider>,
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Time passing on a healthy connection: the server pings every 15 s. */
async function waitPinging(ms: number) {
  for (let left = ms; left > 0; left -= 15_000) {
    await wait(Math.min(15_000, left));
    send(': ping\n\n');
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
  streams = [];
  hidden = false;
  status = undefined;
});
afterEach(async () => {
  await root.unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetch.mockClear();
});

describe('useLiveBoard', () => {
  it('reads the stream with the session token and is live', async () => {
    await mount(vi.fn());
    await wait(0);
    expect(fetch).toHaveBeenCalledWith(
      '/api/onsite/board/events',
      expect.objectContaining({ headers: { Accept: 'text/event-stream', Authorization: 'Bearer token-9' } }),
    );
    expect(status).toBe('live');
  });

  it('refetches once for changes arriving together, within the wait', async () => {
    const onChange = vi.fn();
    await mount(onChange);
    await wait(0);
    send(jobEvent(1));
    send(`${jobEvent(2)}: ping\n\n${jobEvent(3)}`);
    await wait(REFETCH_WAIT_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    await wait(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    send(jobEvent(4));
    await wait(REFETCH_WAIT_MS);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('lets the stream go when the browser tab stays hidden, and catches up when shown', async () => {
    const onChange = vi.fn();
    await mount(onChange);
    await wait(0);
    await act(async () => setHidden(true));
    await waitPinging(PAUSE_AFTER_HIDDEN_MS - 1);
    expect(status).toBe('live');
    await wait(1);
    expect(status).toBe('paused');
    expect(fetch.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    await act(async () => setHidden(false));
    await wait(REFETCH_WAIT_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(status).toBe('live');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps the stream through a short look at another tab', async () => {
    await mount(vi.fn());
    await wait(0);
    await act(async () => setHidden(true));
    await waitPinging(10_000);
    await act(async () => setHidden(false));
    await waitPinging(PAUSE_AFTER_HIDDEN_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(status).toBe('live');
  });

  it('lets the stream go while its console tab is not the one shown', async () => {
    const onChange = vi.fn();
    const page = createPageVisibility(true);
    await mount(onChange, page);
    await wait(0);
    await act(async () => page.setShown(false));
    await waitPinging(PAUSE_AFTER_HIDDEN_MS);
    expect(status).toBe('paused');
    await act(async () => page.setShown(true));
    await wait(REFETCH_WAIT_MS);
    expect(status).toBe('live');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('closes the stream when the board unmounts', async () => {
    await mount(vi.fn());
    await wait(0);
    await root.unmount();
    expect(fetch.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    await wait(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
