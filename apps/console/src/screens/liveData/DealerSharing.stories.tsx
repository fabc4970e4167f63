import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DealerSharing } from './DealerSharing';
import { brandView } from './liveData.fixtures';

const meta = {
  title: 'Console/Bugs & developer/LiveData/DealerSharing',
  component: DealerSharing,
  args: { view: brandView, failed: false, onRetry: fn() },
} satisfies Meta<typeof DealerSharing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Per dealer: stock and sales of the brand's models; a dash for what a dealer does not share. */
export const Shared: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const harbor = within(canvas.getByRole('region', { name: 'Live data of Harbor Cycles' }));
    await expect(harbor.getAllByText('Sharing')[0]).toBeVisible();
    await expect(harbor.getByText(/Shares Inventory, Sales/)).toBeVisible();
    const rows = harbor.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('VL-CITY-500');
    await expect(rows[1]).toHaveTextContent('8');
    await expect(rows[1]).toHaveTextContent('—');
    const summit = within(canvas.getByRole('region', { name: 'Live data of Summit E-Ride' }));
    await expect(summit.getByText('Paused since 2026-11-20 10:00')).toBeVisible();
    await expect(summit.getByText(/not shared: Sales, Service/)).toBeVisible();
  },
};

export const NoDealers: Story = {
  args: { view: { dealers: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/None of your dealers shares live data/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { view: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Failed: Story = {
  args: { view: undefined, failed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Your dealers' shared data could not be loaded.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
