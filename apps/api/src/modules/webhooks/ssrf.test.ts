// The SSRF guard at delivery time: after DNS, a private answer is refused before any connection; the
// connection goes to the address that was checked (a name cannot be re-resolved elsewhere); literal private
// addresses are refused without a lookup; WEBHOOKS_ALLOW_PRIVATE_URLS lifts it for development and tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed.ts';
import { createMailer } from '../../mail/createMailer.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { endpointUrlProblem, isPublicAddress, type Resolve } from './addresses.ts';
import { dispatchDue } from './deliver.ts';
import { emitWebhookEvent } from './emit.ts';
import { postWebhook } from './send.ts';
import { webhooksContextFromEnv } from './settings.ts';
import { createEndpoint, onlyEndpoint, type Receiver, startReceiver, WEBHOOKS } from './testKit.ts';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

/** A resolver answering from a table, recording what it was asked. */
function stubResolve(table: Record<string, string>, asked: string[] = []): Resolve {
  return async (hostname) => {
    asked.push(hostname);
    const address = table[hostname];
    if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };
}

const strict = (resolve: Resolve) => ({ allowPrivateUrls: false, resolve, timeoutMs: 2000 });

describe('addresses', () => {
  it('tells public from private, loopback, link-local, CGNAT, unique-local and mapped addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('allows plain http and local addresses only with the development setting', () => {
    expect(endpointUrlProblem('http://127.0.0.1:3000/x', true)).toBeNull();
    expect(endpointUrlProblem('http://127.0.0.1:3000/x', false)).not.toBeNull();
    expect(endpointUrlProblem('ftp://example.org/x', true)).not.toBeNull();
    expect(webhooksContextFromEnv({ APP_SECRET: 'x' }, '/nonexistent').allowPrivateUrls).toBe(false);
    expect(
      webhooksContextFromEnv({ APP_SECRET: 'x', WEBHOOKS_ALLOW_PRIVATE_URLS: '1' }, '/x').allowPrivateUrls,
    ).toBe(true);
    expect(() =>
      webhooksContextFromEnv({ APP_SECRET: 'x', WEBHOOKS_ALLOW_PRIVATE_URLS: 'yes' }, '/x'),
    ).toThrow();
  });
});

describe(`delivery-time checks (${testEngine})`, () => {
  it.each([
    'https://127.0.0.1/hook',
    'https://10.0.0.7/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/hook',
    'https://[::ffff:7f00:1]/hook',
  ])('refuses the literal address of %s without connecting', async (url) => {
    const asked: string[] = [];
    const result = await postWebhook(url, {}, '{}', strict(stubResolve({}, asked)));
    expect(result).toMatchObject({ ok: false, httpStatus: null });
    expect(result.error).toMatch(/^refused: /);
    expect(asked).toEqual([]);
  });

  it('refuses a name that resolves to a private address', async () => {
    const result = await postWebhook(
      'https://internal.example/hook',
      {},
      '{}',
      strict(stubResolve({ 'internal.example': '10.0.0.5' })),
    );
    expect(result.error).toBe('refused: internal.example resolves to the private or local address 10.0.0.5');
  });

  it('refuses a plain http URL', async () => {
    const result = await postWebhook(receiver.url, {}, '{}', strict(stubResolve({})));
    expect(result.error).toBe('refused: the URL is not https');
  });

  it('connects to the address the lookup checked (the host name is not resolved again)', async () => {
    const port = new URL(receiver.url).port;
    const before = receiver.received.length;
    const result = await postWebhook(
      `http://receiver.test:${port}/hooks`,
      { 'webhook-id': 'msg_lookup' },
      '{}',
      { allowPrivateUrls: true, resolve: stubResolve({ 'receiver.test': '127.0.0.1' }), timeoutMs: 2000 },
    );
    expect(result).toMatchObject({ ok: true, httpStatus: 200 });
    expect(receiver.received.length).toBe(before + 1);
    expect(receiver.received.at(-1)?.headers.host).toBe(`receiver.test:${port}`);
  });

  it('logs the refusal as the attempt of a delivery whose name turned private', async () => {
    const asked: string[] = [];
    const t: TestApp = await createTestApp({
      webhooks: {
        allowPrivateUrls: false,
        resolve: stubResolve({ 'hooks.rebind.example': '192.168.1.20' }, asked),
      },
    });
    try {
      const owner = await t.authAs(DEMO_USERS.brand);
      const { endpoint } = await createEndpoint(t, owner, 'https://hooks.rebind.example/in', [
        'claim.decided',
      ]);
      await onlyEndpoint(t, t.ids.brand, endpoint.id);
      await t.db.transaction((tx) =>
        emitWebhookEvent(tx, { companyId: t.ids.brand, type: 'claim.decided', data: { id: 1 } }),
      );
      const context = { db: t.db, mailer: createMailer({ db: t.db, log: () => {} }), webhooks: t.webhooks };
      expect(await dispatchDue(context)).toBe(1);
      expect(asked).toEqual(['hooks.rebind.example']);
      const log = await t.app.inject({
        method: 'GET',
        url: `${WEBHOOKS}/${endpoint.id}/attempts`,
        headers: owner,
      });
      expect(log.json().data.rows[0]).toMatchObject({
        status: 'failed',
        httpStatus: null,
        error: 'refused: hooks.rebind.example resolves to the private or local address 192.168.1.20',
      });
    } finally {
      await t.close();
    }
  });
});
