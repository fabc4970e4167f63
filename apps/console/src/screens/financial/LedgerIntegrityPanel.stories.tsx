import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { cleanIntegrity, driftIntegrity } from './financial.fixtures';
import { LedgerIntegrityPanel } from './LedgerIntegrityPanel';

const meta = {
  title: 'Console/Money/Financial/LedgerIntegrityPanel',
  component: LedgerIntegrityPanel,
  args: {
    data: cleanIntegrity,
    loading: false,
    failed: false,
    onRetry: fn(),
    canResolve: true,
    onResolve: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof LedgerIntegrityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Clean: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ledger integrity' })).toBeVisible();
    await expect(canvas.getByText('Ledger in balance')).toBeVisible();
    await expect(
      canvas.getByText('All 1,284 transactions balance and every balance equals the sum of its entries.'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Nightly recompute: 2026-11-05 \d\d:00$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resolve' })).toBeNull();
  },
};

export const NeverRecomputed: Story = {
  args: { data: { ...cleanIntegrity, lastRecomputeAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nightly recompute: not run yet')).toBeVisible();
  },
};

export const DriftAlert: Story = {
  args: { data: driftIntegrity },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 problems found')).toBeVisible();
    const table = canvas.getByRole('region', { name: 'Balances that differ from their entries' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(cells).toEqual(['Harbor Cycles', 'company_available', '$10,001.23', '$10,000.00']);
    const alerts = canvas.getByRole('region', { name: 'Open alerts' });
    await expect(
      within(alerts).getByText(
        /Harbor Cycles company_available: projected \$10,001.23, entries \$10,000.00./,
      ),
    ).toBeVisible();

    await userEvent.click(within(alerts).getByRole('button', { name: 'Resolve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve alert' }));
    // The note is required, checked with the contract before anything is sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    // The dialog may still be fading in (opacity) on a busy machine: wait until the message shows.
    await waitFor(() => expect(dialog.getByText('Say what was found and done.')).toBeVisible());
    await expect(args.onResolve).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Hand edit reverted.');
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    await expect(args.onResolve).toHaveBeenCalledWith(9, 'Hand edit reverted.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const DriftSupportAdmin: Story = {
  args: { data: driftIntegrity, canResolve: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Open alerts' })).toBeVisible();
    // A support admin sees the alert but cannot close it.
    await expect(canvas.queryByRole('button', { name: 'Resolve' })).toBeNull();
  },
};

export const ResolveRefused: Story = {
  args: {
    data: driftIntegrity,
    onResolve: fn(() => Promise.reject(new Error('This alert has already been resolved.'))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resolve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve alert' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Looked into it.');
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This alert has already been resolved.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ledger integrity' })).toBeVisible();
    await expect(canvas.queryByText('Ledger in balance')).toBeNull();
  },
};

export const Failed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The ledger integrity check could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
