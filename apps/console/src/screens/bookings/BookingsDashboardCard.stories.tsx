import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookingsDashboardCard } from './BookingsDashboardCard';
import { bookingRow, dashboard } from './bookings.fixtures';

const meta = {
  title: 'Console/Bookings/Bookings/BookingsDashboardCard',
  component: BookingsDashboardCard,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/dashboard">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: { data: dashboard, eventsScreen: 'events' },
} satisfies Meta<typeof BookingsDashboardCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A retailer: today's and upcoming bookings in the shop's time, the count waiting for confirmation. */
export const Retailer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = within(canvas.getByRole('table', { name: "Today's bookings" }))
      .getAllByRole('row')
      .slice(1);
    await expect(today).toHaveLength(2);
    await expect(
      within(today[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2026-11-25 09:00 PST',
      'Voltline City test ride',
      'Harbor Cycles Marina',
      'Dana Whitfield',
      'Confirmed',
    ]);
    await expect(within(today[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/events/detail?id=501',
    );
    await expect(canvas.getByRole('link', { name: 'Waiting for confirmation: 2' })).toHaveAttribute(
      'href',
      '/events/eventsManager?tab=unconfirmed',
    );
    await expect(canvas.getByText('Next 7 days: 7')).toBeVisible();
  },
};

/** A brand: its test rides open under Test Rides; an appointment opens on the Appointment List. */
export const Brand: Story = {
  args: {
    eventsScreen: 'testRides',
    data: {
      ...dashboard,
      upcoming: [
        { ...bookingRow(5), customer: null, eventType: { id: 40, title: 'Battery check', kind: 'service' } },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Voltline City test ride' })[0]).toHaveAttribute(
      'href',
      '/testRides/detail?id=501',
    );
    await expect(canvas.getByRole('link', { name: 'Battery check' })).toHaveAttribute(
      'href',
      '/appointment/detail/505',
    );
    await expect(canvas.getByText('Not shared')).toBeVisible();
  },
};

export const Quiet: Story = {
  args: { data: { today: [], upcoming: [], unconfirmed: 0, next7Days: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No bookings today.')).toBeVisible();
    await expect(canvas.getByText('No upcoming bookings.')).toBeVisible();
  },
};
