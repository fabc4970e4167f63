// The onsite calls of the API bench: the flight board of today and the dispatch week as the onsite brand reads
// them, then the live stream: how long a job's change takes to reach every open board (server-sent events).
// Uses the demo data's jobs.
import type autocannon from 'autocannon';

type Drive = (name: string, options: autocannon.Options) => Promise<void>;

/** Open boards listening while the jobs change. */
const BOARDS = 50;
/** Changes made one after another; each must reach every board. */
const CHANGES = 40;

interface JobDetail {
  id: number;
  version: number;
  customer: Record<string, string | null>;
  serviceType: string;
  priority: string;
  subStatus: string | null;
  description: string | null;
  territory: string | null;
}

/** An open board: resolves `arrived(version)` when the event of that job version reaches it. */
function openBoard(base: string, token: string, jobId: number) {
  const controller = new AbortController();
  const waiting = new Map<number, (at: number) => void>();
  const ready = fetch(`${base}/api/onsite/board/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  }).then(async (response) => {
    if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!data) continue;
          const event = JSON.parse(data) as { jobId: number; version: number };
          if (event.jobId === jobId) waiting.get(event.version)?.(performance.now());
        }
      }
    })();
  });
  return {
    ready,
    arrived: (version: number) => new Promise<number>((resolve) => waiting.set(version, resolve)),
    close: () => controller.abort(),
  };
}

/** PUT /onsite/jobs/:id's body: the job's details as they are, with another sub-status. */
const updateBody = (job: JobDetail, subStatus: string | null) =>
  JSON.stringify({
    version: job.version,
    customer: job.customer,
    serviceType: job.serviceType,
    priority: job.priority,
    subStatus,
    description: job.description,
    territory: job.territory,
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function liveDelivery(base: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const board = (await (await fetch(`${base}/api/onsite/board`, { headers })).json()) as {
    data: { rows: { id: number; status: string }[] };
  };
  const open = board.data.rows.find((row) => !['completed', 'cancelled'].includes(row.status));
  if (!open) throw new Error('no open job on the demo board');
  const read = async () =>
    ((await (await fetch(`${base}/api/onsite/jobs/${open.id}`, { headers })).json()) as { data: JobDetail })
      .data;
  const boards = Array.from({ length: BOARDS }, () => openBoard(base, token, open.id));
  await Promise.all(boards.map((b) => b.ready));
  const delays: number[] = [];
  const writes: number[] = [];
  const original = await read();
  let job = original;
  try {
    for (let i = 0; i < CHANGES; i += 1) {
      const version = job.version + 1;
      const arrivals = boards.map((b) => b.arrived(version));
      const started = performance.now();
      const response = await fetch(`${base}/api/onsite/jobs/${job.id}`, {
        method: 'PUT',
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        body: updateBody(job, `Bench change ${i + 1}`),
      });
      if (!response.ok) throw new Error(`PUT job: ${response.status} ${await response.text()}`);
      job = ((await response.json()) as { data: JobDetail }).data;
      writes.push(performance.now() - started);
      for (const at of await Promise.all(arrivals)) delays.push(at - started);
    }
  } finally {
    for (const b of boards) b.close();
  }
  await fetch(`${base}/api/onsite/jobs/${job.id}`, {
    method: 'PUT',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: updateBody(job, original.subStatus),
  });
  delays.sort((a, b) => a - b);
  writes.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0).padStart(4)} ms`;
  console.log(
    `live: change → ${BOARDS} open boards (${CHANGES} changes)  write p50 ${ms(percentile(writes, 50))}   delivered p50 ${ms(percentile(delays, 50))}   p99 ${ms(percentile(delays, 99))}   max ${ms(delays.at(-1) ?? 0)}`,
  );
}

export async function benchOnsite(base: string, token: string, drive: Drive): Promise<void> {
  const as = { authorization: `Bearer ${token}` };
  for (const connections of [20, 1]) {
    const conns = `${connections} conn${connections > 1 ? 's' : ''}`;
    await drive(`GET /onsite/board today (${conns})`, {
      url: `${base}/api/onsite/board`,
      connections,
      headers: as,
    });
    await drive(`GET /onsite/dispatch week (${conns})`, {
      url: `${base}/api/onsite/dispatch?days=7`,
      connections,
      headers: as,
    });
  }
  await liveDelivery(base, token);
}
