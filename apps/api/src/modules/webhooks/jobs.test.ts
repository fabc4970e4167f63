// The dispatcher on the job queue: an emitted event reaches the receiver within seconds of the job running,
// and a server stop ends the run at once (it loops for most of a minute otherwise).
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, testEngine } from '../../test/testApp.ts';
import { until } from '../../test/until.ts';
import { emitWebhookEvent } from './emit.ts';
import { createEndpoint, onlyEndpoint, startReceiver } from './testKit.ts';

describe(`the webhooks.dispatch job (${testEngine})`, () => {
  it('delivers what is due, keeps passing, and stops with the server', async () => {
    const receiver = await startReceiver();
    const t = await createTestApp({ jobs: {} });
    try {
      const owner = await t.authAs(DEMO_USERS.brand);
      const { endpoint } = await createEndpoint(t, owner, receiver.url);
      await onlyEndpoint(t, t.ids.brand, endpoint.id);
      await t.jobs.send('webhooks.dispatch', {});
      const emit = () =>
        t.db.transaction((tx) =>
          emitWebhookEvent(tx, { companyId: t.ids.brand, type: 'claim.decided', data: { id: 1 } }),
        );
      const first = await emit();
      await until(() => receiver.received.length === 1 || undefined, 15_000, 'the first delivery');
      // The same run passes again a moment later.
      const second = await emit();
      await until(() => receiver.received.length === 2 || undefined, 10_000, 'the second delivery');
      expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([first, second]);
    } finally {
      const stopping = Date.now();
      await t.close();
      // Well within the tests' 5 s grace: the run saw the stop.
      expect(Date.now() - stopping).toBeLessThan(4000);
      await receiver.close();
    }
  }, 60_000);
});
