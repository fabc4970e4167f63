import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { availability } from './bookings.fixtures';
import { SlotPicker } from './SlotPicker';

const meta = {
  title: 'Console/Bookings/Bookings/SlotPicker',
  component: SlotPicker,
  args: {
    availability,
    failed: false,
    onRetry: fn(),
    from: '2026-11-25',
    onFromChange: fn(),
    earliest: '2026-11-25',
    value: null,
    onChange: fn(),
    seats: 1,
  },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvasElement: HTMLElement, date: string) =>
  within(within(canvasElement).getByRole('region', { name: date }));

/** Times on the shop's clock, its zone named; a full slot cannot be chosen; a click picks the slot's start. */
export const Week: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shop time: Pacific (PST)')).toBeVisible();
    const first = day(canvasElement, '2026-11-25');
    await expect(first.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '09:00 · 3 left',
      '10:00 · full',
      '11:00 · 3 left',
    ]);
    await expect(first.getByRole('button', { name: '10:00 · full' })).toBeDisabled();
    await userEvent.click(day(canvasElement, '2026-11-26').getByRole('button', { name: '11:00 · 2 left' }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-26T19:00:00.000Z');
    await expect(canvas.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(args.onFromChange).toHaveBeenCalledWith('2026-12-02');
  },
};

/** The chosen slot is pressed; slots with fewer seats than needed are not offered. */
export const ChosenForTwoSeats: Story = {
  args: { value: '2026-11-25T17:00:00.000Z', seats: 2 },
  play: async ({ canvasElement }) => {
    const first = day(canvasElement, '2026-11-25');
    await expect(first.getByRole('button', { name: '09:00 · 3 left' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const third = day(canvasElement, '2026-11-27');
    await expect(third.getByRole('button', { name: '09:00 · 1 left' })).toBeDisabled();
  },
};

export const NothingOffered: Story = {
  args: { availability: { timezone: 'Pacific/Honolulu', days: [{ date: '2026-11-25', slots: [] }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No times are offered this week.')).toBeVisible();
    await expect(canvas.getByText(/^Shop time: .* \(HST\)$/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { availability: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button', { name: /left|full/ })).toHaveLength(0);
  },
};

export const Failed: Story = {
  args: { availability: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The available times could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
