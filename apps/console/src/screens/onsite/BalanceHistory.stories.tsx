import type { CompanyBalanceResult, LedgerEntryListQuery } from '@console/contract';
import { AppLink, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { TransactionsReport } from '../reports/TransactionsReport';
import { brandCharge, brandOwes, firstQuery, pageOf } from '../reports/transactions.fixtures';
import { BRAND_LINKS } from '../reports/transactions.logic';
import { BalanceHistory } from './BalanceHistory';
import type { LedgerEntryPage } from './onsite.api';
import { balance, ledger } from './onsite.fixtures';

const meta = {
  title: 'Console/Money/Onsite/BalanceHistory',
  component: BalanceHistory,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/onsite/amount/list">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Balance History',
    loadBalance: fn(() => Promise.resolve(balance)),
    loadEntries: fn(ledger(45)),
    // The ledger's stories open its tab; the report's tab has stories of its own below.
    view: 'history',
    onViewChange: fn(),
    transactions: (
      <TransactionsReport
        query={firstQuery}
        onQueryChange={fn()}
        page={pageOf([brandOwes, brandCharge])}
        loading={false}
        failed={false}
        onRetry={fn()}
        onExport={fn()}
        links={BRAND_LINKS}
      />
    ),
  },
} satisfies Meta<typeof BalanceHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The figure under 'Available balance'. */
const balanceFigure = (canvas: Canvas) =>
  canvas.getByText('Available balance', { selector: 'dt' }).nextElementSibling as HTMLElement;

const table = (canvas: Canvas) => canvas.getByRole('table', { name: 'Ledger entries' });
const bodyRows = (canvas: Canvas) =>
  within(table(canvas))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell'));

export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Balance History' })).toBeVisible();
    await expect(await canvas.findByText('Available balance', { selector: 'dt' })).toBeVisible();
    await expect(balanceFigure(canvas)).toHaveTextContent(/^12,345.67\s*USD$/);

    await expect(await canvas.findByText('Offline payment received (45)')).toBeVisible();
    await expect(args.loadEntries).toHaveBeenCalledTimes(1);
    await expect(args.loadEntries).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    await expect(
      within(table(canvas))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Description', 'Reference', 'Amount', 'Balance after']);

    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(20);
    const [credit, debit] = rows;
    await expect(credit?.map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^2025-03-1[45] \d{2}:\d{2}:00$/),
      'Offline payment received (45)',
      'Payment log #45',
      '+250.00',
      '12,345.67',
    ]);
    await expect(debit?.slice(1).map((cell) => cell.textContent)).toEqual([
      'Chargeback on order 1044',
      'Payment log #44',
      '-101.00',
      '12,095.67',
    ]);
    await expect(getComputedStyle(within(credit?.[3] as HTMLElement).getByText('+250.00')).color).toBe(
      'rgb(58, 125, 28)',
    );
    await expect(getComputedStyle(within(debit?.[3] as HTMLElement).getByText('-101.00')).color).toBe(
      'rgb(192, 57, 43)',
    );

    const pagination = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pagination).getByText('Total 45')).toBeVisible();
    await expect(within(pagination).getByRole('combobox', { name: 'Items per page' })).toHaveDisplayValue(
      '20/page',
    );
  },
};

export const PageTwo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Offline payment received (45)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(args.loadEntries).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 }));
    await expect(await canvas.findByText('Offline payment received (25)')).toBeVisible();
    await expect(canvas.queryByText('Offline payment received (45)')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Items per page' }), '50/page');
    await waitFor(() => expect(args.loadEntries).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 50 }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(45));
    // The balance is not asked again for another page.
    await expect(args.loadBalance).toHaveBeenCalledTimes(1);
  },
};

/** The page links to the brand's billing (statements and the card on file) beside its heading. */
export const BillingLink: Story = {
  args: { links: <AppLink to="/onsite/amount/billing">Billing and card on file</AppLink> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Billing and card on file' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', expect.stringContaining('/onsite/amount/billing'));
  },
};

export const Empty: Story = {
  args: {
    loadBalance: fn(() =>
      Promise.resolve({ available_score: 0, available_cents: 0, currency: 'usd' as const }),
    ),
    loadEntries: fn(ledger(0)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No balance movements yet.')).toBeVisible();
    await expect(await canvas.findByText('Available balance', { selector: 'dt' })).toBeVisible();
    await expect(balanceFigure(canvas)).toHaveTextContent(/^0.00\s*USD$/);
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Loading: Story = {
  args: {
    loadBalance: fn(() => new Promise<CompanyBalanceResult>(() => {})),
    loadEntries: fn((_query: LedgerEntryListQuery) => new Promise<LedgerEntryPage>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Balance History' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(table(canvas)).queryAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Loading/);
    await expect(canvas.queryByText('No balance movements yet.')).toBeNull();
  },
};

export const ErrorAndRetry: Story = {
  beforeEach: ({ args }) => {
    // Both calls fail once (the http client has shown why by then); each retry asks again.
    mocked(args.loadBalance).mockRejectedValueOnce(new Error('Unknown system error'));
    mocked(args.loadEntries).mockRejectedValueOnce(new Error('Unknown system error'));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The available balance could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('The ledger entries could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    const [balanceRetry, entriesRetry] = canvas.getAllByRole('button', { name: 'Retry' });

    await userEvent.click(entriesRetry as HTMLElement);
    await waitFor(() => expect(args.loadEntries).toHaveBeenCalledTimes(2));
    await expect(args.loadEntries).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 });
    await expect(await canvas.findByText('Offline payment received (45)')).toBeVisible();
    await expect(canvas.getByText('The available balance could not be loaded.')).toBeVisible();

    await userEvent.click(balanceRetry as HTMLElement);
    await waitFor(() => expect(args.loadBalance).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByText('Available balance', { selector: 'dt' })).toBeVisible();
    await expect(balanceFigure(canvas)).toHaveTextContent(/^12,345.67\s*USD$/);
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/**
 * The page opens on the brand's Transactions report: compensation it owes is negative, its statement charge
 * positive, claims link to their unit; the ledger is not asked for until its tab is opened.
 */
export const TransactionsTab: Story = {
  args: { view: 'transactions' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
    const report = within(canvas.getByRole('table', { name: 'Transactions' }));
    await expect(report.getByRole('link', { name: 'CLM-000041' })).toHaveAttribute(
      'href',
      '/warranty/detail?claim=41',
    );
    await expect(report.getAllByText('-$552.00')).toHaveLength(2);
    await expect(report.getAllByText('+$4,100.00')).toHaveLength(2);
    const totals = within(canvas.getByLabelText('Totals of the filtered transactions'));
    await expect(totals.getByText('Net').nextElementSibling).toHaveTextContent('$3,548.00');
    await expect(canvas.queryByRole('table', { name: 'Ledger entries' })).toBeNull();
    await expect(args.loadEntries).not.toHaveBeenCalled();
    await expect(await canvas.findByText('Available balance', { selector: 'dt' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Balance history' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('history');
  },
};
