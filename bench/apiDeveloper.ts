// The calls of issue 17 in the API bench: the Developer page (endpoint list with its success rates, an
// endpoint's delivery log and a week of hourly figures), the admins' bug triage queue and a brand's view of
// its dealers' live data, on the demo data; then how long a webhook takes from the event to a receiver on
// 127.0.0.1 (the bench's server allows local addresses), sent one after another.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type autocannon from 'autocannon';

type Drive = (name: string, options: autocannon.Options) => Promise<void>;

/** Test events sent one after another, each timed until the receiver has it. */
const EVENTS = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function deliveryDelay(base: string, token: string): Promise<void> {
  const arrived = new Map<string, number>();
  const receiver = createServer((request, response) => {
    arrived.set(String(request.headers['webhook-id']), performance.now());
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(`${base}/api/developer/webhooks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ url, description: 'bench receiver', eventTypes: ['claim.decided'] }),
  });
  if (!created.ok) throw new Error(`endpoint: ${created.status} ${await created.text()}`);
  const { endpoint } = ((await created.json()) as { data: { endpoint: { id: number } } }).data;
  const delays: number[] = [];
  try {
    for (let i = 0; i < EVENTS; i += 1) {
      const started = performance.now();
      const sent = await fetch(`${base}/api/developer/webhooks/${endpoint.id}/test`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      if (!sent.ok) throw new Error(`test event: ${sent.status} ${await sent.text()}`);
      const { messageId } = ((await sent.json()) as { data: { messageId: string } }).data;
      for (let waited = 0; !arrived.has(messageId); waited += 20) {
        if (waited > 30_000) throw new Error(`test event ${messageId} did not arrive within 30 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
      delays.push((arrived.get(messageId) ?? started) - started);
    }
  } finally {
    await fetch(`${base}/api/developer/webhooks/${endpoint.id}`, { method: 'DELETE', headers });
    receiver.close();
  }
  delays.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
  console.log(
    `webhook: event → receiver (${EVENTS} one after another)   p50 ${ms(percentile(delays, 50))}   p99 ${ms(percentile(delays, 99))}   max ${ms(delays.at(-1) ?? 0)}`,
  );
}

export async function benchDeveloper(
  base: string,
  tokens: { brand: string; admin: string },
  drive: Drive,
): Promise<void> {
  const brand = { authorization: `Bearer ${tokens.brand}` };
  const list = (await (await fetch(`${base}/api/developer/webhooks`, { headers: brand })).json()) as {
    data: { rows: { id: number; status: string }[] };
  };
  const busiest = list.data.rows.find((row) => row.status === 'active') ?? list.data.rows[0];
  if (!busiest) throw new Error('no demo webhook endpoint');
  for (const connections of [20, 1]) {
    const conns = `${connections} conn${connections > 1 ? 's' : ''}`;
    await drive(`GET /developer/webhooks (${conns})`, {
      url: `${base}/api/developer/webhooks`,
      connections,
      headers: brand,
    });
    await drive(`GET …/:id/attempts (${conns})`, {
      url: `${base}/api/developer/webhooks/${busiest.id}/attempts`,
      connections,
      headers: brand,
    });
    await drive(`GET …/:id/stats?hours=168 (${conns})`, {
      url: `${base}/api/developer/webhooks/${busiest.id}/stats?hours=168`,
      connections,
      headers: brand,
    });
    await drive(`GET /admin/bugs/reports (${conns})`, {
      url: `${base}/api/admin/bugs/reports`,
      connections,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    await drive(`GET /live-data/dealers (${conns})`, {
      url: `${base}/api/live-data/dealers`,
      connections,
      headers: brand,
    });
  }
  await deliveryDelay(base, tokens.brand);
}
