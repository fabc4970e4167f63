import type { PayoutRunBody, PayoutRunPreview, PayoutRunResult } from '@console/contract';
import { HttpError } from '@console/core';
import { Button } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { preview, result } from './amount.fixtures';
import { RunPayoutsDialog } from './RunPayoutsDialog';
import { type RunPayoutsCalls, useRunPayouts } from './useRunPayouts';

const meta = {
  title: 'Console/Money/Amount/RunPayoutsDialog',
  component: RunPayoutsDialog,
  args: {
    state: { step: 'preview', preview, sending: false, failure: null },
    onPreview: fn(),
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RunPayoutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const runDialog = (name = 'Run payouts') => screen.findByRole('dialog', { name });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Who gets what with the total, who is skipped and why in words; Confirm queues exactly this. */
export const PreviewWithSkipped: Story = {
  play: async ({ args }) => {
    const dialog = within(await runDialog());
    await expect(dialog.getByText('2 payouts for $12,745.50 in total.')).toBeInTheDocument();
    await expect(rowsOf(dialog.getByRole('table', { name: 'Payouts to queue' }))).toEqual([
      ['Harbor Cycles', '$12,345.50', '14', '••••6789'],
      ['Pedal Point', '$400.00', '2', '—'],
    ]);
    await expect(rowsOf(dialog.getByRole('table', { name: 'Skipped companies' }))).toEqual([
      [
        'Voltline Bikes',
        '$12,345.67',
        'Payouts not enabledPayouts are not enabled: a bank account and the payout terms are still due.',
      ],
      ['Summit E-Ride', '$19.90', 'Below the minimumBelow the minimum payout of $25.00.'],
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm: queue 2 payouts' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** Nobody is due a payout: nothing to confirm. */
export const NothingToPay: Story = {
  args: {
    state: {
      step: 'preview',
      preview: { ...preview, payouts: [], totalCents: 0 },
      sending: false,
      failure: null,
    },
  },
  play: async () => {
    const dialog = within(await runDialog());
    await expect(dialog.getByText('No company is due a payout now.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Confirm: queue 0 payouts' })).toBeDisabled();
  },
};

export const Previewing: Story = {
  args: { state: { step: 'previewing' } },
  play: async () => {
    const dialog = within(await runDialog());
    await expect(dialog.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

export const PreviewFailed: Story = {
  args: { state: { step: 'previewFailed', message: 'Only a super admin or a finance admin can do this.' } },
  play: async ({ args }) => {
    const dialog = within(await runDialog());
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Only a super admin or a finance admin can do this.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Preview again' }));
    await expect(args.onPreview).toHaveBeenCalled();
  },
};

/** What the confirmation queued, and who was skipped. */
export const Result: Story = {
  args: { state: { step: 'done', result } },
  play: async ({ args }) => {
    const dialog = within(await runDialog('Payouts queued'));
    await expect(dialog.getByRole('status')).toHaveTextContent(
      '2 payouts queued ($12,745.50). 2 companies skipped.',
    );
    await expect(rowsOf(dialog.getByRole('table', { name: 'Queued payouts' }))).toEqual([
      ['PO-000031', 'Harbor Cycles', '$12,345.50', 'Pending'],
      ['PO-000032', 'Pedal Point', '$400.00', 'Pending'],
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The balances moved since the preview (409): it says so and previews again. */
export const BalancesMoved: Story = {
  args: {
    state: {
      step: 'stale',
      message:
        'Balances moved since this preview, so nothing was queued. Preview again to see what would be paid now.',
    },
  },
  play: async ({ args }) => {
    const dialog = within(await runDialog());
    await expect(dialog.getByRole('alert')).toHaveTextContent(/^Balances moved since this preview/);
    await userEvent.click(dialog.getByRole('button', { name: 'Preview again' }));
    await expect(args.onPreview).toHaveBeenCalled();
  },
};

/** The Amount list's button and the dialog, driven by the real hook over the calls given. */
function RunPayoutsHarness(calls: RunPayoutsCalls & { onQueued: () => void }) {
  const run = useRunPayouts(calls, calls.onQueued);
  return (
    <>
      <Button variant="primary" onClick={run.preview}>
        Run payouts
      </Button>
      <RunPayoutsDialog
        state={run.state}
        onPreview={run.preview}
        onConfirm={run.confirm}
        onClose={run.close}
      />
    </>
  );
}

/**
 * A confirmation whose answer is lost is confirmed again with the same Idempotency-Key; a 409 (balances moved)
 * previews again, and the new preview is confirmed with a new key; the list then refreshes.
 */
export const ConfirmRetriesAndPreviewsAgain: StoryObj<typeof RunPayoutsHarness> = {
  args: {
    preview: fn(() => Promise.resolve<PayoutRunPreview>(preview)),
    run: fn((_key: string, _body: PayoutRunBody) => Promise.resolve<PayoutRunResult>(result)),
    onQueued: fn(),
  },
  render: (args) => <RunPayoutsHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    const run = mocked(args.run);
    run
      .mockRejectedValueOnce(new HttpError('Network Error', { code: 0, network: true }))
      .mockRejectedValueOnce(refusal(409, 'The balances changed since the preview.'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Run payouts' }));
    let dialog = within(await runDialog());
    await userEvent.click(await dialog.findByRole('button', { name: 'Confirm: queue 2 payouts' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The answer did not arrive. Confirm again: the same run is sent again, so nothing is paid twice.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm: queue 2 payouts' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/^Balances moved since this preview/);
    const [lostKey, retryKey] = run.mock.calls.map(([key]) => key);
    await expect(retryKey).toBe(lostKey);
    await expect(run).toHaveBeenCalledWith(lostKey, { previewToken: 'preview-1' });

    await userEvent.click(dialog.getByRole('button', { name: 'Preview again' }));
    await waitFor(() => expect(args.preview).toHaveBeenCalledTimes(2));
    await userEvent.click(await dialog.findByRole('button', { name: 'Confirm: queue 2 payouts' }));
    dialog = within(await runDialog('Payouts queued'));
    await expect(await dialog.findByRole('status')).toHaveTextContent('2 payouts queued ($12,745.50).');
    await expect(run).toHaveBeenCalledTimes(3);
    await expect(run.mock.calls[2]?.[0]).not.toBe(lostKey);
    await expect(args.onQueued).toHaveBeenCalledTimes(1);
  },
};
