import type { Envelope } from '@console/contract';

/** The `data` of a call's envelope (the http client has already refused anything but code 200). */
export function dataOf<T>(call: Promise<Envelope<T>>): Promise<T> {
  return call.then((body) => body.data);
}
