// The flight board's live stream over real HTTP: a subscribed client hears a change another request makes
// (on PostgreSQL through NOTIFY, so a second instance hears it too), only its own brand's, and the stream
// does not keep the server from closing.
import type { AddressInfo } from 'node:net';
import { BOARD_LIVE_SECONDS, type OnsiteLiveEvent } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createPostgresBus, LIVE_CHANNEL } from '../../live/liveBus.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { until } from '../../test/until.ts';
import { put } from '../claims/testKit.ts';
import type { Auth } from '../warranty/testKit.ts';
import { onsiteTopic } from './liveEvents.ts';
import { createJob, customer, type OnsitePeople, signInOnsite, step } from './testKit.ts';

let t: TestApp;
let people: OnsitePeople;
/** Where `t` listens. */
let base: string;

async function listening(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}

/** A board subscribed over HTTP: everything it has read so far, and whether the stream has ended. */
async function subscribe(base: string, auth: Auth) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/onsite/board/events`, {
    headers: { ...auth, 'accept-encoding': 'gzip, br' },
    signal: controller.signal,
  });
  const state = { text: '', ended: false };
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      state.text += decoder.decode(chunk.value, { stream: true });
    }
  })()
    .catch(() => {})
    .finally(() => {
      state.ended = true;
    });
  await until(() => state.text.startsWith('retry:') || undefined, 5_000, 'the stream opened');
  return { response, state, close: () => controller.abort() };
}

/** The job events read so far: their ids and data. */
function eventsIn(text: string): { id: number; data: OnsiteLiveEvent }[] {
  return text
    .split('\n\n')
    .filter((block) => block.includes('event: job'))
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2) ?? '';
      return { id: Number(field('id')), data: JSON.parse(field('data')) };
    });
}

beforeAll(async () => {
  t = await createTestApp();
  people = await signInOnsite(t);
  base = await listening(t);
}, 60_000);
afterAll(() => t?.close());

describe(`the board's live events (${testEngine})`, () => {
  it("reaches a subscribed board within seconds of a change made elsewhere, and only its brand's", async () => {
    const board = await subscribe(base, people.staff);
    expect(board.response.status).toBe(200);
    expect(board.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(board.response.headers.get('content-encoding')).toBeNull();
    // Voltline gets onsite service for this test: its board must not hear Ridgeway's jobs.
    await t.db.update(companies).set({ onsiteAvailable: true }).where(eq(companies.id, t.ids.brand));
    const voltline = await subscribe(base, await t.authAs(DEMO_USERS.brand));

    const job = await createJob(t, people.owner);
    const started = Date.now();
    const confirmed = await step(t, job, 'confirm', people.manager);
    await until(
      () =>
        eventsIn(board.state.text).find((event) => event.data.jobId === job.id && event.data.version === 2),
      BOARD_LIVE_SECONDS * 1000,
      'the confirmation reached the board',
    );
    expect(Date.now() - started).toBeLessThan(BOARD_LIVE_SECONDS * 1000);
    const events = eventsIn(board.state.text).filter((event) => event.data.jobId === job.id);
    expect(events.map((event) => event.data)).toEqual([
      { jobId: job.id, status: 'new', version: 1, at: job.updatedAt },
      { jobId: job.id, status: 'confirmed', version: 2, at: confirmed.updatedAt },
    ]);
    expect(events.map((event) => event.id)).toEqual([1, 2]);
    expect(voltline.state.text).not.toContain('event: job');

    board.close();
    voltline.close();
    await t.db.update(companies).set({ onsiteAvailable: false }).where(eq(companies.id, t.ids.brand));
  });

  it.runIf(testEngine === 'postgres')('reaches another API instance through NOTIFY', async () => {
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const [row] = result.rows;
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${row?.name}`;
    const secondInstance = await createPostgresBus(t.db, url.toString());
    const heard: unknown[] = [];
    const stop = secondInstance.subscribe(onsiteTopic(t.ids.onsiteBrand), (event) => heard.push(event));
    try {
      const job = await createJob(t, people.owner);
      await until(
        () => heard.find((event) => (event as OnsiteLiveEvent).jobId === job.id),
        BOARD_LIVE_SECONDS * 1000,
        'the second instance heard the new job',
      );
    } finally {
      stop();
      await secondInstance.close();
    }
  });

  it.runIf(testEngine === 'postgres')('listens again after its connection was cut', async () => {
    const board = await subscribe(base, people.staff);
    const cut = (await t.db.execute(
      sql`select pg_terminate_backend(pid) as cut from pg_stat_activity
          where datname = current_database() and query = ${`listen ${LIVE_CHANNEL}`}`,
    )) as unknown as { rows: { cut: boolean }[] };
    expect(cut.rows).toEqual([{ cut: true }]);
    // Changes go on while the server reconnects; one made after it listens again reaches the board.
    const job = await createJob(t, people.owner);
    let version = job.version;
    await until(
      async () => {
        const saved = await put(t, `/api/onsite/jobs/${job.id}`, people.owner, {
          version,
          customer,
          serviceType: 'repair',
          priority: 'normal',
          subStatus: null,
          description: null,
          territory: null,
        });
        version = saved.json().data.version;
        return eventsIn(board.state.text).find(
          (event) => event.data.jobId === job.id && event.data.version > 1,
        );
      },
      15_000,
      'an event after the reconnection',
    );
    board.close();
  });

  it('ends open streams when the server closes, so it can shut down', async () => {
    const other = await createTestApp();
    const board = await subscribe(await listening(other), await other.authAs(DEMO_USERS.onsite));
    const closed = other.close().then(() => 'closed');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('still open'), 10_000));
    expect(await Promise.race([closed, timeout])).toBe('closed');
    await until(() => board.state.ended || undefined, 5_000, 'the stream ended');
  });
});
