import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { PickupCodeDialog } from './PickupCodeDialog';

const meta = {
  title: 'Console/Bookings/Bookings/PickupCodeDialog',
  component: PickupCodeDialog,
  args: { open: true, code: 'K7P2QX', unitSerial: 'VL-DEMO-07', onClose: fn() },
} satisfies Meta<typeof PickupCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After check-in: the code to give the customer and the bike handed out; Done closes it. */
export const Issued: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Pickup code' });
    await expect(dialog).toHaveTextContent('K7P2QX');
    await expect(dialog).toHaveTextContent('Bike: VL-DEMO-07');
    await expect(dialog).toHaveTextContent('It is asked for when the bike is handed back.');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A serviced bike: no demo unit line. */
export const WithoutUnit: Story = {
  args: { unitSerial: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Pickup code' });
    await expect(dialog).not.toHaveTextContent('Bike:');
  },
};
