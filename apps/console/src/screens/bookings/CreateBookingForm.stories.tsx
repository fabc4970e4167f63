import { HttpError } from '@console/core';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { availability, eventTypes } from './bookings.fixtures';
import { CreateBookingForm } from './CreateBookingForm';

const meta = {
  title: 'Console/Bookings/Bookings/CreateBookingForm',
  component: CreateBookingForm,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    eventTypes,
    loadAvailability: fn(() => Promise.resolve(availability)),
    today: '2026-11-25',
    onCreate: fn(() => Promise.resolve()),
    onCancel: fn(),
  },
} satisfies Meta<typeof CreateBookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, field: string, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: new RegExp(field) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/** A phone customer: event, shop, an offered time from the availability endpoint, the customer's name. */
export const PhoneCustomer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose the event and the shop to see the times offered.')).toBeVisible();
    await choose(canvasElement, 'Event', 'Voltline City test ride');
    await choose(canvasElement, 'Shop', 'Harbor Cycles Marina');
    await userEvent.click(await canvas.findByRole('button', { name: '11:00 · 3 left' }));
    await expect(args.loadAvailability).toHaveBeenCalledWith(31, 202, '2026-11-25', '2026-12-01');
    await userEvent.type(canvas.getByLabelText(/Name/), 'Luis Ortega');
    await userEvent.type(canvas.getByLabelText('Phone'), '(415) 555-0188');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({
          eventTypeId: 31,
          shopId: 202,
          start: '2026-11-25T19:00:00.000Z',
          seats: 1,
          customer: expect.objectContaining({ name: 'Luis Ortega', phone: '(415) 555-0188' }),
        }),
      ),
    );
  },
};

/** Nothing chosen: each required field says so, nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(await canvas.findByText('Choose a time.')).toBeVisible();
    await expect(canvas.getAllByText('This field is required.').length).toBeGreaterThan(0);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Someone else took the last seat meanwhile: the server's refusal shows above the button. */
export const SlotTaken: Story = {
  args: {
    onCreate: fn(() =>
      Promise.reject(
        new HttpError('This time is no longer available.', {
          code: 409,
          status: 409,
          data: { code: 409, msg: 'This time is no longer available.' },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Event', 'Saturday demo day');
    await choose(canvasElement, 'Shop', 'Harbor Cycles Mission');
    await userEvent.click(await canvas.findByRole('button', { name: '09:00 · 3 left' }));
    await userEvent.type(canvas.getByLabelText(/Name/), 'Mei Chen');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(await canvas.findByText('This time is no longer available.')).toBeVisible();
  },
};
