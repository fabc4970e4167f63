import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayoutSetupPanel } from './PayoutSetupPanel';
import {
  setupBelowMinimum,
  setupEnabled,
  setupNotStarted,
  setupPastDue,
  setupRequirementsDue,
} from './payouts.fixtures';

const meta = {
  title: 'Console/Money/Reports/PayoutSetupPanel',
  component: PayoutSetupPanel,
  args: {
    setup: setupRequirementsDue,
    failed: false,
    onRetry: fn(),
    canManage: true,
    onStart: fn(),
    starting: false,
    onContinue: fn(),
  },
} satisfies Meta<typeof PayoutSetupPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The value beside a label of the details list. */
const fact = (canvas: Canvas, label: string) =>
  within(canvas.getByLabelText('Payout set-up details')).getByText(label, { selector: 'dt' })
    .nextElementSibling as HTMLElement;
const tile = (canvasElement: HTMLElement, key: string) =>
  canvasElement.querySelector(`[data-card="${key}"] dd`)?.textContent;

/** Not started: the owner starts it; the balances and the minimum already show. */
export const NotStarted: Story = {
  args: { setup: setupNotStarted },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not set up')).toBeVisible();
    await expect(canvas.getByText(/^Payouts are not set up\./)).toBeVisible();
    await expect(tile(canvasElement, 'available')).toBe('$3,486.00');
    await expect(tile(canvasElement, 'minimum')).toBe('$25.00');
    await expect(fact(canvas, 'Bank account')).toHaveTextContent('None yet');
    await expect(fact(canvas, 'Next payout')).toHaveTextContent('Set up payouts to be paid.');
    await expect(canvas.queryByText('Still required')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Set up payouts' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** Half-way: what is still required, in words, and the deadline; the owner continues. */
export const RequirementsDue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Information needed')).toBeVisible();
    await expect(canvas.getByText('The payout provider needs more information by 2026-12-15.')).toBeVisible();
    const required = within(fact(canvas, 'Still required'));
    await expect(required.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bank account for payouts',
      'Payout terms accepted',
    ]);
    await expect(fact(canvas, 'Deadline')).toHaveTextContent('2026-12-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue set-up' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

/** Overdue information: the provider has paused payouts; the overdue step is marked. */
export const PastDue: Story = {
  args: { setup: setupPastDue },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Information the payout provider asked for is overdue. The payout provider needs more information by 2026-11-20.',
      ),
    ).toBeVisible();
    await expect(fact(canvas, 'Still required')).toHaveTextContent('Payout terms accepted (overdue)');
    await expect(fact(canvas, 'Bank account')).toHaveTextContent('Chase ••••6789');
  },
};

/** Enabled: the bank account by its last four digits; nothing to do. */
export const Enabled: Story = {
  args: { setup: setupEnabled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Payouts enabled')).toBeVisible();
    await expect(fact(canvas, 'Bank account')).toHaveTextContent('Chase ••••6789');
    await expect(fact(canvas, 'Next payout')).toHaveTextContent(
      'Your available balance goes out with the next payout run.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A balance under the minimum says how much more is needed, so it never looks stuck. */
export const BelowMinimum: Story = {
  args: { setup: setupBelowMinimum },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tile(canvasElement, 'available')).toBe('$12.00');
    await expect(fact(canvas, 'Next payout')).toHaveTextContent('Below the minimum payout of $25.00.');
    await expect(fact(canvas, 'Minimum')).toHaveTextContent(
      'Payouts start at $25.00: your available $12.00 waits until $13.00 more is available.',
    );
  },
};

/** Staff and managers read the set-up; only the owner changes it. */
export const StaffReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Only the company's owner can set up payouts.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue set-up' })).toBeNull();
    await expect(fact(canvas, 'Still required')).toHaveTextContent('Bank account for payouts');
  },
};

export const Loading: Story = {
  args: { setup: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payout set-up' })).toBeVisible();
    await expect(canvas.queryByLabelText('Payout set-up details')).toBeNull();
  },
};

export const Failed: Story = {
  args: { setup: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The payout set-up could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
