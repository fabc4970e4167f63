// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClient } from '../http';
import {
  closedOrigin,
  createRecordingFeedback,
  type RecordingFeedback,
  sendJson,
  startTestServer,
  type TestHandler,
  type TestServer,
} from '../http/testServer.test-helper';
import { balanceDisplay, fetchCompanyBalance } from './balance';

describe('balanceDisplay', () => {
  it("shows 'Loading...' until a value is loaded", () => {
    expect(balanceDisplay(null)).toBe('Loading...');
    expect(balanceDisplay(undefined)).toBe('Loading...');
    expect(balanceDisplay('1,234.00')).toBe('1,234.00');
  });
});

describe('fetchCompanyBalance', () => {
  let server: TestServer;
  let handle: TestHandler;
  let feedback: RecordingFeedback;
  let consoleError: ReturnType<typeof vi.spyOn>;

  const makeClient = (baseURL = `${server.origin}/api`): HttpClient =>
    createHttpClient({ baseURL, getToken: () => 'tok', feedback, onSessionExpired: () => {} });

  const expectNoFeedback = () => {
    expect(feedback.messages).toEqual([]);
    expect(feedback.notifications).toEqual([]);
    expect(feedback.confirms).toEqual([]);
  };

  beforeAll(async () => {
    server = await startTestServer((request, response) => handle(request, response));
  });

  afterAll(() => server.close());

  beforeEach(() => {
    server.requests.length = 0;
    feedback = createRecordingFeedback();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('GETs /onsite/fn/companyBalance and formats data.available_score', async () => {
    handle = (_request, response) => sendJson(response, { code: 200, data: { available_score: 1234567.5 } });
    await expect(fetchCompanyBalance(makeClient())).resolves.toBe('1,234,567.50');
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/onsite/fn/companyBalance' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('accepts the score as a string', async () => {
    handle = (_request, response) => sendJson(response, { code: 200, data: { available_score: '12.3' } });
    await expect(fetchCompanyBalance(makeClient())).resolves.toBe('12.30');
  });

  it('a non-200 code gives null, logs to the console and shows nothing', async () => {
    handle = (_request, response) => sendJson(response, { code: 500, msg: 'Balance service down' });
    await expect(fetchCompanyBalance(makeClient())).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expectNoFeedback();
  });

  it('a missing field gives null and logs to the console', async () => {
    handle = (_request, response) => sendJson(response, { code: 200, data: {} });
    await expect(fetchCompanyBalance(makeClient())).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expectNoFeedback();
  });

  it('a network failure gives null, logs to the console and shows nothing', async () => {
    await expect(fetchCompanyBalance(makeClient(`${await closedOrigin()}/api`))).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expectNoFeedback();
    expect(balanceDisplay(null)).toBe('Loading...');
  });
});
