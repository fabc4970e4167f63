import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BookingList } from './BookingList';
import { bookingPage, bookingRow, eventTypes, listQuery } from './bookings.fixtures';

const meta = {
  title: 'Console/Bookings/Bookings/BookingList',
  component: BookingList,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/events/eventsManager">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    noun: 'bookings',
    detailPath: (id: number) => `/events/detail?id=${id}`,
    query: listQuery,
    onQueryChange: fn(),
    page: bookingPage,
    loading: false,
    failed: false,
    onRetry: fn(),
    eventTypes,
    brands: [],
    onExport: fn(),
    exporting: false,
    onCreate: fn(),
  },
} satisfies Meta<typeof BookingList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Booking list: bookings' }))
    .getAllByRole('row')
    .slice(1);
const cells = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Starts on the shop's clock with its zone, seats used of capacity, the customer, the status. */
export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(10);
    await expect(cells(rows(canvasElement)[0])).toEqual([
      '2026-11-25 09:00 PST',
      'BK-7Q2M01',
      'Voltline City test ride',
      'Harbor Cycles Marina',
      '2 / 3',
      'Dana Whitfield · (415) 555-0134',
      'Confirmed',
    ]);
    await expect(canvas.getByRole('link', { name: 'BK-7Q2M02' })).toHaveAttribute(
      'href',
      '/events/detail?id=502',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Unconfirmed' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ tab: 'unconfirmed' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'New booking' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** Filters by event type and shop; Search applies them (the list goes back to page 1). */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Brand' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Kind' })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Event type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Saturday demo day' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Shop' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbor Cycles Marina' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenCalledWith(
        expect.objectContaining({ eventTypeId: 32, shopId: 202 }),
      ),
    );
  },
};

/** An admin's list of every booking: filters by brand and by kind. */
export const Admin: Story = {
  args: {
    brands: [{ id: 10, name: 'Voltline Bikes' }],
    kinds: ['test_ride', 'demo_event', 'service', 'fitting', 'delivery'],
    onCreate: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Brand' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New booking' })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Test ride' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenCalledWith(expect.objectContaining({ kind: 'test_ride' })),
    );
  },
};

/** A brand's test rides: customers of a retailer's own events are not shared. */
export const BrandRows: Story = {
  args: {
    noun: 'test rides',
    detailPath: (id: number) => `/testRides/detail?id=${id}`,
    page: { rows: [{ ...bookingRow(3), customer: null }], total: 1 },
    onCreate: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Booking list: test rides' });
    await expect(within(table).getByText('Not shared')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'BK-7Q2M03' })).toHaveAttribute(
      'href',
      '/testRides/detail?id=503',
    );
  },
};

export const Empty: Story = {
  args: { page: { rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bookings match these filters.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { page: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The bookings could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
