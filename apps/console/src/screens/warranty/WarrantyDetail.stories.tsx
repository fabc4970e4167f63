import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WarrantyDetail } from './WarrantyDetail';
import { warrantyDetail } from './warranty.fixtures';

const meta = {
  title: 'Console/Screens/Warranty/WarrantyDetail',
  component: WarrantyDetail,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/warranty/detail?id=1">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: { warranty: warrantyDetail, today: '2026-11-22' },
} satisfies Meta<typeof WarrantyDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Coverages per component as registered: a lifetime frame, a battery still covered, a display that ended. */
export const Coverages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Warranty VL00001' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/warranty/index',
    );
    await expect(canvas.getByText('BT-99812')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Coverage per component' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    await expect(rows).toEqual([
      ['Frame', 'FRAME-LIFE', '2025-01-15', 'Lifetime', '100%', '100%', 'Covered'],
      ['Battery', 'BAT-24', '2025-01-15', '2027-01-14', '100%', '100%', 'Covered'],
      ['Display', 'DISP-12', '2025-01-15', '2026-01-14', '50%', '100%', 'Ended'],
    ]);
  },
};

export const Void: Story = {
  args: { warranty: { ...warrantyDetail, status: 'void' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Void')).toBeVisible();
  },
};
