// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorCatalogue } from '../errors';
import { captchaRequestConfig, createHttpClient } from './client';
import { HttpError } from './httpError';
import {
  closedOrigin,
  createRecordingFeedback,
  type RecordingFeedback,
  sendJson,
  startTestServer,
  type TestHandler,
  type TestServer,
} from './testServer.test-helper';
import type { HttpClient, HttpClientOptions } from './types';

const SESSION_REJECTION = 'Invalid session, or session has expired, please log in again.';
const DOWNLOAD_FAILED = '下载文件出现错误，请联系管理员！';

let server: TestServer;
let handle: TestHandler;
let feedback: RecordingFeedback;
let onSessionExpired: ReturnType<typeof vi.fn<() => void | Promise<void>>>;
let saveFile: ReturnType<typeof vi.fn<(blob: Blob, filename: string) => void>>;
let token: string | null;

function makeClient(overrides: Partial<HttpClientOptions> = {}): HttpClient {
  return createHttpClient({
    baseURL: `${server.origin}/api`,
    getToken: () => token,
    feedback,
    onSessionExpired,
    saveFile,
    ...overrides,
  });
}

/** Lets pending promise callbacks (the dialog flow) run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(async () => {
  server = await startTestServer((request, response) => handle(request, response));
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  handle = (_request, response) => sendJson(response, { code: 200, msg: 'ok', data: null });
  feedback = createRecordingFeedback();
  onSessionExpired = vi.fn<() => void | Promise<void>>();
  saveFile = vi.fn<(blob: Blob, filename: string) => void>();
  token = 'tok-123';
  // Download failures are logged for developers; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

const lastRequest = () => {
  const request = server.requests.at(-1);
  if (!request) throw new Error('The server received nothing.');
  return request;
};

describe('request headers', () => {
  it('sends Authorization: Bearer <token>', async () => {
    await makeClient().get('/bee/userInfo');
    expect(lastRequest().headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization when the call is token-free, and never sends the flag itself', async () => {
    await makeClient().post('/bee/register', { a: 1 }, { tokenFree: true, silent: true });
    const { headers } = lastRequest();
    expect(headers.authorization).toBeUndefined();
    const names = Object.keys(headers).join(',');
    expect(names).not.toMatch(/tokenfree|silent/i);
  });

  it('sends no Authorization when there is no token', async () => {
    token = null;
    await makeClient().get('/bee/userInfo');
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('expresses the 20 s captcha time-out per call, token-free', async () => {
    expect(captchaRequestConfig).toEqual({ tokenFree: true, timeout: 20_000 });
    await makeClient().get('/bee/getCaptcha', undefined, captchaRequestConfig);
    expect(lastRequest().headers.authorization).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('sends an object as JSON', async () => {
    await makeClient().post('/json', { a: 1, b: ['x'] });
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(lastRequest().body.toString()).toBe('{"a":1,"b":["x"]}');
  });

  it('lets the platform type a Blob, a string and URLSearchParams', async () => {
    const client = makeClient();
    await client.post('/blob', new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    expect(lastRequest().headers['content-type']).toBe('image/svg+xml');
    await client.put('/text', 'plain words');
    expect(lastRequest().headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(lastRequest().body.toString()).toBe('plain words');
    await client.post('/form', new URLSearchParams({ a: '1 2' }));
    expect(lastRequest().headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(lastRequest().body.toString()).toBe('a=1+2');
  });

  it("keeps the caller's content type", async () => {
    await makeClient().post('/csv', 'a,b', { headers: { 'Content-Type': 'text/csv' } });
    expect(lastRequest().headers['content-type']).toBe('text/csv');
  });
});

describe('GET query string', () => {
  it('encodes keys and values, keeps 0 and false and Dates, drops null, undefined and empty', async () => {
    await makeClient().get('/search', {
      'full name': 'Ann Lee',
      city: '北京',
      q: 'a&b=c',
      at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
      zero: 0,
      off: false,
      gone: null,
      missing: undefined,
      empty: '',
      ids: [1, 2],
      range: { from: 5, to: '' },
    });
    expect(lastRequest().url).toBe(
      '/api/search?full%20name=Ann%20Lee&city=%E5%8C%97%E4%BA%AC&q=a%26b%3Dc' +
        '&at=2026-01-02T03%3A04%3A05.000Z&zero=0&off=false&ids=1&ids=2&range%5Bfrom%5D=5',
    );
  });

  it('appends to a URL that already has a query, and adds no "?" when nothing is left', async () => {
    const client = makeClient();
    await client.get('/admin/companyListNoPage?x=1', { account_type: 2 });
    expect(lastRequest().url).toBe('/api/admin/companyListNoPage?x=1&account_type=2');
    await client.get('/plain', { gone: null });
    expect(lastRequest().url).toBe('/api/plain');
  });
});

describe('envelope handling', () => {
  it('treats a missing code as 200 and resolves with the whole body', async () => {
    handle = (_request, response) => sendJson(response, { rows: [{ id: 1 }], total: 1 });
    await expect(makeClient().get('/list')).resolves.toEqual({ rows: [{ id: 1 }], total: 1 });
    expect(feedback.notifications).toEqual([]);
  });

  it('resolves with the body of code 200', async () => {
    handle = (_request, response) => sendJson(response, { code: 200, msg: 'ok', data: { id: 7 } });
    const body = await makeClient().get<{ data: { id: number } }>('/one');
    expect(body.data.id).toBe(7);
  });

  it.each([
    [{ en_message: 'English', message: 'Message', msg: 'Msg' }, 'English'],
    [{ message: 'Message', msg: 'Msg' }, 'Message'],
    [{ msg: 'Msg' }, 'Msg'],
    [{}, errorCatalogue.default],
  ])(
    'takes the message from en_message, then message, then msg, then the catalogue (%j)',
    async (fields, title) => {
      handle = (_request, response) => sendJson(response, { code: 418, ...fields });
      await expect(makeClient().get('/x')).rejects.toThrow(title);
      expect(feedback.notifications).toEqual([{ type: 'error', title }]);
    },
  );

  it('uses the catalogue message of the code when the server gives none', async () => {
    handle = (_request, response) => sendJson(response, { code: 403 });
    await expect(makeClient().get('/x')).rejects.toThrow(errorCatalogue[403]);
    expect(feedback.notifications).toEqual([{ type: 'error', title: errorCatalogue[403] }]);
  });

  it('500 shows an error message and rejects with it', async () => {
    handle = (_request, response) => sendJson(response, { code: 500, msg: 'Database is down' });
    const error = await makeClient()
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Database is down', code: 500 });
    expect(feedback.messages).toEqual([{ type: 'error', text: 'Database is down' }]);
    expect(feedback.notifications).toEqual([]);
  });

  it('601 shows a warning message and rejects', async () => {
    handle = (_request, response) => sendJson(response, { code: 601, msg: 'Careful' });
    await expect(makeClient().get('/x')).rejects.toThrow('Careful');
    expect(feedback.messages).toEqual([{ type: 'warning', text: 'Careful' }]);
  });

  it('another code (400) shows a notification titled with the message and rejects with the body', async () => {
    const body = { code: 400, msg: 'Invalid email', data: { fields: { email: 'Invalid email' } } };
    handle = (_request, response) => sendJson(response, body);
    const error = await makeClient()
      .post('/x', {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Invalid email', code: 400, data: body });
    expect(feedback.notifications).toEqual([{ type: 'error', title: 'Invalid email' }]);
  });

  it('silent calls reject without any toast or notification', async () => {
    handle = (_request, response) => sendJson(response, { code: 500, msg: 'Hidden' });
    await expect(makeClient().get('/x', undefined, { silent: true })).rejects.toThrow('Hidden');
    expect(feedback.messages).toEqual([]);
    expect(feedback.notifications).toEqual([]);
  });
});

describe('HTTP error statuses', () => {
  it('reads an HTTP 400 carrying the envelope as that envelope', async () => {
    handle = (_request, response) => sendJson(response, { code: 400, msg: 'x', data: { fields: {} } }, 400);
    const error = await makeClient()
      .post('/x', {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'x', code: 400, status: 400 });
    expect(feedback.notifications).toEqual([{ type: 'error', title: 'x' }]);
  });

  it('reads an HTTP 401 carrying {code:401} as the session-expired case', async () => {
    handle = (_request, response) => sendJson(response, { code: 401, msg: 'expired' }, 401);
    await expect(makeClient().get('/x')).rejects.toThrow(SESSION_REJECTION);
    expect(feedback.confirms).toHaveLength(1);
  });

  it('uses the status and its catalogue message when the answer has no envelope', async () => {
    handle = (_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not Found');
    };
    const error = await makeClient()
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: errorCatalogue[404], code: 404, status: 404 });
    expect(feedback.notifications).toEqual([{ type: 'error', title: errorCatalogue[404] }]);
  });

  it('uses the status when an error status comes with code 200', async () => {
    handle = (_request, response) => sendJson(response, { code: 200 }, 503);
    await expect(makeClient().get('/x')).rejects.toThrow(errorCatalogue.default);
  });
});

describe('session expired (401)', () => {
  beforeEach(() => {
    handle = (_request, response) => sendJson(response, { code: 401, msg: 'token expired' });
  });

  it('rejects every call with the exact message and opens exactly one dialog for a burst of 5', async () => {
    const client = makeClient();
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => client.get(`/burst/${n}`)));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(Error);
        expect((result.reason as Error).message).toBe(SESSION_REJECTION);
      }
    }
    expect(feedback.confirms).toEqual([
      {
        title: '系统提示',
        message: '登录状态已过期，您可以继续留在该页面，或者重新登录',
        confirmText: '重新登录',
        cancelText: '取消',
        type: 'warning',
      },
    ]);
    expect(feedback.messages).toEqual([]);
    expect(feedback.notifications).toEqual([]);
  });

  it('a 401 while the dialog is open shows nothing more', async () => {
    const client = makeClient();
    await expect(client.get('/a')).rejects.toThrow(SESSION_REJECTION);
    await expect(client.get('/b')).rejects.toThrow(SESSION_REJECTION);
    expect(feedback.confirms).toHaveLength(1);
  });

  it('confirm runs onSessionExpired once', async () => {
    const client = makeClient();
    await Promise.allSettled([client.get('/a'), client.get('/b'), client.get('/c')]);
    feedback.answerConfirm(true);
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    await flush();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('cancel stays: onSessionExpired is not called', async () => {
    const client = makeClient();
    await expect(client.get('/a')).rejects.toThrow(SESSION_REJECTION);
    feedback.answerConfirm(false);
    await flush();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a later 401 after the dialog closed shows it again', async () => {
    const client = makeClient();
    await expect(client.get('/a')).rejects.toThrow(SESSION_REJECTION);
    feedback.answerConfirm(false);
    await flush();
    await expect(client.get('/b')).rejects.toThrow(SESSION_REJECTION);
    expect(feedback.confirms).toHaveLength(2);
  });

  it('keeps the dialog closed until an async onSessionExpired has finished', async () => {
    let finishLogout: () => void = () => {};
    onSessionExpired.mockImplementation(
      () => new Promise<void>((resolve) => (finishLogout = resolve)) as never,
    );
    const client = makeClient();
    await expect(client.get('/a')).rejects.toThrow(SESSION_REJECTION);
    feedback.answerConfirm(true);
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    await expect(client.get('/logout')).rejects.toThrow(SESSION_REJECTION);
    expect(feedback.confirms).toHaveLength(1);
    finishLogout();
    await flush();
    await expect(client.get('/b')).rejects.toThrow(SESSION_REJECTION);
    expect(feedback.confirms).toHaveLength(2);
  });

  it('silent calls still open the session dialog', async () => {
    await expect(makeClient().get('/a', undefined, { silent: true })).rejects.toThrow(SESSION_REJECTION);
    expect(feedback.confirms).toHaveLength(1);
  });

  it('each client has its own dialog flag', async () => {
    await expect(makeClient().get('/a')).rejects.toThrow(SESSION_REJECTION);
    await expect(makeClient().get('/a')).rejects.toThrow(SESSION_REJECTION);
    expect(feedback.confirms).toHaveLength(2);
  });
});

describe('network failures', () => {
  it('a closed port notifies ERROR with the exact message and rejects', async () => {
    const client = makeClient({ baseURL: `${await closedOrigin()}/api` });
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'An error occurred. Please contact the administrator.',
      network: true,
      code: 0,
    });
    expect(feedback.notifications).toEqual([
      { type: 'error', title: 'ERROR', message: 'An error occurred. Please contact the administrator.' },
    ]);
  });

  it('a per-call time-out counts as a network failure', async () => {
    handle = (_request, response) => {
      setTimeout(() => sendJson(response, { code: 200 }), 500);
    };
    const started = Date.now();
    await expect(makeClient().get('/slow', undefined, { timeout: 50 })).rejects.toMatchObject({
      network: true,
    });
    expect(Date.now() - started).toBeLessThan(450);
    expect(feedback.notifications).toEqual([
      { type: 'error', title: 'ERROR', message: 'An error occurred. Please contact the administrator.' },
    ]);
  });

  it('the client-wide time-out applies when the call sets none', async () => {
    handle = (_request, response) => {
      setTimeout(() => sendJson(response, { code: 200 }), 500);
    };
    await expect(makeClient({ timeout: 50 }).get('/slow')).rejects.toMatchObject({ network: true });
  });

  it('a silent call fails without the notification', async () => {
    const client = makeClient({ baseURL: `${await closedOrigin()}/api` });
    await expect(client.get('/x', undefined, { silent: true })).rejects.toMatchObject({ network: true });
    expect(feedback.notifications).toEqual([]);
  });

  it('an aborted call rejects without any notification', async () => {
    handle = (_request, response) => {
      setTimeout(() => sendJson(response, { code: 200 }), 500);
    };
    const controller = new AbortController();
    const pending = makeClient().get('/slow', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(feedback.notifications).toEqual([]);
  });
});

describe('raw responses', () => {
  const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);

  it('resolves a blob call with the raw data, typed by the response', async () => {
    handle = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end(bytes);
    };
    const blob = await makeClient().request<Blob>({ url: '/img', responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('does not read a successful blob as an envelope', async () => {
    handle = (_request, response) => sendJson(response, { code: 500, msg: 'looks like an error' });
    const blob = await makeClient().request<Blob>({ url: '/file', responseType: 'blob' });
    expect(await blob.text()).toBe('{"code":500,"msg":"looks like an error"}');
    expect(feedback.messages).toEqual([]);
  });

  it('resolves an arraybuffer call with the bytes', async () => {
    handle = (_request, response) => response.end(bytes);
    const data = await makeClient().request<ArrayBuffer>({ url: '/bin', responseType: 'arraybuffer' });
    expect(new Uint8Array(data)).toEqual(bytes);
  });

  it('reads a blob call answered with an HTTP error envelope as that envelope', async () => {
    handle = (_request, response) => sendJson(response, { code: 401 }, 401);
    await expect(makeClient().request({ url: '/file', responseType: 'blob' })).rejects.toThrow(
      SESSION_REJECTION,
    );
    expect(feedback.confirms).toHaveLength(1);
  });
});

describe('download (form-encoded POST)', () => {
  const fileBytes = Uint8Array.from([1, 2, 3, 4]);

  it('posts the params form-encoded, shows the overlay, saves the file under the header name', async () => {
    handle = (_request, response) => {
      response.writeHead(200, {
        'Content-Type': 'application/vnd.ms-excel',
        'download-filename': encodeURIComponent('报表 2026.xlsx'),
      });
      response.end(fileBytes);
    };
    const saved = await makeClient().download(
      '/warranty/export',
      { status: 1, name: 'a b' },
      'fallback.xlsx',
    );
    expect(saved).toBe(true);
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/warranty/export');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.authorization).toBe('Bearer tok-123');
    expect(request.body.toString()).toBe('status=1&name=a%20b');
    expect(feedback.overlays).toEqual(['正在下载数据，请稍候']);
    expect(feedback.openOverlays()).toBe(0);
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, name] = saveFile.mock.calls[0] ?? [];
    expect(name).toBe('报表 2026.xlsx');
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(fileBytes);
  });

  it('uses the given filename when the server names none', async () => {
    handle = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      response.end(fileBytes);
    };
    await makeClient().download('/export', {}, 'warranties.xlsx');
    expect(saveFile.mock.calls[0]?.[1]).toBe('warranties.xlsx');
  });

  it.each([
    [{ code: 500, msg: 'No rows to export' }, 'No rows to export'],
    [{ code: 403, msg: 'ignored' }, errorCatalogue[403]],
    [{ code: 404 }, errorCatalogue[404]],
    [{ code: 999 }, errorCatalogue.default],
  ])('a JSON answer %j shows "%s", saves nothing and closes the overlay', async (body, text) => {
    handle = (_request, response) => sendJson(response, body);
    await expect(makeClient().download('/export', {}, 'a.xlsx')).resolves.toBe(false);
    expect(feedback.messages).toEqual([{ type: 'error', text }]);
    expect(saveFile).not.toHaveBeenCalled();
    expect(feedback.openOverlays()).toBe(0);
  });

  it('a JSON 401 runs the session-expired flow instead of a message', async () => {
    handle = (_request, response) => sendJson(response, { code: 401, msg: 'expired' });
    await expect(makeClient().download('/export', {}, 'a.xlsx')).resolves.toBe(false);
    expect(feedback.confirms).toHaveLength(1);
    expect(feedback.messages).toEqual([]);
    expect(feedback.openOverlays()).toBe(0);
    feedback.answerConfirm(true);
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  });

  it('an HTTP 404 with an envelope shows the table message', async () => {
    handle = (_request, response) => sendJson(response, { code: 404, msg: 'gone' }, 404);
    await makeClient().download('/export', {}, 'a.xlsx');
    expect(feedback.messages).toEqual([{ type: 'error', text: errorCatalogue[404] }]);
  });

  it('a network failure shows the download error and closes the overlay', async () => {
    const client = makeClient({ baseURL: `${await closedOrigin()}/api` });
    await expect(client.download('/export', {}, 'a.xlsx')).resolves.toBe(false);
    expect(feedback.messages).toEqual([{ type: 'error', text: DOWNLOAD_FAILED }]);
    expect(feedback.notifications).toEqual([]);
    expect(feedback.openOverlays()).toBe(0);
  });

  it('an unreadable JSON answer shows the download error', async () => {
    handle = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{not json');
    };
    await makeClient().download('/export', {}, 'a.xlsx');
    expect(feedback.messages).toEqual([{ type: 'error', text: DOWNLOAD_FAILED }]);
    expect(feedback.openOverlays()).toBe(0);
  });

  it('a failing saveFile shows the download error and closes the overlay', async () => {
    handle = (_request, response) => response.end(fileBytes);
    saveFile.mockImplementation(() => {
      throw new Error('disk full');
    });
    await expect(makeClient().download('/export', {}, 'a.xlsx')).resolves.toBe(false);
    expect(feedback.messages).toEqual([{ type: 'error', text: DOWNLOAD_FAILED }]);
    expect(feedback.openOverlays()).toBe(0);
  });
});

describe('downloadZip, downloadFile, downloadByName, downloadResource', () => {
  it('downloadZip GETs with the overlay and saves an application/zip blob', async () => {
    handle = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      response.end(Buffer.from('PK\u0003\u0004'));
    };
    await expect(makeClient().downloadZip('/tool/gen/batchGenCode?tables=a', 'code.zip')).resolves.toBe(true);
    expect(lastRequest()).toMatchObject({ method: 'GET', url: '/api/tool/gen/batchGenCode?tables=a' });
    expect(feedback.overlays).toEqual(['正在下载数据，请稍候']);
    expect(feedback.openOverlays()).toBe(0);
    const [blob, name] = saveFile.mock.calls[0] ?? [];
    expect(name).toBe('code.zip');
    expect((blob as Blob).type).toBe('application/zip');
  });

  it("downloadFile GETs a record's file with the overlay and keeps its type and the given name", async () => {
    handle = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' });
      response.end(Buffer.from([0xff, 0xd8, 0xff]));
    };
    await expect(makeClient().downloadFile('/claims/4/attachments/a.jpg', 'connector.jpg')).resolves.toBe(
      true,
    );
    expect(lastRequest()).toMatchObject({ method: 'GET', url: '/api/claims/4/attachments/a.jpg' });
    expect(feedback.openOverlays()).toBe(0);
    const [blob, name] = saveFile.mock.calls[0] ?? [];
    expect(name).toBe('connector.jpg');
    expect((blob as Blob).type).toBe('image/jpeg');
  });

  it('downloadZip failure shows the exact message', async () => {
    const client = makeClient({ baseURL: `${await closedOrigin()}/api` });
    await client.downloadZip('/zip', 'a.zip');
    expect(feedback.messages).toEqual([{ type: 'error', text: DOWNLOAD_FAILED }]);
    expect(feedback.openOverlays()).toBe(0);
  });

  it('downloadByName asks the server not to delete by default and names the file from the header', async () => {
    handle = (_request, response) => {
      response.writeHead(200, { 'download-filename': encodeURIComponent('用户 list.xlsx') });
      response.end('data');
    };
    const client = makeClient();
    await client.downloadByName('2026/06/10/用户 list_1.xlsx');
    expect(lastRequest().url).toBe(
      `/api/common/download?fileName=${encodeURIComponent('2026/06/10/用户 list_1.xlsx')}&delete=false`,
    );
    expect(saveFile.mock.calls[0]?.[1]).toBe('用户 list.xlsx');
    await client.downloadByName('a.xlsx', true);
    expect(lastRequest().url).toBe('/api/common/download?fileName=a.xlsx&delete=true');
  });

  it('downloadResource GETs the resource path encoded and falls back to its last segment', async () => {
    handle = (_request, response) => response.end('data');
    await makeClient().downloadResource('/profile/upload/a b.png');
    expect(lastRequest().url).toBe('/api/common/download/resource?resource=%2Fprofile%2Fupload%2Fa%20b.png');
    expect(saveFile.mock.calls[0]?.[1]).toBe('a b.png');
  });
});

describe('upload', () => {
  it('posts the file as multipart field "file" to /common/upload and resolves with the envelope', async () => {
    const answer = { code: 200, msg: 'ok', fileName: '/profile/upload/a_1.txt', url: 'http://x/a_1.txt' };
    handle = (_request, response) => sendJson(response, answer);
    const file = new File(['hello upload'], 'a.txt', { type: 'text/plain' });
    await expect(makeClient().upload(file)).resolves.toEqual(answer);
    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', url: '/api/common/upload' });
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.authorization).toBe('Bearer tok-123');
    const body = request.body.toString();
    expect(body).toContain('name="file"; filename="a.txt"');
    expect(body).toContain('hello upload');
  });

  it('takes another URL, field and file name', async () => {
    await makeClient().upload(new Blob(['x']), {
      url: '/bee/avatar',
      field: 'avatarfile',
      filename: 'me.png',
    });
    expect(lastRequest().url).toBe('/api/bee/avatar');
    expect(lastRequest().body.toString()).toContain('name="avatarfile"; filename="me.png"');
  });

  it('reports the progress of the file being sent, up to 100', async () => {
    const progress: number[] = [];
    const file = new File([new Uint8Array(2 * 1024 * 1024)], 'big.bin');
    await makeClient().upload(file, { onProgress: (percent) => progress.push(percent) });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(lastRequest().body.length).toBeGreaterThan(file.size);
  });

  it('rejects a non-200 upload with its envelope; silent leaves the message to the caller', async () => {
    handle = (_request, response) => sendJson(response, { code: 500, msg: 'File too large' });
    await expect(makeClient().upload(new Blob(['x']), { silent: true })).rejects.toMatchObject({
      message: 'File too large',
      data: { code: 500, msg: 'File too large' },
    });
    expect(feedback.messages).toEqual([]);
  });
});

describe('messages override', () => {
  it('replaces the shown strings', async () => {
    const client = makeClient({
      baseURL: `${await closedOrigin()}/api`,
      messages: { networkErrorTitle: 'Fehler', networkErrorMessage: 'Bitte Admin kontaktieren.' },
    });
    await expect(client.get('/x')).rejects.toThrow('Bitte Admin kontaktieren.');
    expect(feedback.notifications).toEqual([
      { type: 'error', title: 'Fehler', message: 'Bitte Admin kontaktieren.' },
    ]);
  });
});
