import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BrandStatements } from './BrandStatements';
import { exhaustedStatement, failedStatement, paidStatement } from './billing.fixtures';

const loaded = <T,>(data: T) => ({ data, loading: false, failed: false, onRetry: fn() });
const rows = [failedStatement, paidStatement, exhaustedStatement];

const meta = {
  title: 'Console/Money/Billing/BrandStatements',
  component: BrandStatements,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/amount/statements">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Brand statements',
    query: { pageNum: 1, pageSize: 20 },
    onQueryChange: fn(),
    brands: [
      { id: 2, name: 'Voltline Bikes' },
      { id: 3, name: 'Ridgeway E-Bikes' },
    ],
    periods: ['2026-11', '2026-10', '2026-09'],
    list: { ...loaded({ rows, total: 23 }), onOpen: fn(), onRetryCharge: fn(), retryingId: null },
    onIssueClick: fn(),
    issueDialog: {
      open: false,
      onOpenChange: fn(),
      brands: [],
      loadPreview: fn(),
      onIssue: fn(),
    },
    drawer: {
      open: false,
      statement: { data: undefined, loading: true, failed: false, onRetry: fn() },
      onClose: fn(),
      onDownloadCsv: fn(),
      onDownloadPdf: fn(),
    },
  },
} satisfies Meta<typeof BrandStatements>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Statements' });

/** Every brand's statements: the brand named, a retry on the unpaid ones, issue now, paging. */
export const AdminView: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Brand statements' })).toBeVisible();
    const headers = within(table(canvasElement))
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    await expect(headers).toEqual([
      'Period',
      'Number',
      'Brand',
      'Total',
      'Status',
      'Attempts',
      'Last failure',
      'Next retry',
      'Actions',
    ]);
    await expect(canvas.getAllByRole('button', { name: /^Retry now: / })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry now: ST-202611-3-1' }));
    await expect(args.list.onRetryCharge).toHaveBeenCalledWith(failedStatement);
    await userEvent.click(canvas.getByRole('button', { name: 'Issue a statement now' }));
    await expect(args.onIssueClick).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Total 23')).toBeVisible();
  },
};

/** The filters write the query (the page keeps it in the address). */
export const Filters: Story = {
  args: { query: { pageNum: 1, pageSize: 20, brandId: 3, status: 'failed' } },
  play: async ({ args, canvasElement }) => {
    const filters = within(within(canvasElement).getByRole('search', { name: 'Statement filters' }));
    await expect(filters.getByRole('combobox', { name: 'Brand' })).toHaveTextContent('Ridgeway E-Bikes');
    await expect(filters.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Charge failed');
    await userEvent.click(filters.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'October 2026' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ period: '2026-10' });
  },
};

/** A retry under way shows on its row. */
export const Retrying: Story = {
  args: { list: { ...meta.args.list, retryingId: failedStatement.id } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Retry now: ST-202611-3-1' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { list: { ...meta.args.list, ...loaded({ rows: [], total: 0 }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No statements match these filters.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { list: { ...meta.args.list, data: undefined, loading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(table(canvasElement)).queryByRole('button', { name: /^ST-/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Issue a statement now' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { list: { ...meta.args.list, data: undefined, failed: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The statements could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.list.onRetry).toHaveBeenCalledOnce();
  },
};
