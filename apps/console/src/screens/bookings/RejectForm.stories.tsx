import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RejectForm } from './RejectForm';

const meta = {
  title: 'Console/Bookings/Bookings/RejectForm',
  component: RejectForm,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: { reference: 'BK-7Q2M01', onReject: fn(() => Promise.resolve()), onCancel: fn() },
} satisfies Meta<typeof RejectForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer is told why: a reason is required. */
export const NeedsAReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject booking' }));
    await expect(await canvas.findByText('Enter the reason.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Reason/), 'No demo bike in that size');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject booking' }));
    await waitFor(() => expect(args.onReject).toHaveBeenCalledWith({ reason: 'No demo bike in that size' }));
  },
};
