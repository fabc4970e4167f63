import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PayoutList } from './PayoutList';
import { failedPayout, firstPayoutQuery, payoutRows } from './payouts.fixtures';

const meta = {
  title: 'Console/Money/Reports/PayoutList',
  component: PayoutList,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/reports/payouts">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    query: firstPayoutQuery,
    onQueryChange: fn(),
    page: { rows: payoutRows, total: payoutRows.length },
    loading: false,
    failed: false,
    onRetry: fn(),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof PayoutList>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Payouts' }));
const cells = (canvasElement: HTMLElement, number: string) =>
  within(
    table(canvasElement)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(number)) as HTMLElement,
  )
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Payouts in every status, each linking to the transactions it settled. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      table(canvasElement)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Created (UTC)',
      'Payout',
      'Amount',
      'Status',
      'Expected arrival',
      'Destination',
      'Failure reason',
      'Transactions',
    ]);
    await expect(cells(canvasElement, 'PO-000004')).toEqual([
      '2026-11-23 06:00',
      'PO-000004',
      '$3,384.50',
      'Paid',
      '2026-11-25',
      '••••6789',
      '',
      '3',
    ]);
    await expect(cells(canvasElement, 'PO-000007')[4]).toBe('—');
    for (const status of ['Pending', 'In transit', 'Paid', 'Canceled', 'Failed']) {
      await expect(table(canvasElement).getByText(status)).toBeVisible();
    }
    await expect(table(canvasElement).getByRole('link', { name: 'PO-000004' })).toHaveAttribute(
      'href',
      '/reports/payouts/detail?id=4',
    );
  },
};

/** A failed payout says why, in words a retailer can act on. */
export const FailedPayout: Story = {
  args: { page: { rows: [failedPayout], total: 1 } },
  play: async ({ canvasElement }) => {
    await expect(cells(canvasElement, 'PO-000003').slice(3, 7)).toEqual([
      'Failed',
      '2026-11-18',
      '••••6789',
      'The bank account has been closed. Add another bank account to be paid.',
    ]);
  },
};

/** Status and creation dates filter the list; the CSV has the same filters. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByRole('search', { name: 'Payout filters' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      status: 'failed',
      from: undefined,
      to: undefined,
    });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { page: { rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payouts match these filters.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  args: { page: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The payouts could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
