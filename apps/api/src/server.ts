/**
 * The server process: opens the storage (PGlite in DATA_DIR, default ./.data, or PostgreSQL when
 * DATABASE_URL is set), then serves /api on HOST:PORT (default 127.0.0.1:8080). SIGTERM and SIGINT close
 * the HTTP server first, then the database, so no acknowledged write is cut off.
 */
import { buildApp } from './app/buildApp.ts';
import { openDatabase } from './db/database.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({
    dataDir: process.env.DATA_DIR,
    databaseUrl: process.env.DATABASE_URL,
    log: (message) => console.log(message),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, database });
await app.listen({ port, host });
console.log(
  `Console API on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/api (${database.engine})`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
