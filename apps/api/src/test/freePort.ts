import { createServer } from 'node:net';

/** A port nothing listens on right now, on 127.0.0.1 (for servers started by tests and benches). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
