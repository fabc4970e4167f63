import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CancelForm } from './CancelForm';

const meta = {
  title: 'Console/Bookings/Bookings/CancelForm',
  component: CancelForm,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: { reference: 'BK-7Q2M01', onCancelBooking: fn(() => Promise.resolve()), onBack: fn() },
} satisfies Meta<typeof CancelForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reason code is required; the note is optional. */
export const NeedsAReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    await expect(await canvas.findByText('Choose a reason.')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Weather' }));
    await userEvent.type(canvas.getByLabelText('Note'), 'Storm warning');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(args.onCancelBooking).toHaveBeenCalledWith({ reasonCode: 'weather', note: 'Storm warning' }),
    );
  },
};
