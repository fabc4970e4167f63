// @vitest-environment node
import axios from 'axios';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './client';
import {
  createRecordingFeedback,
  type RecordingFeedback,
  sendJson,
  startTestServer,
  type TestServer,
} from './testServer.test-helper';
import type { HttpClient } from './types';

// How the client comes to axios (fetched with the client's code): with its first call, once, and again after a
// failed load.

let server: TestServer;
let feedback: RecordingFeedback;

function makeClient(token: string | null = null): HttpClient {
  return createHttpClient({
    baseURL: `${server.origin}/api`,
    getToken: () => token,
    feedback,
    onSessionExpired: () => {},
  });
}

beforeAll(async () => {
  server = await startTestServer((request, response) => sendJson(response, { code: 200, data: request.url }));
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  feedback = createRecordingFeedback();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('./axiosClient');
  vi.resetModules();
});

describe('loading axios', () => {
  it('without a token (a sign-in page) it makes no axios instance until the first call', async () => {
    const create = vi.spyOn(axios, 'create');
    const client = makeClient();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(create).not.toHaveBeenCalled();
    await expect(client.get('/first')).resolves.toEqual({ code: 200, data: '/api/first' });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('with a token (a signed-in page) it loads axios at once, and the first call uses that instance', async () => {
    const create = vi.spyOn(axios, 'create');
    const client = makeClient('tok');
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(server.requests).toEqual([]);
    await expect(client.get('/first')).resolves.toEqual({ code: 200, data: '/api/first' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('concurrent first calls share one instance, and later calls reuse it', async () => {
    const create = vi.spyOn(axios, 'create');
    const client = makeClient();
    const answers = await Promise.all(['/a', '/b', '/c'].map((url) => client.get(url)));
    expect(answers.map((answer) => answer.data)).toEqual(['/api/a', '/api/b', '/api/c']);
    await client.post('/d', {});
    expect(create).toHaveBeenCalledTimes(1);
    expect(server.requests.map((request) => request.url).sort()).toEqual([
      '/api/a',
      '/api/b',
      '/api/c',
      '/api/d',
    ]);
  });

  it('a failed load is a network failure, and the next call loads again', async () => {
    vi.resetModules();
    vi.doMock('./axiosClient', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { createHttpClient: createFreshClient } = await import('./client');
    const client = createFreshClient({
      baseURL: `${server.origin}/api`,
      getToken: () => 'tok',
      feedback,
      onSessionExpired: () => {},
    });
    await expect(client.get('/x')).rejects.toMatchObject({
      message: 'An error occurred. Please contact the administrator.',
      network: true,
      code: 0,
    });
    expect(feedback.notifications).toEqual([
      { type: 'error', title: 'ERROR', message: 'An error occurred. Please contact the administrator.' },
    ]);
    expect(server.requests).toEqual([]);

    vi.doUnmock('./axiosClient');
    await expect(client.get('/again')).resolves.toEqual({ code: 200, data: '/api/again' });
  });

  it('when the load fails, a silent call reports nothing and a download says it failed', async () => {
    vi.resetModules();
    vi.doMock('./axiosClient', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { createHttpClient: createFreshClient } = await import('./client');
    const client = createFreshClient({
      baseURL: `${server.origin}/api`,
      getToken: () => null,
      feedback,
      onSessionExpired: () => {},
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(client.get('/x', undefined, { silent: true })).rejects.toMatchObject({
      network: true,
      code: 0,
    });
    expect(feedback.notifications).toEqual([]);
    await expect(client.downloadFile('/files/1', 'a.pdf')).resolves.toBe(false);
    expect(feedback.messages).toEqual([{ type: 'error', text: '下载文件出现错误，请联系管理员！' }]);
    expect(server.requests).toEqual([]);
  });
});
