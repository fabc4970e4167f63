import type { DashboardSummary } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Dashboard } from './Dashboard';
import {
  adminSummary,
  brandSummary,
  categoryEntries,
  retailerSummary,
  statusEntries,
} from './dashboard.fixtures';

const meta = {
  title: 'Console/Shell & dashboard/Dashboard/Dashboard',
  component: Dashboard,
  args: {
    title: 'Dashboard',
    loadSummary: fn(() => Promise.resolve(brandSummary)),
    statusOptions: statusEntries,
    categoryOptions: categoryEntries,
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The figure a card shows under its label. */
const figure = (canvas: Canvas, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd');

const figures = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dt')].map((term) => term.textContent);

const bodyRows = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: 'Recent payment logs' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell'));

/** An admin's figures; the recent logs' card links to every payment log. */
export const Admin: Story = {
  args: {
    loadSummary: fn(() => Promise.resolve(adminSummary)),
    payLogsLink: <a href="/ec/amount/payLogs">All payment logs</a>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    await expect(await canvas.findByText('Brands', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All payment logs' })).toHaveAttribute(
      'href',
      '/ec/amount/payLogs',
    );
    await expect(args.loadSummary).toHaveBeenCalledTimes(1);
    await expect(figures(canvasElement)).toEqual([
      'Brands',
      'Retailers',
      'Payment logs awaiting audit',
      'Brand requests awaiting review',
      'Available balances owed',
    ]);
    await expect(figure(canvas, 'Brands')).toHaveTextContent(/^12$/);
    await expect(figure(canvas, 'Retailers')).toHaveTextContent(/^1,204$/);
    await expect(figure(canvas, 'Available balances owed')).toHaveTextContent(/^98,765.40$/);

    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(3);
    await expect(rows.map((cells) => cells[0]?.textContent)).toEqual([
      'Volt Bikes',
      'Bay Cycles',
      'Mission Bikes',
    ]);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Recent payment logs' })).toBeVisible();
    // The chart's code is its own chunk: give it time to arrive.
    await expect(
      await canvas.findByRole(
        'img',
        { name: /^Net change of all available balances, 6 months: / },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};

/** A brand's own figures and logs; the payment log screen is the admins', so no link to it. */
export const Brand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Available balance', { selector: 'dt' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'All payment logs' })).toBeNull();
    await expect(figures(canvasElement)).toEqual([
      'Available balance',
      'Linked retailers',
      'Payment logs awaiting audit',
    ]);
    await expect(figure(canvas, 'Available balance')).toHaveTextContent(/^12,345.67$/);
    await expect(figure(canvas, 'Linked retailers')).toHaveTextContent(/^8$/);

    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(5);
    const [credit, debit] = rows;
    await expect(credit?.map((cell) => cell.textContent)).toEqual([
      'Volt Bikes',
      '+1,250.00',
      'Offline payment received',
      'Approved',
      expect.stringMatching(/^2025-03-1[45] \d{2}:\d{2}:00$/),
    ]);
    await expect(debit?.[1]).toHaveTextContent('-300.50');
    await expect(within(debit?.[3] as HTMLElement).getByText('Pending audit')).toBeVisible();
    // The sign carries the direction; the colour repeats it in shades that read on white.
    await expect(getComputedStyle(within(credit?.[1] as HTMLElement).getByText('+1,250.00')).color).toBe(
      'rgb(58, 125, 28)',
    );
    await expect(getComputedStyle(within(debit?.[1] as HTMLElement).getByText('-300.50')).color).toBe(
      'rgb(192, 57, 43)',
    );
    await expect(
      await canvas.findByRole('img', {
        name: /^Net change of available balance, 6 months: Oct 2024 1,250.00;/,
      }),
    ).toBeVisible();
  },
};

export const Retailer: Story = {
  args: { loadSummary: fn(() => Promise.resolve(retailerSummary)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Linked brands', { selector: 'dt' })).toBeVisible();
    await expect(figures(canvasElement)).toEqual([
      'Available balance',
      'Linked brands',
      'Payment logs awaiting audit',
    ]);
    await expect(figure(canvas, 'Available balance')).toHaveTextContent(/^0.00$/);
    await expect(figure(canvas, 'Payment logs awaiting audit')).toHaveTextContent(/^0$/);
    await expect(bodyRows(canvas).map((cells) => cells[2]?.textContent)).toEqual(['Correction']);
  },
};

/** Before the dictionaries arrive, codes read as words and statuses keep their colours. */
export const WithoutDictionaries: Story = {
  args: { statusOptions: [], categoryOptions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Offline payment received')).toBeVisible();
    await expect(canvas.getByText('Goodwill credit')).toBeVisible();
    await expect(getComputedStyle(canvas.getByText('Rejected')).color).toBe('rgb(192, 57, 43)');
  },
};

export const EmptyRecent: Story = {
  args: {
    loadSummary: fn(() => Promise.resolve({ ...brandSummary, recent: [] } satisfies DashboardSummary)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No payment logs yet.')).toBeVisible();
    await expect(figure(canvas, 'Available balance')).toHaveTextContent('12,345.67');
  },
};

export const Loading: Story = {
  args: { loadSummary: fn(() => new Promise<DashboardSummary>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Loading').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const ErrorAndRetry: Story = {
  beforeEach: ({ args }) => {
    // The first call fails (the http client has shown its message by then), the retry succeeds.
    mocked(args.loadSummary).mockRejectedValueOnce(new Error('Unknown system error'));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The dashboard could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(args.loadSummary).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(args.loadSummary).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByText('Available balance', { selector: 'dt' })).toBeVisible();
    await expect(canvas.queryByText('The dashboard could not be loaded.')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Recent payment logs' })).toBeVisible();
  },
};
