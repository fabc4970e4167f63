import type { WebhookAttemptQuery } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { Developer } from './Developer';
import {
  apiKeyRows,
  attemptRows,
  endpointRows,
  erpEndpoint,
  revealedKey,
  revealedSecret,
  statsBuckets,
  widgetKey,
} from './developer.fixtures';

const logQuery: WebhookAttemptQuery = { pageNum: 1, pageSize: 20 };
const erp = erpEndpoint;

const meta = {
  title: 'Console/Bugs & developer/Developer/Developer',
  component: Developer,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    title: 'Developer',
    canManage: true,
    tab: 'webhooks',
    onTabChange: fn(),
    endpoints: { endpoints: endpointRows, failed: false, onRetry: fn() },
    openEndpointId: null,
    onOpenEndpoint: fn(),
    detail: {
      endpoint: erp,
      failed: false,
      onRetry: fn(),
      onToggle: fn(),
      onDelete: fn(),
      onSendTest: fn(),
      sendingTest: false,
      stats: { buckets: statsBuckets, failed: false, onRetry: fn() },
      hours: 48,
      onHoursChange: fn(),
      onReplayFailed: fn(() => Promise.resolve({ replayed: 2 })),
      log: {
        query: logQuery,
        onQueryChange: fn(),
        page: { rows: attemptRows, total: attemptRows.length },
        loading: false,
        failed: false,
        onRetry: fn(),
        onReplay: fn(),
        replaying: null,
      },
    },
    onCreateEndpoint: fn(() =>
      Promise.resolve({
        endpoint: { ...erp, id: 9, url: 'https://hooks.example.org/in' },
        secret: revealedSecret,
      }),
    ),
    onUpdateEndpoint: fn(() => Promise.resolve()),
    onRotateSecret: fn(() => Promise.resolve({ endpoint: erp, secret: revealedSecret })),
    apiKeys: {
      keys: apiKeyRows,
      failed: false,
      onRetry: fn(),
      onCreate: fn(() => Promise.resolve({ key: widgetKey, secret: revealedKey })),
      onRevoke: fn(),
    },
  },
} satisfies Meta<typeof Developer>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** The endpoints with status and why, events, success rate and last delivery; a banner for the failing one. */
export const Endpoints: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An endpoint was disabled after failing for 5 days: https://erp.example.com/old-hook.',
    );
    await expect(rowsOf(canvasElement, 'Webhook endpoints')).toEqual([
      [
        'https://erp.example.com/hooks/consoleERP: claims and payouts',
        'Active',
        'claim.submitted, claim.decided, claim.compensated, payout.paid, payout.failed',
        '97.5%',
        '2026-11-27 09:12 · OK',
      ],
      [
        'https://crm.example.com/webhooksCRM: test rides',
        'Disabled by a user',
        'booking.created, booking.cancelled, booking.rescheduled',
        '—',
        'None yet',
      ],
      [
        'https://erp.example.com/old-hookOld ERP',
        'Disabled: kept failing',
        'claim.submitted, claim.decided',
        '0%',
        '2026-11-25 07:00 · Failed',
      ],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'https://crm.example.com/webhooks' }));
    await expect(args.onOpenEndpoint).toHaveBeenCalledWith(2);
  },
};

/** No endpoint yet: the list says what they are for. */
export const NoEndpoints: Story = {
  args: { endpoints: { endpoints: [], failed: false, onRetry: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No endpoints yet/)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Adding an endpoint: the form checks the URL and the events, then the secret shows once and the detail opens. */
export const AddEndpoint: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add endpoint' }));
    const form = within(await screen.findByRole('form', { name: 'Add endpoint' }));
    await userEvent.type(form.getByLabelText(/Endpoint URL/), 'not a url');
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    await expect(await form.findByText('Enter a URL such as https://example.com/webhooks.')).toBeVisible();
    await expect(form.getByText('Choose at least one event.')).toBeVisible();
    await expect(args.onCreateEndpoint).not.toHaveBeenCalled();
    await userEvent.clear(form.getByLabelText(/Endpoint URL/));
    await userEvent.type(form.getByLabelText(/Endpoint URL/), 'https://hooks.example.org/in');
    await userEvent.click(form.getByRole('checkbox', { name: 'claim.decided' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'payout.failed' }));
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(args.onCreateEndpoint).toHaveBeenCalledWith({
        url: 'https://hooks.example.org/in',
        description: '',
        eventTypes: ['claim.decided', 'payout.failed'],
      }),
    );
    const reveal = await screen.findByRole('alertdialog', { name: 'Your new signing secret' });
    await expect(within(reveal).getByLabelText('Signing secret')).toHaveTextContent(revealedSecret);
    await expect(args.onOpenEndpoint).toHaveBeenCalledWith(9);
    await userEvent.click(within(reveal).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByText(revealedSecret)).toBeNull());
  },
};

/** The server refuses a private address: its message shows on the URL field and nothing typed is lost. */
export const EndpointRefused: Story = {
  args: {
    onCreateEndpoint: fn(() =>
      Promise.reject(
        refusal(400, 'Webhooks cannot be sent to private or local addresses.', {
          fields: { url: 'Webhooks cannot be sent to private or local addresses.' },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add endpoint' }));
    const form = within(await screen.findByRole('form', { name: 'Add endpoint' }));
    await userEvent.type(form.getByLabelText(/Endpoint URL/), 'https://10.0.0.8/hook');
    await userEvent.click(form.getByRole('checkbox', { name: 'warranty.registered' }));
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    await expect(
      await form.findAllByText('Webhooks cannot be sent to private or local addresses.'),
    ).not.toHaveLength(0);
    await expect(form.getByLabelText(/Endpoint URL/)).toHaveValue('https://10.0.0.8/hook');
  },
};

/** One endpoint: its settings, the charts, and the log with the retries of a claim decision. */
export const EndpointDetail: Story = {
  args: { openEndpointId: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'https://erp.example.com/hooks/console' }),
    ).toBeVisible();
    // The chart library arrives as its own chunk.
    const chartLoad = { timeout: 15_000 };
    await expect(
      await canvas.findByRole(
        'img',
        { name: /Deliveries per hour, last 12 hours: \d+ succeeded, 9 failed/ },
        chartLoad,
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: /95th percentile 15000 ms/ }, chartLoad),
    ).toBeVisible();
    const rows = rowsOf(canvasElement, 'Delivery log');
    await expect(rows.map((cells) => cells.slice(0, 6))).toEqual([
      ['2026-11-27 09:18:02', 'claim.decidedmsg_2Fz1', '200', '182 ms', '3', ''],
      ['2026-11-27 09:13:01', 'claim.decidedmsg_2Fz1', '500', '182 ms', '2', 'Delivered later'],
      ['2026-11-27 09:12:56', 'claim.decidedmsg_2Fz1', '503', '182 ms', '1', 'Delivered later'],
      [
        '2026-11-27 08:40:00',
        'payout.failedmsg_9kQe',
        'Timed out after 15 s',
        '15000 ms',
        '1',
        '2026-11-27 10:40:00',
      ],
      ['2026-11-26 16:00:00', 'webhook.testmsg_t3st', '200', '182 ms', '1 (test)', ''],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Replay msg_9kQe' }));
    await expect(args.detail.log.onReplay).toHaveBeenCalledWith('msg_9kQe');
    await expect(canvas.queryByRole('button', { name: 'Replay msg_t3st' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send test event' }));
    await expect(args.detail.onSendTest).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to endpoints' }));
    await expect(args.onOpenEndpoint).toHaveBeenCalledWith(null);
  },
};

/** Replaying everything that failed since a time says how many messages go out again. */
export const ReplayFailedSince: Story = {
  args: { openEndpointId: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const since = canvas.getByLabelText('Replay failed since (UTC)');
    await userEvent.clear(since);
    await userEvent.type(since, '2026-11-26T08:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Replay failed' }));
    await waitFor(() => expect(args.detail.onReplayFailed).toHaveBeenCalledWith('2026-11-26T08:00:00Z'));
    await expect(await canvas.findByText('2 messages queued to be sent again.')).toBeVisible();
  },
};

/** A failing, disabled endpoint says so above its detail; no chart data shows the empty state. */
export const DisabledForFailing: Story = {
  args: {
    openEndpointId: 3,
    detail: {
      ...meta.args.detail,
      endpoint: endpointRows[2],
      stats: {
        buckets: statsBuckets.map((b) => ({ ...b, succeeded: 0, failed: 0, p50Ms: null, p95Ms: null })),
        failed: false,
        onRetry: fn(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This endpoint was disabled after failing for 5 days (failing since 2026-11-20 07:00 UTC).',
    );
    await expect(canvas.getByRole('button', { name: 'Enable' })).toBeVisible();
    await expect(canvas.getAllByText('No deliveries in this period.')).toHaveLength(2);
  },
};

/** Rotating asks first, then shows the new secret once and says the old one still signs. */
export const RotateSecret: Story = {
  args: { openEndpointId: 1 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate the signing secret?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    await waitFor(() => expect(args.onRotateSecret).toHaveBeenCalled());
    const reveal = await screen.findByRole('alertdialog', { name: 'Your new signing secret' });
    await expect(within(reveal).getByLabelText('Signing secret')).toHaveTextContent(revealedSecret);
  },
};

/** A reader (not an owner) sees everything and changes nothing. */
export const ReadOnly: Story = {
  args: {
    canManage: false,
    openEndpointId: 1,
    detail: { ...meta.args.detail, log: { ...meta.args.detail.log, onReplay: undefined } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Send test event', 'Edit', 'Rotate secret', 'Delete', 'Replay failed']) {
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    }
    await expect(canvas.queryByRole('button', { name: /^Replay msg_/ })).toBeNull();
  },
};

/** API keys: prefix, scopes, expiry, last use and status; a new key shows once. */
export const ApiKeys: Story = {
  args: { tab: 'keys' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rowsOf(canvasElement, 'API keys').map((cells) => cells.slice(0, 6))).toEqual([
      [
        'Booking widget on our site',
        'ck_4f9a2c1e…',
        'bookings:read, bookings:write',
        'Never',
        '2026-11-27 08:55',
        'Active',
      ],
      [
        'POS warranty registration',
        'ck_77b0d3aa…',
        'warranties:register',
        '2026-11-01 23:59',
        '2026-10-30 17:20',
        'Expired',
      ],
      ['Old integration', 'ck_0c1d2e3f…', 'warranties:read', 'Never', 'Never', 'Revoked'],
    ]);
    await expect(canvas.queryByRole('button', { name: 'Revoke Old integration' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Booking widget on our site' }));
    await expect(args.apiKeys.onRevoke).toHaveBeenCalledWith(widgetKey);
    await userEvent.click(canvas.getByRole('button', { name: 'Create API key' }));
    const form = within(await screen.findByRole('form', { name: 'Create API key' }));
    await userEvent.click(form.getByRole('button', { name: 'Create key' }));
    await expect(await form.findByText('Name the key.')).toBeVisible();
    await expect(form.getByText('Choose at least one scope.')).toBeVisible();
    await userEvent.type(form.getByLabelText(/Name/), 'Shop website');
    await userEvent.click(form.getByRole('checkbox', { name: /bookings:read/ }));
    await userEvent.click(form.getByRole('button', { name: 'Create key' }));
    await waitFor(() =>
      expect(args.apiKeys.onCreate).toHaveBeenCalledWith({
        name: 'Shop website',
        scopes: ['bookings:read'],
        expiresOn: null,
      }),
    );
    const reveal = await screen.findByRole('alertdialog', { name: 'Your new API key' });
    await expect(within(reveal).getByLabelText('API key')).toHaveTextContent(revealedKey);
  },
};
