// Live updates to open screens (ARCHITECTURE.md: the flight board's server-sent events). A message published
// on a topic reaches every subscriber of that topic in every API instance: on PGlite (one process) through an
// in-process emitter; on PostgreSQL through NOTIFY, heard by each instance on a dedicated LISTEN connection
// that reconnects by itself. Publish after the transaction that made the change has committed.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { OpenedDatabase } from '../db/database.ts';

/** The PostgreSQL channel every instance listens on. */
export const LIVE_CHANNEL = 'console_live';

export interface LiveBus {
  /** Sends `data` (JSON) to the topic's subscribers everywhere; never throws (a lost event is logged). */
  publish(topic: string, data: unknown): Promise<void>;
  /** Calls `listener` with each message of the topic; returns the function that stops it. */
  subscribe(topic: string, listener: (data: unknown) => void): () => void;
  close(): Promise<void>;
}

export type LiveLog = (fields: Record<string, unknown>, message: string) => void;

/** Hands each message to the topic's listeners; the emitter has no listener limit (one per open board). */
function localTopics() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (topic: string, data: unknown) => emitter.emit(topic, data),
    subscribe(topic: string, listener: (data: unknown) => void) {
      emitter.on(topic, listener);
      return () => {
        emitter.off(topic, listener);
      };
    },
  };
}

/** One process: a message goes straight to the listeners. */
function createInProcessBus(): LiveBus {
  const topics = localTopics();
  return {
    async publish(topic, data) {
      topics.emit(topic, data);
    },
    subscribe: topics.subscribe,
    async close() {},
  };
}

const RECONNECT_MS = { first: 500, max: 10_000 };

/**
 * Several instances on one PostgreSQL: a message is a NOTIFY through the app's pool, and every instance
 * (this one too) hears it on its LISTEN connection. Resolves once that connection listens.
 */
export async function createPostgresBus(
  db: OpenedDatabase['db'],
  url: string,
  log: LiveLog = () => {},
): Promise<LiveBus> {
  const topics = localTopics();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MS.first;

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen().catch((error) => log({ err: error }, 'live: reconnecting failed, trying again'));
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  };

  /** Opens the LISTEN connection; when it fails or drops later, another attempt follows with a growing delay. */
  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      try {
        const { topic, data } = JSON.parse(message.payload) as { topic: string; data: unknown };
        topics.emit(topic, data);
      } catch (error) {
        log({ err: error }, 'live: a notification that is not JSON was dropped');
      }
    });
    // A dropped connection (server restart, network) is replaced; the boards reload what they missed.
    const lost = () => {
      if (client !== next || closed) return;
      client = undefined;
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      reconnectLater();
    };
    next.on('error', (error) => {
      log({ err: error }, 'live: the LISTEN connection failed, reconnecting');
      lost();
    });
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
      delay = RECONNECT_MS.first;
    } catch (error) {
      lost();
      throw error;
    }
  }

  try {
    await listen();
  } catch (error) {
    closed = true;
    clearTimeout(retry);
    throw error;
  }
  return {
    async publish(topic, data) {
      try {
        await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ topic, data })})`);
      } catch (error) {
        log({ err: error, topic }, 'live: an event could not be sent');
      }
    },
    subscribe: topics.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/** The bus for the database the server runs on. */
export function createLiveBus(database: OpenedDatabase, log?: LiveLog): Promise<LiveBus> {
  return database.engine === 'postgres'
    ? createPostgresBus(database.db, database.url, log)
    : Promise.resolve(createInProcessBus());
}
