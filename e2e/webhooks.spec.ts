import { expect, test } from '@playwright/test';
import { call, DEMO, signInDirect, tokenOf } from './support';
import { startWebhookReceiver } from './webhookReceiver';

interface ClaimRow {
  id: number;
  number: string;
}

test('a brand adds an endpoint; a claim decision reaches it signed, after two failures; the brand replays it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The receiver is down for the first two attempts (the e2e server retries after 1 s, then 2 s).
  const receiver = await startWebhookReceiver(2);
  try {
    await signInDirect(page, request, DEMO.brand);
    await page.goto('/ec/company/webhook');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('form', { name: 'Add endpoint' });
    await form.getByLabel('Endpoint URL').fill(receiver.url);
    await form.getByLabel('Description').fill('e2e receiver');
    await form.getByRole('checkbox', { name: 'claim.decided' }).click();
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    // The secret shows once; the receiver verifies with it.
    const reveal = page.getByRole('alertdialog', { name: 'Your new signing secret' });
    const secret = (await reveal.getByLabel('Signing secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    receiver.trustSecret(secret);
    await reveal.getByRole('button', { name: 'I have stored it' }).click();
    await expect(page.getByRole('heading', { name: receiver.url })).toBeVisible();

    // The brand decides a claim waiting in its queue.
    const token = await tokenOf(request, DEMO.brand);
    const open = await call<{ rows: ClaimRow[] }>(
      request,
      token,
      'GET',
      '/api/claims?status=under_review&pageSize=1',
    );
    const [claim] = open.rows;
    expect(claim).toBeDefined();
    await call(request, token, 'POST', `/api/claims/${claim?.id}/reject`, {
      reasonCode: 'duplicate',
      note: 'e2e',
    });

    // Three attempts: 500, 500, then 200, each signed afresh.
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    const attempts = receiver.received.slice(0, 3);
    expect(attempts.map((a) => a.status)).toEqual([500, 500, 200]);
    expect(attempts.every((a) => a.verified)).toBe(true);
    expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
    const payload = JSON.parse(attempts[0]?.body ?? '{}');
    expect(payload).toMatchObject({ type: 'claim.decided', data: { id: claim?.id } });
    expect(Object.keys(payload).sort()).toEqual(['company_id', 'created_at', 'data', 'id', 'type']);

    // The log shows the retries and the later success.
    const log = page.getByRole('table', { name: 'Delivery log' });
    await expect(log.getByRole('row')).toHaveCount(4, { timeout: 15_000 });
    await expect(log.getByRole('row').nth(1)).toContainText('200');
    await expect(log.getByRole('row').nth(2)).toContainText('500');
    await expect(log.getByRole('row').nth(2)).toContainText('Delivered later');
    await expect(log.getByRole('row').nth(3)).toContainText('500');

    // Replaying it sends it once more, signed with a fresh timestamp.
    await log
      .getByRole('button', { name: `Replay ${payload.id}` })
      .first()
      .click();
    await expect(page.getByText('Message queued to be sent again.')).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(4);
    expect(receiver.received[3]?.verified).toBe(true);
    expect(receiver.received[3]?.headers['webhook-id']).toBe(payload.id);
    await expect(log.getByRole('row').nth(1)).toContainText('(replay)', { timeout: 15_000 });
  } finally {
    await receiver.close();
  }
});
