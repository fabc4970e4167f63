import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TransactionsReport } from './TransactionsReport';
import { firstQuery, pageOf, pendingClaim, retailerRows } from './transactions.fixtures';

const meta = {
  title: 'Console/Money/Reports/TransactionsReport',
  component: TransactionsReport,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/reports/transaction">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    query: firstQuery,
    onQueryChange: fn(),
    page: pageOf(retailerRows),
    loading: false,
    failed: false,
    onRetry: fn(),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof TransactionsReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const filters = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('search', { name: 'Transaction filters' }));

/** Type and status are chosen in words; Search applies them together (the list goes back to page 1). */
export const ChoosingFilters: Story = {
  play: async ({ canvasElement, args }) => {
    const form = filters(canvasElement);
    await userEvent.click(form.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Claim compensation' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      from: undefined,
      to: undefined,
      type: 'claim_compensation',
      status: 'pending',
    });
  },
};

/** Filters in force (from the URL) show in the form; the rows and totals are the filtered ones; Reset clears. */
export const FiltersApplied: Story = {
  args: {
    query: {
      ...firstQuery,
      from: '2026-11-01',
      to: '2026-11-30',
      type: 'claim_compensation',
      status: 'pending',
    },
    page: pageOf([pendingClaim]),
  },
  play: async ({ canvasElement, args }) => {
    const form = filters(canvasElement);
    await expect(form.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Claim compensation');
    await expect(form.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    await expect(form.getByRole('combobox', { name: 'From' })).toHaveTextContent('2026-11-01');
    await expect(form.getByRole('combobox', { name: 'To' })).toHaveTextContent('2026-11-30');
    const totals = within(within(canvasElement).getByLabelText('Totals of the filtered transactions'));
    await expect(totals.getByText('1 transaction')).toBeVisible();
    await expect(totals.getByText('Net').nextElementSibling).toHaveTextContent('$552.00');
    await userEvent.click(form.getByRole('button', { name: 'Reset' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      from: undefined,
      to: undefined,
      type: undefined,
      status: undefined,
    });
  },
};

/** The CSV is of the filters in force. */
export const Export: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export CSV' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
