import { payoutStatus, transactionStatus } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PayoutStatusTag } from './PayoutStatusTag';
import { TransactionStatusTag } from './TransactionStatusTag';

const meta = {
  title: 'Console/Shared/Money/Status tags',
  component: PayoutStatusTag,
  args: { status: 'in_transit' },
} satisfies Meta<typeof PayoutStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTransit: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In transit')).toBeVisible();
  },
};

/** Every payout and transaction status reads as words, never as its code. */
export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {payoutStatus.options.map((status) => (
        <PayoutStatusTag key={status} status={status} />
      ))}
      {transactionStatus.options.map((status) => (
        <TransactionStatusTag key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['In transit', 'Paid', 'Failed', 'Canceled', 'Available']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getAllByText('Pending')).toHaveLength(2);
    await expect(canvas.queryByText('in_transit')).toBeNull();
  },
};
