import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Financial } from './Financial';
import { cleanIntegrity, driftIntegrity, emptyReport, report } from './financial.fixtures';

const loaded = <T,>(data: T) => ({ data, loading: false, failed: false, onRetry: fn() });
const loading = { data: undefined, loading: true, failed: false, onRetry: fn() };

const meta = {
  title: 'Console/Money/Financial/Financial',
  component: Financial,
  args: {
    title: 'Financial',
    today: new Date('2026-11-05T12:00:00Z'),
    period: { preset: 'thisMonth', range: { from: '2026-11-01', to: '2026-11-05' } },
    onPeriodChange: fn(),
    report: loaded(report),
    integrity: loaded(cleanIntegrity),
    canResolve: true,
    onResolve: fn(() => Promise.resolve()),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof Financial>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, key: string) =>
  [...(canvasElement.querySelector(`[data-card="${key}"]`)?.querySelectorAll('dt, dd') ?? [])].map(
    (node) => node.textContent,
  );

export const Loaded: Story = {
  args: { links: <a href="/ec/amount/payLogs">Payment logs</a> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Financial' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Payment logs' })).toBeVisible();
    await expect(canvas.getByText('Period: 2026-11-01 – 2026-11-05')).toBeVisible();
    await expect(figure(canvasElement, 'owedRetailers')).toEqual([
      'Owed to retailers',
      '$15,825.50',
      'Available $12,345.50 · pending $2,500.00 · in transit $980.00',
    ]);
    await expect(figure(canvasElement, 'compensation')).toEqual([
      'Claim compensation',
      '$5,200.00',
      '9 claims',
    ]);
    await expect(figure(canvasElement, 'payoutsInTransit')).toEqual([
      'Payouts in transit',
      '$980.00',
      '3 payouts',
    ]);
    await expect(figure(canvasElement, 'payoutsFailed')).toEqual(['Failed payouts', '$255.00', '1 payout']);
    await expect(figure(canvasElement, 'fees')[1]).toBe('$15.00');
    await expect(figure(canvasElement, 'outstanding')[1]).toBe('$6,500.00');

    // Both charts load their code and draw the period's days.
    // The chart's code is its own chunk: give it time to arrive.
    const flows = await canvas.findByRole(
      'img',
      { name: /^Compensation and payouts, 5 points: Nov 1 Compensation \$1,200.00, Paid out \$800.00;/ },
      { timeout: 15_000 },
    );
    await expect(flows).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: /^Fees and brand charges, 5 points:/ }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Per day')).toHaveLength(2);

    const brands = canvas.getByRole('table', { name: 'Compensation per brand' });
    const rows = within(brands).getAllByRole('row').slice(1);
    await expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Voltline', '7', '$4,000.00', '$1,500.00', '$1,000.00', '$500.00', '$1,000.00']);
    await expect(canvas.getByText('Ledger in balance')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('radio', { name: 'Last month' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith({
      preset: 'lastMonth',
      range: { from: '2026-10-01', to: '2026-10-31' },
    });
  },
};

export const Loading: Story = {
  args: { report: loading, integrity: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect(canvasElement.querySelectorAll('[data-chart-state="loading"]')).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-card]')).toBeNull();
  },
};

export const EmptyPeriod: Story = {
  args: { report: loaded(emptyReport) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvasElement, 'owedRetailers')[1]).toBe('$0.00');
    await expect(canvas.getAllByText('Nothing to show for this period.')).toHaveLength(2);
    await expect(canvas.getByText('No claim compensation in this period.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Compensation and payouts/ })).toBeNull();
  },
};

export const Failed: Story = {
  args: { report: { data: undefined, loading: false, failed: true, onRetry: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The financial figures could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('Compensation and payouts could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement);
    await expect(args.report.onRetry).toHaveBeenCalled();
    // The integrity panel is its own request: it still shows.
    await expect(canvas.getByText('Ledger in balance')).toBeVisible();
  },
};

export const DriftForSupportAdmin: Story = {
  args: { integrity: loaded(driftIntegrity), canResolve: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('2 problems found')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Resolve' })).toBeNull();
  },
};
