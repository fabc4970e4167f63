import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PayoutDetail } from './PayoutDetail';
import { failedPayoutDetail, paidPayoutDetail } from './payouts.fixtures';
import { pageOf, payLogCredit, settledClaim } from './transactions.fixtures';

const meta = {
  title: 'Console/Money/Reports/PayoutDetail',
  component: PayoutDetail,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/reports/payouts/detail?id=4">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    payout: paidPayoutDetail,
    transactions: {
      page: pageOf([settledClaim, payLogCredit]),
      loading: false,
      failed: false,
      onRetry: fn(),
      pageNum: 1,
      pageSize: 20,
      onPageChange: fn(),
      onExport: fn(),
    },
  },
} satisfies Meta<typeof PayoutDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid payout: its facts, its history, and exactly the transactions it settled with their total. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payout PO-000004' })).toBeVisible();
    await expect(canvas.getByText('Instant')).toBeVisible();
    await expect(canvas.getByText('$1.50')).toBeVisible();
    const history = within(canvas.getByRole('table', { name: 'Payout history' }));
    await expect(
      history
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent),
    ).toEqual(['Pending', 'Pending → In transit', 'In transit → Paid']);
    await expect(canvas.getByRole('heading', { name: 'Transactions it settled' })).toBeVisible();
    const settled = within(canvas.getByRole('table', { name: 'Payout transactions' }));
    await expect(settled.getAllByRole('row')).toHaveLength(3);
    const totals = within(canvas.getByLabelText('Totals of the filtered transactions'));
    await expect(totals.getByText('Net').nextElementSibling).toHaveTextContent('$3,384.50');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A failed payout: why, and that its money is back in the available balance. */
export const FailedWithReason: Story = {
  args: { payout: failedPayoutDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This payout failed: The bank account has been closed. Add another bank account to be paid. Its money is back in your available balance and goes out with the next payout.',
    );
    await expect(canvas.getByRole('heading', { name: 'Transactions it returned' })).toBeVisible();
    await expect(
      within(canvas.getByRole('table', { name: 'Payout history' })).getByText(
        'The bank returned the payout.',
      ),
    ).toBeVisible();
  },
};
