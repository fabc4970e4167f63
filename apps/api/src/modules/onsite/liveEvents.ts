// The flight board's live stream (GET /onsite/board/events): every write to a job publishes an event for its
// brand once committed; each open board hears its own brand's events as server-sent events, with a comment
// every 15 s so proxies keep the connection open. Streams end when the client leaves or the server closes.
import { PassThrough } from 'node:stream';
import type { OnsiteJobStatus, OnsiteLiveEvent } from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import type { LiveBus } from '../../live/liveBus.ts';
import { onsiteOf } from './access.ts';
import type { OnsiteJobRecord } from './rows.ts';

/** A comment this often keeps idle proxies from closing the stream. */
const PING_MS = 15_000;
/** How long a browser waits before reconnecting (the SSE `retry:` field). */
const RETRY_MS = 2_000;

/** The stream's route. */
export const BOARD_EVENTS_PATH = '/api/onsite/board/events';

/** The bus topic of a brand's job events. */
export const onsiteTopic = (brandId: number) => `onsite.jobs.${brandId}`;

function liveEventOf(job: OnsiteJobRecord): OnsiteLiveEvent {
  return {
    jobId: job.id,
    status: job.status as OnsiteJobStatus,
    version: job.version,
    at: job.updatedAt.toISOString(),
  };
}

/** Tells the brand's open boards that a job changed; call after the change has committed. */
export function publishJobChange(live: LiveBus, job: OnsiteJobRecord): Promise<void> {
  return live.publish(onsiteTopic(job.brandCompanyId), liveEventOf(job));
}

/** One server-sent event: `id`, `event: job`, the JSON data. */
function sseEvent(id: number, event: OnsiteLiveEvent): string {
  return `id: ${id}\nevent: job\ndata: ${JSON.stringify(event)}\n\n`;
}

export function boardEventsRoute(app: ApiApp, context: Pick<AppContext, 'live'>): void {
  const open = new Set<() => void>();
  // Before the server waits for open requests to finish: a stream never finishes by itself.
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
  app.get(
    BOARD_EVENTS_PATH,
    {
      // Compression would hold events back in its buffer.
      compress: false,
      schema: {
        summary:
          "The brand's job changes as server-sent events (`event: job`, data an onsiteLiveEvent), a `: ping` every 15 s",
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const onsite = onsiteOf(request);
      // A reconnecting client sends the last id it saw: numbering goes on from there.
      const lastSeen = Number(request.headers['last-event-id']);
      let sequence = Number.isSafeInteger(lastSeen) && lastSeen > 0 ? lastSeen : 0;
      const stream = new PassThrough();
      const write = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      const unsubscribe = context.live.subscribe(onsiteTopic(onsite.brandId), (event) => {
        sequence += 1;
        write(sseEvent(sequence, event as OnsiteLiveEvent));
      });
      const ping = setInterval(() => write(': ping\n\n'), PING_MS);
      const close = () => {
        if (!open.delete(close)) return;
        clearInterval(ping);
        unsubscribe();
        stream.end();
      };
      open.add(close);
      reply.raw.on('close', close);
      write(`retry: ${RETRY_MS}\n\n`);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}
