// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClient } from '../http';
import {
  createRecordingFeedback,
  sendJson,
  startTestServer,
  type TestHandler,
  type TestServer,
} from '../http/testServer.test-helper';
import { createDictionaryLoader, dictLabel, dictLabels, toDictEntries } from './dict';

const statusRows = [
  { dictLabel: 'Normal', dictValue: '0', listClass: 'primary', cssClass: '' },
  { dictLabel: 'Disabled', dictValue: '1', listClass: 'danger', cssClass: 'strike' },
];

let server: TestServer;
let handle: TestHandler;
let client: HttpClient;
let warn: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  server = await startTestServer((request, response) => handle(request, response));
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  handle = (_request, response) => {
    // Answer a little later so concurrent calls really overlap.
    setTimeout(() => sendJson(response, { code: 200, msg: 'ok', data: statusRows }), 20);
  };
  client = createHttpClient({
    baseURL: `${server.origin}/api`,
    getToken: () => 'tok',
    feedback: createRecordingFeedback(),
    onSessionExpired: () => {},
  });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadDict', () => {
  it('GETs /system/dict/data/type/{type} and maps dictLabel / dictValue, keeping the record', async () => {
    const entries = await createDictionaryLoader(client).loadDict('sys_normal_disable');
    expect(server.requests.map((r) => r.url)).toEqual(['/api/system/dict/data/type/sys_normal_disable']);
    expect(entries).toEqual([
      { label: 'Normal', value: '0', raw: statusRows[0] },
      { label: 'Disabled', value: '1', raw: statusRows[1] },
    ]);
    expect(entries[1]?.raw.listClass).toBe('danger');
    expect(warn).not.toHaveBeenCalled();
  });

  it('URL-encodes the type', async () => {
    await createDictionaryLoader(client).loadDict('a b/c');
    expect(server.requests[0]?.url).toBe('/api/system/dict/data/type/a%20b%2Fc');
  });

  it('shares one request between 3 concurrent calls and serves later calls from the cache', async () => {
    const loader = createDictionaryLoader(client);
    const results = await Promise.all([1, 2, 3].map(() => loader.loadDict('sys_normal_disable')));
    expect(server.requests).toHaveLength(1);
    expect(results[0]).toHaveLength(2);
    expect(results[1]).toBe(results[0]);
    expect(results[2]).toBe(results[0]);
    await loader.loadDict('sys_normal_disable');
    expect(server.requests).toHaveLength(1);
    expect(loader.peekDict('sys_normal_disable')).toBe(results[0]);
  });

  it('loads different types separately', async () => {
    const loader = createDictionaryLoader(client);
    await Promise.all([loader.loadDict('a'), loader.loadDict('b'), loader.loadDict('a')]);
    expect(server.requests.map((r) => r.url).sort()).toEqual([
      '/api/system/dict/data/type/a',
      '/api/system/dict/data/type/b',
    ]);
  });

  it('invalidateDict(type) forgets one type, invalidateDict() every type', async () => {
    const loader = createDictionaryLoader(client);
    await Promise.all([loader.loadDict('a'), loader.loadDict('b')]);
    loader.invalidateDict('a');
    expect(loader.peekDict('a')).toBeUndefined();
    expect(loader.peekDict('b')).toBeDefined();
    await loader.loadDict('a');
    await loader.loadDict('b');
    expect(server.requests).toHaveLength(3);
    loader.invalidateDict();
    await Promise.all([loader.loadDict('a'), loader.loadDict('b')]);
    expect(server.requests).toHaveLength(5);
  });

  it('does not let a request that was in flight during an invalidation fill the cache', async () => {
    const loader = createDictionaryLoader(client);
    const stale = loader.loadDict('a');
    loader.invalidateDict('a');
    await stale;
    expect(loader.peekDict('a')).toBeUndefined();
  });

  it('resolves [] with a warning when data is not an array, and does not cache it', async () => {
    handle = (_request, response) => sendJson(response, { code: 200, msg: 'ok', data: null });
    const loader = createDictionaryLoader(client);
    await expect(loader.loadDict('missing_type')).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('Dictionary "missing_type"');
    await loader.loadDict('missing_type');
    expect(server.requests).toHaveLength(2);
  });

  it('resolves [] with a warning when the request fails, and retries next time', async () => {
    handle = (_request, response) => sendJson(response, { code: 500, msg: 'down' });
    const loader = createDictionaryLoader(client);
    await expect(loader.loadDict('t')).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    handle = (_request, response) => sendJson(response, { code: 200, data: statusRows });
    await expect(loader.loadDict('t')).resolves.toHaveLength(2);
  });

  it('caches an empty list the server sends as such', async () => {
    handle = (_request, response) => sendJson(response, { code: 200, data: [] });
    const loader = createDictionaryLoader(client);
    await expect(loader.loadDict('empty')).resolves.toEqual([]);
    await loader.loadDict('empty');
    expect(server.requests).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('dictLabel / dictLabels', () => {
  const entries = toDictEntries(statusRows);
  const numeric = [
    { label: 'Brand', value: 1 },
    { label: 'Retailer', value: 2 },
  ];

  it('matches loosely, returns the value when unmatched and "" for undefined', () => {
    expect(dictLabel(entries, 1)).toBe('Disabled');
    expect(dictLabel(entries, '0')).toBe('Normal');
    expect(dictLabel(numeric, '2')).toBe('Retailer');
    expect(dictLabel(entries, '9')).toBe('9');
    expect(dictLabel(entries, undefined)).toBe('');
    expect(dictLabel(entries, null)).toBe('');
  });

  it('labels several values from an array or a separated string', () => {
    expect(dictLabels(entries, ['0', 1])).toBe('Normal,Disabled');
    expect(dictLabels(entries, '0,1,7')).toBe('Normal,Disabled,7');
    expect(dictLabels(numeric, '1|2', '|')).toBe('Brand|Retailer');
    expect(dictLabels(entries, '')).toBe('');
    expect(dictLabels(entries, undefined)).toBe('');
  });

  it('skips rows that are not records', () => {
    expect(toDictEntries([null, 'x', { dictLabel: 'A', dictValue: 'a' }])).toEqual([
      { label: 'A', value: 'a', raw: { dictLabel: 'A', dictValue: 'a' } },
    ]);
  });
});
