import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { availability, bookingDetail } from './bookings.fixtures';
import { RescheduleForm } from './RescheduleForm';

const meta = {
  title: 'Console/Bookings/Bookings/RescheduleForm',
  component: RescheduleForm,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    booking: bookingDetail,
    loadAvailability: fn(() => Promise.resolve(availability)),
    onReschedule: fn(() => Promise.resolve()),
    onBack: fn(),
  },
} satisfies Meta<typeof RescheduleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current time, then the offered ones from the booking's day; the new start and the reason are sent. */
export const MoveToAnotherDay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Now: 2026-11-25 09:00 PST')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Move booking' }));
    await expect(await canvas.findByText('Choose a new time.')).toBeVisible();
    const nextDay = within(await canvas.findByRole('region', { name: '2026-11-26' }));
    await userEvent.click(nextDay.getByRole('button', { name: '09:00 · 2 left' }));
    await userEvent.type(canvas.getByLabelText('Reason'), 'Customer asked');
    await userEvent.click(canvas.getByRole('button', { name: 'Move booking' }));
    await waitFor(() =>
      expect(args.onReschedule).toHaveBeenCalledWith({
        start: '2026-11-26T17:00:00.000Z',
        reason: 'Customer asked',
      }),
    );
    await expect(args.loadAvailability).toHaveBeenCalledWith('2026-11-25', '2026-12-01');
  },
};
