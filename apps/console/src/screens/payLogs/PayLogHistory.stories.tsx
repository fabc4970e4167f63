import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { payLogStatusOptions } from '../../shared/money/payLogWords';
import { categoryEntries } from '../dashboard/dashboard.fixtures';
import { PayLogHistory } from './PayLogHistory';
import { approvedCredit, companies, historyPage, ottoViewer, supportViewer } from './payLogs.fixtures';

const meta = {
  title: 'Console/Money/PayLogs/PayLogHistory',
  component: PayLogHistory,
  args: {
    query: { pageNum: 1, pageSize: 20 },
    onQueryChange: fn(),
    page: historyPage,
    loading: false,
    failed: false,
    onRetry: fn(),
    companies,
    viewer: ottoViewer,
    words: { statusOptions: payLogStatusOptions([]), categoryOptions: categoryEntries },
    onOpen: fn(),
    onAudit: fn(),
    onCorrect: fn(),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof PayLogHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (canvasElement: HTMLElement, number: string) => {
  const table = within(within(canvasElement).getByRole('table', { name: 'Payment log history' }));
  const row = table.getByRole('button', { name: number }).closest('tr');
  if (!row) throw new Error(`no row ${number}`);
  return within(row);
};

/** Who entered and who audited each log; a debit reads as a loss; an approved log offers its correction. */
export const History: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Payment log history' }));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'No.',
      'Entered',
      'Company',
      'Amount',
      'Category',
      'Reference',
      'Status',
      'Entered by',
      'Audited by',
      'Actions',
    ]);
    const credit = cellsOf(canvasElement, '#17');
    await expect(credit.getByText('+$2,150.00')).toBeVisible();
    await expect(credit.getByText('Approved')).toBeVisible();
    await expect(credit.getByText('Ada Admin')).toBeVisible();
    await expect(credit.getByText('Otto Auditor')).toBeVisible();
    await userEvent.click(credit.getByRole('button', { name: 'Correct' }));
    await expect(args.onCorrect).toHaveBeenCalledWith(approvedCredit);

    const rejected = cellsOf(canvasElement, '#29');
    await expect(rejected.getByText('-$5,000.00')).toBeVisible();
    await expect(rejected.getByText('Rejected')).toBeVisible();
    await expect(rejected.queryByRole('button', { name: 'Correct' })).toBeNull();
    // A correction is a log like any other: a debit here, itself correctable.
    await expect(cellsOf(canvasElement, '#23').getByText('-$310.00')).toBeVisible();
    // Otto entered none of the pending logs: each offers an audit.
    await expect(cellsOf(canvasElement, '#42').getByRole('button', { name: 'Audit' })).toBeVisible();
  },
};

/** Every filter goes to the query (the page puts it in the URL); the CSV takes the same filters. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByRole('search', { name: 'Payment log filters' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbor Cycles (retailer)' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chargeback' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Direction' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Debit' }));
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      status: 'approved',
      companyId: 11,
      category: 'chargeback',
      direction: 'debit',
      from: undefined,
      to: undefined,
    });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** Filters in force (from the URL) show in the form; Reset clears them all. */
export const FiltersFromTheUrl: Story = {
  args: {
    query: {
      pageNum: 2,
      pageSize: 20,
      status: 'rejected',
      direction: 'debit',
      from: '2026-10-01',
      to: '2026-10-31',
    },
  },
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByRole('search', { name: 'Payment log filters' }));
    await expect(filters.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Rejected');
    await expect(filters.getByRole('combobox', { name: 'Direction' })).toHaveTextContent('Debit');
    await userEvent.click(filters.getByRole('button', { name: 'Reset' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      status: undefined,
      companyId: undefined,
      category: undefined,
      direction: undefined,
      from: undefined,
      to: undefined,
    });
  },
};

/** A support admin reads the history: no audit, no correction. */
export const SupportReadOnly: Story = {
  args: { viewer: supportViewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '#17' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Correct' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Audit' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { page: { rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payment logs match these filters.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Failed: Story = {
  args: { page: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The payment logs could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
