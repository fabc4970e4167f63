import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AmountList } from './AmountList';
import { amountPage } from './amount.fixtures';

const meta = {
  title: 'Console/Money/Amount/AmountList',
  component: AmountList,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/amount/index">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Amount list',
    query: { pageNum: 1, pageSize: 20, sort: 'available_desc' },
    onQueryChange: fn(),
    page: amountPage,
    loading: false,
    failed: false,
    onRetry: fn(),
    onExport: fn(),
    exporting: false,
    onRunPayouts: fn(),
  },
} satisfies Meta<typeof AmountList>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (canvasElement: HTMLElement, company: string) => {
  const table = within(within(canvasElement).getByRole('table', { name: 'Company balances' }));
  const row = table.getByRole('link', { name: company }).closest('tr');
  if (!row) throw new Error(`no row ${company}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

/** Every company's balances, set-up and last payout, highest balance first. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Amount list' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Company balances' }));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Company',
      'Type',
      'Available',
      'Pending',
      'In transit',
      'Payouts enabled',
      'Requirements due',
      'Last payout',
    ]);
    await expect(table.getByRole('columnheader', { name: 'Available' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(cellsOf(canvasElement, 'Voltline Bikes')).toEqual([
      'Voltline Bikes',
      'Brand',
      '$12,345.67',
      '$0.00',
      '$0.00',
      'No',
      'Bank account for payouts; Payout terms accepted',
      'Failed$120.002026-11-02',
    ]);
    await expect(cellsOf(canvasElement, 'Harbor Cycles')).toEqual([
      'Harbor Cycles',
      'Retailer',
      '$12,345.50',
      '$585.00',
      '$980.00',
      'Yes',
      'None',
      'Paid$2,500.002026-11-18',
    ]);
    await expect(cellsOf(canvasElement, 'Summit E-Ride').slice(5)).toEqual([
      'Not set up',
      'None',
      'None yet',
    ]);
    await expect(table.getByRole('link', { name: 'Harbor Cycles' })).toHaveAttribute(
      'href',
      '/admin-company/retailer/detail/11',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Run payouts' }));
    await expect(args.onRunPayouts).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** The company header sorts by name. */
export const SortByName: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Company balances' }));
    await userEvent.click(table.getByRole('button', { name: 'Company' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ sort: 'name' });
  },
};

/** Lowest balance first, as the URL said; a click on the balance turns it to highest first. */
export const SortByBalance: Story = {
  args: { query: { pageNum: 1, pageSize: 20, sort: 'available_asc' } },
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Company balances' }));
    await expect(table.getByRole('columnheader', { name: 'Available' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(table.getByRole('button', { name: 'Available' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ sort: 'available_desc' });
  },
};

/** Every filter goes to the query the page keeps in the URL; the minimum is typed in dollars, sent in cents. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByRole('search', { name: 'Amount filters' }));
    await userEvent.type(filters.getByRole('textbox', { name: 'Company' }), 'harb');
    await userEvent.click(filters.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Retailer' }));
    await userEvent.type(filters.getByRole('textbox', { name: 'Minimum available' }), '1,000.50');
    await userEvent.click(filters.getByRole('combobox', { name: 'Requirements due' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Payouts enabled' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Yes' }));
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      name: 'harb',
      type: 2,
      minAvailableCents: 100_050,
      requirementsDue: 'no',
      payoutsEnabled: 'yes',
    });
  },
};

/** Filters in force (from the URL) show in the form, the minimum in dollars; Reset clears them. */
export const FiltersFromTheUrl: Story = {
  args: { query: { pageNum: 1, pageSize: 20, type: 1, minAvailableCents: 2_500, requirementsDue: 'yes' } },
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByRole('search', { name: 'Amount filters' }));
    await expect(filters.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Brand');
    await expect(filters.getByRole('textbox', { name: 'Minimum available' })).toHaveValue('25.00');
    await userEvent.click(filters.getByRole('button', { name: 'Reset' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      name: undefined,
      type: undefined,
      minAvailableCents: undefined,
      requirementsDue: undefined,
      payoutsEnabled: undefined,
    });
    await expect(filters.getByRole('textbox', { name: 'Minimum available' })).toHaveValue('');
  },
};

export const Empty: Story = {
  args: { page: { rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No companies match these filters.')).toBeVisible();
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
    await expect(canvas.getByText('The companies could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
