import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DeactivateShopDialog } from './DeactivateShopDialog';
import { impact, noImpact } from './shops.fixtures';

const meta = {
  title: 'Console/Companies/Shops/DeactivateShopDialog',
  component: DeactivateShopDialog,
  args: {
    open: true,
    shopName: 'Harbor Cycles Embarcadero',
    impact,
    failed: false,
    onRetry: fn(),
    onConfirm: fn(() => Promise.resolve()),
    onClose: fn(),
  },
} satisfies Meta<typeof DeactivateShopDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(screen.getByRole('alertdialog', { name: 'Deactivate Harbor Cycles Embarcadero?' }));

/** What would be left without a place is listed before the user confirms. */
export const Affected: Story = {
  play: async ({ args }) => {
    const shown = await dialog();
    await expect(
      within(shown.getByRole('region', { name: 'Services offered only here' })).getByText(
        'Professional bike fitting',
      ),
    ).toBeInTheDocument();
    await expect(
      within(shown.getByRole('region', { name: 'Employees who work only here' })).getByText('Tess Wrench'),
    ).toBeInTheDocument();
    await expect(shown.getByText('Future bookings at this shop: 3')).toBeInTheDocument();
    await userEvent.click(shown.getByRole('button', { name: 'Deactivate shop' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const NothingAffected: Story = {
  args: { impact: noImpact },
  play: async () => {
    await expect((await dialog()).getByText(/Nothing depends on this shop alone/)).toBeInTheDocument();
    await expect((await dialog()).getByRole('button', { name: 'Deactivate shop' })).toBeEnabled();
  },
};

/** Until the impact is known there is nothing to confirm. */
export const Checking: Story = {
  args: { impact: undefined },
  play: async () => {
    await expect((await dialog()).getByText('Checking what depends on this shop…')).toBeInTheDocument();
    await expect((await dialog()).getByRole('button', { name: 'Deactivate shop' })).toBeDisabled();
  },
};

export const CheckFailed: Story = {
  args: { impact: undefined, failed: true },
  play: async ({ args }) => {
    await expect(
      (await dialog()).getByText("What this shop's deactivation affects could not be worked out."),
    ).toBeInTheDocument();
    await userEvent.click((await dialog()).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A refusal (e.g. something came to depend on the shop meanwhile) is shown in the dialog, which stays open. */
export const Refused: Story = {
  args: {
    onConfirm: fn(() =>
      Promise.reject(new Error('Deactivating this shop affects its services, employees or bookings.')),
    ),
  },
  play: async ({ args }) => {
    const shown = await dialog();
    await userEvent.click(shown.getByRole('button', { name: 'Deactivate shop' }));
    await waitFor(() =>
      expect(shown.getByRole('alert')).toHaveTextContent(
        'Deactivating this shop affects its services, employees or bookings.',
      ),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
