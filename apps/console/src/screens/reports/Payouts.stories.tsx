import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Payouts } from './Payouts';
import { firstPayoutQuery, payoutRows, setupBelowMinimum, setupRequirementsDue } from './payouts.fixtures';

const meta = {
  title: 'Console/Money/Reports/Payouts',
  component: Payouts,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/reports/payouts">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Payouts',
    setup: { data: setupRequirementsDue, failed: false, onRetry: fn() },
    canManage: true,
    onStart: fn(async () => {}),
    onSubmitStep: fn(async () => {}),
    list: {
      query: firstPayoutQuery,
      onQueryChange: fn(),
      page: { rows: payoutRows, total: payoutRows.length },
      loading: false,
      failed: false,
      onRetry: fn(),
      onExport: fn(),
      exporting: false,
    },
  },
} satisfies Meta<typeof Payouts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner continues the set-up from the panel: the steps still due open in a dialog. */
export const OwnerContinues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payouts' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue set-up' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set up payouts' }));
    await waitFor(() => expect(dialog.getByRole('form', { name: 'Bank account for payouts' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Enabled with a small balance: the minimum says why nothing goes out yet; the payouts list below. */
export const BelowMinimum: Story = {
  args: { setup: { data: setupBelowMinimum, failed: false, onRetry: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Below the minimum payout of $25.00.')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Payouts' })).toBeVisible();
  },
};

/** A manager or staff: the same panel and list, read-only. */
export const StaffReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Only the company's owner can set up payouts.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue set-up' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};
