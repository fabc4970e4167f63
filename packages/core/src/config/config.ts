import { type HttpClient, isEnvelopeBody } from '../http';

export function configKeyPath(key: string): string {
  return `/system/config/configKey/${encodeURIComponent(key)}`;
}

/**
 * The value of a system config key (GET /system/config/configKey/{key}).
 * Our API sends the value in `data`; a server in the template's style, which sends no `data` at all,
 * carries it in `msg` instead, so `msg` is read only when `data` is absent. `data: null` means the key
 * has no value: null. A failed call rejects like any other call (the client has already told the user).
 */
export async function getConfigValue(client: Pick<HttpClient, 'get'>, key: string): Promise<string | null> {
  const body: unknown = await client.get(configKeyPath(key));
  if (!isEnvelopeBody(body)) return null;
  if (!('data' in body)) return typeof body.msg === 'string' ? body.msg : null;
  const { data } = body;
  if (data === null || data === undefined) return null;
  return typeof data === 'object' ? JSON.stringify(data) : String(data);
}
