import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookingCalendar } from './BookingCalendar';
import { bookingRow } from './bookings.fixtures';

const newYorkRide = {
  ...bookingRow(4),
  id: 900,
  timezone: 'America/New_York',
  start: '2026-11-26T14:00:00Z',
  end: '2026-11-26T15:00:00Z',
};

const meta = {
  title: 'Console/Bookings/Bookings/BookingCalendar',
  component: BookingCalendar,
  args: {
    rows: [bookingRow(1), bookingRow(2), newYorkRide],
    view: 'week',
    date: '2026-11-25',
    onOpen: fn(),
    onPickDay: fn(),
  },
} satisfies Meta<typeof BookingCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const entry = (canvasElement: HTMLElement, text: RegExp) =>
  waitFor(() => {
    const found = [...canvasElement.querySelectorAll<HTMLElement>('.fc-event')].find((event) =>
      text.test(event.textContent ?? ''),
    );
    if (!found) throw new Error(`No calendar entry ${text}`);
    return found;
  });

/** A week from Monday; each booking at its shop's wall clock (a 09:00 New York ride sits at 09:00). */
export const Week: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Mon 11\/23/)).toBeVisible();
    await expect(canvas.getByText(/Sun 11\/29/)).toBeVisible();
    const first = await entry(canvasElement, /Dana Whitfield \(Confirmed\)/);
    await expect(first).toHaveTextContent('09:00');
    await expect(await entry(canvasElement, /Luis Ortega \(Pending\)/)).toHaveTextContent('10:00');
    await expect(await entry(canvasElement, /Sam Patel/)).toHaveTextContent('09:00');
    await userEvent.click(first);
    await expect(args.onOpen).toHaveBeenCalledWith(501);
  },
};

/** One day: only its bookings. */
export const Day: Story = {
  args: { view: 'day', date: '2026-11-26' },
  play: async ({ canvasElement }) => {
    await entry(canvasElement, /Sam Patel/);
    await expect(canvasElement.querySelectorAll('.fc-event')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Mon 11\/23/)).toBeVisible();
    await expect(canvasElement.querySelectorAll('.fc-event')).toHaveLength(0);
  },
};
