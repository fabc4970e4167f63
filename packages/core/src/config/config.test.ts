// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../http';
import {
  createRecordingFeedback,
  type RecordingFeedback,
  sendJson,
  startTestServer,
  type TestHandler,
  type TestServer,
} from '../http/testServer.test-helper';
import { getConfigValue } from './config';

let server: TestServer;
let handle: TestHandler;
let client: HttpClient;
let feedback: RecordingFeedback;

beforeAll(async () => {
  server = await startTestServer((request, response) => handle(request, response));
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  feedback = createRecordingFeedback();
  client = createHttpClient({
    baseURL: `${server.origin}/api`,
    getToken: () => 'tok',
    feedback,
    onSessionExpired: () => {},
  });
});

describe('getConfigValue', () => {
  it('GETs /system/config/configKey/{key} with the key encoded and returns data', async () => {
    handle = (_request, response) => sendJson(response, { code: 200, msg: 'ok', data: 'true' });
    await expect(getConfigValue(client, 'sys.account captchaEnabled')).resolves.toBe('true');
    expect(server.requests[0]?.url).toBe('/api/system/config/configKey/sys.account%20captchaEnabled');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('turns a number into its text', async () => {
    handle = (_request, response) => sendJson(response, { code: 200, msg: 'ok', data: 30 });
    await expect(getConfigValue(client, 'k')).resolves.toBe('30');
  });

  it('reads msg when the answer carries no data at all (template-style server)', async () => {
    handle = (_request, response) => sendJson(response, { code: 200, msg: 'skin-blue' });
    await expect(getConfigValue(client, 'sys.index.skinName')).resolves.toBe('skin-blue');
  });

  it('gives null for a key without value, never the envelope msg', async () => {
    handle = (_request, response) => sendJson(response, { code: 200, msg: 'ok', data: null });
    await expect(getConfigValue(client, 'unknown')).resolves.toBeNull();
  });

  it('rejects when the call fails, after the client reported it', async () => {
    handle = (_request, response) => sendJson(response, { code: 500, msg: 'Config service down' });
    await expect(getConfigValue(client, 'k')).rejects.toThrow('Config service down');
    expect(feedback.messages).toEqual([{ type: 'error', text: 'Config service down' }]);
  });
});
