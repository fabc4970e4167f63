import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotAvailablePage } from './NotAvailablePage';

const meta = {
  title: 'Console/Shell & dashboard/NotAvailable/NotAvailablePage',
  component: NotAvailablePage,
  args: { title: 'Event Booking Manager', fullPath: '/events/eventsManager' },
} satisfies Meta<typeof NotAvailablePage>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Event Booking Manager' })).toBeVisible();
    await expect(canvas.getByText('This page is not available yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
