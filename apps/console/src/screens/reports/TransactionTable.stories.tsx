import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TransactionTable } from './TransactionTable';
import {
  brandCharge,
  brandOwes,
  pageOf,
  payLogCredit,
  pendingClaim,
  retailerRows,
  settledClaim,
} from './transactions.fixtures';
import { BRAND_LINKS } from './transactions.logic';

const meta = {
  title: 'Console/Money/Reports/TransactionTable',
  component: TransactionTable,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/reports/transaction">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    page: pageOf(retailerRows),
    loading: false,
    failed: false,
    onRetry: fn(),
    pageNum: 1,
    pageSize: 20,
    onPageChange: fn(),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof TransactionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => within(canvas.getByRole('table', { name: 'Transactions' }));
/** The cells of the body row whose reference is `label`. */
const rowOf = (canvas: Canvas, label: string) =>
  within(
    table(canvas)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(label)) as HTMLElement,
  );
const cellTexts = (canvas: Canvas, label: string) =>
  rowOf(canvas, label)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** A retailer's rows: every column, amounts signed, each reference linking to its claim or payout. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      table(canvas)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date (UTC)', 'Type', 'Reference', 'Gross', 'Fee', 'Net', 'Status', 'Payout']);
    await expect(cellTexts(canvas, 'CLM-000036')).toEqual([
      '2026-11-20 09:00',
      'Claim compensationWarranty claim CLM-000036: compensation',
      'CLM-000036',
      '+$1,234.50',
      '$0.00',
      '+$1,234.50',
      'AvailableAvailable since 2026-11-22',
      'PO-000004',
    ]);
    await expect(table(canvas).getByRole('link', { name: 'CLM-000036' })).toHaveAttribute(
      'href',
      '/warranty/detail?claim=36',
    );
    // The payout's own row: its fee on top of the amount, the whole leaving the balance.
    await expect(cellTexts(canvas, 'Payout PO-000004').slice(1, 6)).toEqual([
      'PayoutPayout PO-000004',
      'PO-000004',
      '-$3,384.50',
      '$1.50',
      '-$3,386.00',
    ]);
    await expect(cellTexts(canvas, 'CLM-000036')[7]).toBe('PO-000004');
    for (const link of table(canvas).getAllByRole('link', { name: 'PO-000004' })) {
      await expect(link).toHaveAttribute('href', '/reports/payouts/detail?id=4');
    }
    // A retailer has no page of payment logs: the reference is plain text.
    await expect(table(canvas).queryByRole('link', { name: 'Payment log #12' })).toBeNull();
    await expect(table(canvas).getByText('Payment log #12')).toBeVisible();
    await expect(cellTexts(canvas, 'Payment log #11')[5]).toBe('-$310.00');
  },
};

/** Pending money says when it becomes available; available money since when. */
export const PendingAndAvailable: Story = {
  args: { page: pageOf([pendingClaim, settledClaim, payLogCredit]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = rowOf(canvas, 'CLM-000041');
    await expect(pending.getByText('Pending')).toBeVisible();
    await expect(pending.getByText('Available on 2026-11-29')).toBeVisible();
    await expect(cellTexts(canvas, 'CLM-000041')[7]).toBe('—');
    await expect(rowOf(canvas, 'CLM-000036').getByText('Available since 2026-11-22')).toBeVisible();
    // Money that was never pending has no date.
    await expect(cellTexts(canvas, 'Payment log #12')[6]).toBe('Available');
  },
};

/** The totals under the table are those of every filtered row, not only of the page shown. */
export const Totals: Story = {
  args: {
    page: {
      ...pageOf(retailerRows.slice(0, 2)),
      total: 42,
      totals: { ...pageOf(retailerRows).totals, count: 42 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(canvas.getByLabelText('Totals of the filtered transactions'));
    await expect(bar.getByText('42 transactions')).toBeVisible();
    await expect(bar.getByText('Gross').nextElementSibling).toHaveTextContent('$1,042.00');
    await expect(bar.getByText('Fee').nextElementSibling).toHaveTextContent('$1.50');
    await expect(bar.getByText('Net').nextElementSibling).toHaveTextContent('$1,040.50');
    await expect(
      within(canvas.getByRole('navigation', { name: 'Pagination' })).getByText('Total 42'),
    ).toBeVisible();
  },
};

/** Paging and the CSV are reported to the screen. */
export const PagingAndExport: Story = {
  args: { page: { ...pageOf(retailerRows), total: 45 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith({ pageNum: 2, pageSize: 20 });
  },
};

/** Before the first answer: the table is busy, no totals yet. */
export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByLabelText('Totals of the filtered transactions')).toBeNull();
  },
};

export const Empty: Story = {
  args: { page: pageOf([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No transactions match these filters.')).toBeVisible();
    await expect(canvas.queryByLabelText('Totals of the filtered transactions')).toBeNull();
  },
};

export const Failed: Story = {
  args: { page: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The transactions could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A brand's view: compensation it owes is negative, its statement charge positive; claims link, nothing else. */
export const BrandRows: Story = {
  args: { page: pageOf([brandOwes, brandCharge]), links: BRAND_LINKS, onExport: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cellTexts(canvas, 'CLM-000041')[5]).toBe('-$552.00');
    await expect(cellTexts(canvas, 'ST-202610-1').slice(1, 6)).toEqual([
      'Brand chargeStatement ST-202610-1 charged',
      'ST-202610-1',
      '+$4,100.00',
      '$0.00',
      '+$4,100.00',
    ]);
    await expect(table(canvas).getByRole('link', { name: 'CLM-000041' })).toBeVisible();
    await expect(table(canvas).queryByRole('link', { name: 'ST-202610-1' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  },
};
