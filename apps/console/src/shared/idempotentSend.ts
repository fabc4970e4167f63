import { isHttpError } from '@console/core';

/**
 * A call that carries an Idempotency-Key (domain §2.9). The key lives until the server has answered: a
 * retry after a lost answer or a time-out sends the same key, so the server replays instead of acting twice;
 * once it has answered (done or refused), the next attempt is a new request with a new key.
 */
export function idempotentSend<Args extends unknown[], Result>(
  send: (key: string, ...args: Args) => Promise<Result>,
  newKey: () => string = () => crypto.randomUUID(),
): (...args: Args) => Promise<Result> {
  let key: string | null = null;
  return async (...args) => {
    key ??= newKey();
    try {
      const result = await send(key, ...args);
      key = null;
      return result;
    } catch (error) {
      if (!isHttpError(error) || !error.network) key = null;
      throw error;
    }
  };
}
