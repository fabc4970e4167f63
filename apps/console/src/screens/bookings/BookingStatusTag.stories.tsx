import { bookingStatus } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookingStatusTag } from './BookingStatusTag';

const meta = {
  title: 'Console/Bookings/Bookings/BookingStatusTag',
  component: BookingStatusTag,
  args: { status: 'pending' },
} satisfies Meta<typeof BookingStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toBeVisible();
  },
};

/** Every status of the state machine reads as words, never as its code. */
export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {bookingStatus.options.map((status) => (
        <BookingStatusTag key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [
      'Pending',
      'Confirmed',
      'Rejected',
      'Expired',
      'Cancelled',
      'Rescheduled',
      'Checked in',
      'Completed',
      'No-show',
    ]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.queryByText('no_show')).toBeNull();
  },
};
