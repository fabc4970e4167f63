import { userInfoAtom } from '@console/core';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ServicesProvider } from '../../app/ServicesContext';
import type { ConsoleServices } from '../../app/services';
import { BookingManagerPage } from './BookingManagerPage';
import { bookingPage, eventTypes } from './bookings.fixtures';

const ok = (data: unknown) => Promise.resolve({ code: 200, msg: 'ok', data });

const http = {
  get: fn((url: string) => {
    if (url === '/bookings') return ok(bookingPage);
    if (url === '/eventTypes') return ok({ rows: eventTypes, total: eventTypes.length });
    if (url === '/eventTypes/bookable') return ok(eventTypes);
    return ok({ rows: [], total: 0 });
  }),
  post: fn(),
  request: fn(),
};

function Page({ path, userType }: { path: string; userType: number }) {
  const store = createStore();
  store.set(userInfoAtom, { id: 5, user_type: userType, company_id: 20 });
  const services = { http, store } as unknown as ConsoleServices;
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const title = path.startsWith('/testRides') ? 'Test Rides' : 'Event Booking Manager';
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={queries}>
        <FeedbackProvider>
          <MemoryRouter initialEntries={[path]}>
            <MemoryNavigation initialPath={path}>
              <BookingManagerPage title={title} fullPath={path} />
            </MemoryNavigation>
          </MemoryRouter>
        </FeedbackProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Console/Bookings/Bookings/BookingManagerPage',
  component: Page,
  args: { path: '/events/eventsManager', userType: 2 },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A retailer: the events of its shops, upcoming first; it may book a walk-in; the calendar loads on demand. */
export const Retailer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Event Booking Manager' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Booking list: bookings' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await expect(http.get).toHaveBeenCalledWith(
      '/bookings',
      expect.objectContaining({ area: 'events', tab: 'upcoming' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'New booking' }));
    await expect(await screen.findByRole('form', { name: 'New booking' })).toBeVisible();
    // The form offers what the viewer may book (its own and brands' rides at its shops).
    await expect(http.get).toHaveBeenCalledWith('/eventTypes/bookable', { area: 'events' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Calendar' }));
    await expect(await canvas.findByRole('button', { name: 'Week' }, { timeout: 15_000 })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(canvasElement.querySelector('.fc-timegrid')).not.toBeNull());
  },
};

/** A brand's Test Rides: the same screen, rows open under /testRides; brands book no walk-ins. */
export const Brand: Story = {
  args: { path: '/testRides/testRides', userType: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Booking list: test rides' });
    await expect(await within(table).findByRole('link', { name: 'BK-7Q2M01' })).toHaveAttribute(
      'href',
      '/testRides/detail?id=501',
    );
    await expect(canvas.queryByRole('button', { name: 'New booking' })).toBeNull();
  },
};

/** A brand's Appointment List: every kind of its bookings (its test rides too), with a kind filter. */
export const BrandAppointments: Story = {
  args: { path: '/appointment/list', userType: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Booking list: appointments' });
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toBeVisible();
    const calls = http.get.mock.calls as unknown as [string, Record<string, unknown>?][];
    const asked = calls.filter(([url]) => url === '/bookings').at(-1)?.[1];
    await expect(asked).toMatchObject({ tab: 'upcoming' });
    await expect(asked?.area).toBeUndefined();
  },
};

/** A retailer's Appointment List: its service, fitting and delivery appointments only, no kind filter. */
export const RetailerAppointments: Story = {
  args: { path: '/appointment/list', userType: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Booking list: appointments' });
    await expect(canvas.queryByRole('combobox', { name: 'Kind' })).toBeNull();
    await expect(http.get).toHaveBeenCalledWith(
      '/bookings',
      expect.objectContaining({ area: 'appointments' }),
    );
  },
};
