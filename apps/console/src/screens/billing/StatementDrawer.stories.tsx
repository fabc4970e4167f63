import { statementStatus } from '@console/contract';
import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { failedDetail, paidDetail } from './billing.fixtures';
import { StatementDrawer } from './StatementDrawer';
import { StatementStatusTag } from './StatementStatusTag';

const loaded = <T,>(data: T) => ({ data, loading: false, failed: false, onRetry: fn() });

const meta = {
  title: 'Console/Money/Billing/StatementDrawer',
  component: StatementDrawer,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/onsite/amount/billing">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    open: true,
    statement: loaded(paidDetail),
    onClose: fn(),
    onDownloadCsv: fn(),
    onDownloadPdf: fn(),
  },
} satisfies Meta<typeof StatementDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** A paid monthly statement: a line per claim linking to the claim, the total, the charge, the downloads. */
export const Paid: Story = {
  play: async ({ args }) => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Statement ST-202610-2' }));
    await expect(drawer.getByText('October 2026')).toBeVisible();
    await expect(drawer.getByText('2026-11-01 by the monthly run')).toBeVisible();
    await expect(drawer.getByText('Paid on')).toBeVisible();
    const lines = within(drawer.getByRole('table', { name: 'Claims on this statement' }))
      .getAllByRole('row')
      .slice(1);
    await expect(lines).toHaveLength(3);
    await expect(cells(lines[0] as HTMLElement)).toEqual([
      'CLM-000101',
      'Harbor Cycles',
      '2026-10-04',
      '$10,000.00',
    ]);
    await expect(drawer.getByRole('link', { name: 'CLM-000102' })).toHaveAttribute(
      'href',
      '/warranty/detail?claim=102',
    );
    await expect(drawer.getByText('Total $12,345.67 for 3 claims')).toBeVisible();
    const charges = within(drawer.getByRole('table', { name: 'Charge attempts' }))
      .getAllByRole('row')
      .slice(1);
    await expect(cells(charges[0] as HTMLElement)).toEqual([
      '1',
      '2026-11-01',
      'Visa ending in 4242',
      '$12,345.67',
      'Succeeded',
      '—',
    ]);
    await expect(drawer.queryByRole('status')).toBeNull();
    await userEvent.click(drawer.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledWith(paidDetail);
    await userEvent.click(drawer.getByRole('button', { name: 'Download PDF' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledWith(paidDetail);
  },
};

/** Issued early by an admin; both charges declined; the next retry is planned. */
export const FailedWithRetries: Story = {
  args: { statement: loaded(failedDetail) },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Statement ST-202611-3-1' }));
    await expect(drawer.getByText('November 2026, to 2026-11-20')).toBeVisible();
    await expect(drawer.getByText('2026-11-20 by Ada Admin')).toBeVisible();
    await expect(drawer.getByRole('status')).toHaveTextContent(
      'Your card was declined. Next retry 2026-11-24.',
    );
    const charges = within(drawer.getByRole('table', { name: 'Charge attempts' }))
      .getAllByRole('row')
      .slice(1);
    await expect(charges.map((row) => cells(row)[4])).toEqual(['Failed', 'Failed']);
    await expect(cells(charges[1] as HTMLElement)[5]).toBe('Your card was declined.');
  },
};

/** Out of retries: the brand must update its card. */
export const OutOfRetries: Story = {
  args: {
    statement: loaded({
      ...failedDetail,
      attempts: 4,
      nextAttemptAt: null,
      lastFailure: 'Your card has insufficient funds.',
      lastFailureCode: 'insufficient_funds',
    }),
  },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog'));
    await expect(drawer.getByRole('status')).toHaveTextContent(
      'Your card has insufficient funds. No more retries: update the card.',
    );
  },
};

/** The provider has not answered the last charge yet. */
export const WaitingForTheProvider: Story = {
  args: {
    statement: loaded({
      ...failedDetail,
      status: 'issued',
      charging: true,
      charges: [{ ...(failedDetail.charges[0] as (typeof failedDetail.charges)[number]), status: 'pending' }],
    }),
  },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog'));
    await expect(drawer.getByRole('status')).toHaveTextContent(
      'The card provider has not answered the last charge yet; it is asked again shortly.',
    );
    await expect(drawer.getByText('Waiting for the provider')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { statement: { data: undefined, loading: true, failed: false, onRetry: fn() } },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Statement' }));
    await expect(drawer.queryByRole('table')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { statement: { data: undefined, loading: false, failed: true, onRetry: fn() } },
  play: async ({ args }) => {
    const drawer = within(await screen.findByRole('dialog'));
    await expect(drawer.getByText('The statement could not be loaded.')).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Retry' }));
    await expect(args.statement.onRetry).toHaveBeenCalledOnce();
  },
};

/** Every statement status reads as words, never as its code. */
export const StatusTags: Story = {
  args: { open: false },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {statementStatus.options.map((status) => (
        <StatementStatusTag key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Issued', 'Paid', 'Charge failed'])
      await expect(canvas.getByText(label)).toBeVisible();
  },
};
