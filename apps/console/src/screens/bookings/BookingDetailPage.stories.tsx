import { HttpError } from '@console/core';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ServicesProvider } from '../../app/ServicesContext';
import type { ConsoleServices } from '../../app/services';
import { refusal } from '../../shared/testing/storyFixtures';
import { BookingDetailPage } from './BookingDetailPage';
import { bookingDetail, checkedInDetail, completedDetail } from './bookings.fixtures';

const ok = (data: unknown) => Promise.resolve({ code: 200, msg: 'ok', data });

/** The server of these stories: booking 501 confirmed; check-in issues K7P2QX; complete wants it back. */
const http = {
  get: fn((url: string) =>
    url === '/bookings/501'
      ? ok(bookingDetail)
      : url === '/bookings/502'
        ? ok({ ...checkedInDetail, id: 502 })
        : url === '/bookings/503'
          ? Promise.reject(new HttpError('Network Error', { code: 0, network: true }))
          : Promise.reject(refusal(404, 'Not found.')),
  ),
  post: fn((url: string, body: { pickupCode?: string }) => {
    if (url === '/bookings/501/checkIn') return ok(checkedInDetail);
    if (url === '/bookings/502/complete' && body.pickupCode === 'K7P2QX')
      return ok({ ...completedDetail, id: 502 });
    return Promise.reject(
      refusal(422, 'The pickup code does not match.', {
        fields: { pickupCode: 'The pickup code does not match this booking.' },
      }),
    );
  }),
  request: fn(),
};

function Page({ path }: { path: string }) {
  const services = { http, store: createStore() } as unknown as ConsoleServices;
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={queries}>
        <FeedbackProvider>
          <MemoryRouter initialEntries={[path]}>
            <MemoryNavigation initialPath={path}>
              <BookingDetailPage title="Event Detail" fullPath={path} />
            </MemoryNavigation>
          </MemoryRouter>
        </FeedbackProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Console/Bookings/Bookings/BookingDetailPage',
  component: Page,
  args: { path: '/events/detail?id=501' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Check in: the pickup-code dialog shows the code issued and the bike; the page shows it checked in. */
export const CheckInShowsTheCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pickup code' });
    await expect(within(dialog).getByTestId('pickup-code')).toHaveTextContent('K7P2QX');
    await expect(dialog).toHaveTextContent('Bike: VL-DEMO-07');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Checked in', { selector: 'span' })).toBeVisible();
  },
};

/** Hand-back: a wrong code shows the server's message on the field; the right one completes the booking. */
export const CompleteChecksTheCode: Story = {
  args: { path: '/appointment/detail/502' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand back and complete' });
    const code = within(dialog).getByLabelText(/Pickup code/);
    await userEvent.type(code, 'AAAAAA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await expect(
      await within(dialog).findByText('The pickup code does not match this booking.'),
    ).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, 'k7p2qx');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenLastCalledWith(
        '/bookings/502/complete',
        { pickupCode: 'K7P2QX' },
        { silent: true },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('How was your ride?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/appointment/list',
    );
  },
};

/** Another company's booking (or none) reads as not found, with the way back to the list. */
export const NotFound: Story = {
  args: { path: '/testRides/detail?id=999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('There is no such booking, or it is not one you can see.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/testRides/testRides',
    );
  },
};

export const LoadFailed: Story = {
  args: { path: '/events/detail?id=503' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The booking could not be loaded.')).toBeVisible();
  },
};
