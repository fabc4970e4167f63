import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookingDetail } from './BookingDetail';
import {
  bookingDetail,
  brandViewDetail,
  checkedInDetail,
  completedDetail,
  pendingDetail,
} from './bookings.fixtures';

const meta = {
  title: 'Console/Bookings/Bookings/BookingDetail',
  component: BookingDetail,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/events/detail?id=501">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    booking: bookingDetail,
    listPath: '/events/eventsManager',
    detailPath: (id: number) => `/events/detail?id=${id}`,
    onAction: fn(),
  },
} satisfies Meta<typeof BookingDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Booking actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** A confirmed ride: the time on the shop's clock with its zone, the customer, answers, reminders, history. */
export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Booking BK-7Q2M01' })).toBeVisible();
    await expect(canvas.getByText('Confirmed')).toBeVisible();
    await expect(canvas.getByText('2026-11-25 09:00–10:00 PST')).toBeVisible();
    await expect(canvas.getByText('Pacific (America/Los_Angeles)')).toBeVisible();
    await expect(canvas.getByText('Dana Whitfield')).toBeVisible();
    await expect(canvas.getByText('Rider height (cm)')).toBeVisible();
    await expect(canvas.getByText('178')).toBeVisible();
    await expect(buttons(canvasElement)).toEqual([
      'Check in',
      'Reschedule',
      'Cancel booking',
      'No-show',
      'Assign and notes',
    ]);
    const history = within(canvas.getByRole('table', { name: 'Status history' })).getAllByRole('row');
    await expect(
      within(history[2] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-11-21 08:30 PST', 'Pending → Confirmed', 'Rita Retail', '']);
    const reminders = within(canvas.getByRole('table', { name: 'Reminders' })).getAllByRole('row');
    await expect(reminders).toHaveLength(3);
    await expect(canvas.getByText('Sent 2026-11-24 09:00 PST')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check in' }));
    await expect(args.onAction).toHaveBeenCalledWith('checkIn');
  },
};

/** Pending: staff confirm or reject it. */
export const Pending: Story = {
  args: { booking: pendingDetail },
  play: async ({ canvasElement, args }) => {
    await expect(buttons(canvasElement)).toEqual(['Confirm', 'Reject', 'Cancel booking', 'Assign and notes']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject' }));
    await expect(args.onAction).toHaveBeenCalledWith('reject');
  },
};

/** Checked in: the pickup code and the bike handed out; Complete is what is left. */
export const CheckedIn: Story = {
  args: { booking: checkedInDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('K7P2QX')).toBeVisible();
    await expect(canvas.getByText('VL-DEMO-07')).toBeVisible();
    await expect(canvas.getByText('Not yet')).toBeVisible();
    await expect(buttons(canvasElement)).toEqual(['Complete', 'Assign and notes']);
  },
};

/** Completed: the questionnaire's answers, no actions left. */
export const Completed: Story = {
  args: { booking: completedDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('How was your ride?')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Booking actions' })).toBeNull();
  },
};

/** A confirm under way: its button spins, the others wait. */
export const Sending: Story = {
  args: { booking: pendingDetail, busy: 'confirm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};

/** A brand looking at a retailer's own event: no customer details, no actions. */
export const BrandView: Story = {
  args: { booking: brandViewDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("The customer's details stay with the shop that runs this event."),
    ).toBeVisible();
    await expect(canvas.queryByText('Dana Whitfield')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Booking actions' })).toBeNull();
  },
};
