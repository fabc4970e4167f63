import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShopDetail } from './ShopDetail';
import { shopDetail } from './shops.fixtures';

const meta = {
  title: 'Console/Companies/Shops/ShopDetail',
  component: ShopDetail,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/company/shop/detail/1">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    shop: shopDetail,
    listPath: '/company/shop',
    categoryLabel: (value: string) => ({ tune_up: 'Tune-up', fitting: 'Fitting' })[value] ?? value,
    onEdit: fn(),
    onDeactivate: fn(),
    onReactivate: fn(),
  },
} satisfies Meta<typeof ShopDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** An owner or manager: the whole shop, with Edit and Deactivate. */
export const Owner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Harbor Cycles Embarcadero' })).toBeVisible();
    await expect(
      canvas.getByText('1 Embarcadero Ctr, Suite 200, San Francisco, California 94111'),
    ).toBeVisible();
    await expect(canvas.getByText('Pacific')).toBeVisible();
    await expect(canvas.getByText('37.7946, -122.3999')).toBeVisible();
    await expect(canvas.getByText('10:00–13:00, 14:00–20:00')).toBeVisible();
    await expect(rowsOf(canvasElement, 'Exceptions')).toEqual([
      ['2026-11-26', 'Closed', 'Thanksgiving'],
      ['2026-12-24', '10:00–14:00', '—'],
    ]);
    await expect(rowsOf(canvasElement, 'Employees')).toEqual([
      ['Tess Wrench', 'Technician', 'Active'],
      ['Sid Staff', 'Service manager', 'Inactive'],
    ]);
    await expect(rowsOf(canvasElement, 'Services')[1]).toEqual([
      'Professional bike fitting',
      'Fitting',
      '90 min',
      '$150.00',
      'Active',
    ]);
    await expect(canvas.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/company/shop',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate' }));
    await expect(args.onDeactivate).toHaveBeenCalledTimes(1);
  },
};

/** Staff read the shop; they change nothing. */
export const StaffReadOnly: Story = {
  args: { shop: { ...shopDetail, editable: false, statusChangeable: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Harbor Cycles Embarcadero' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  },
};

/** An admin sees whose shop it is and may deactivate it, not edit it. */
export const Admin: Story = {
  args: { shop: { ...shopDetail, editable: false }, showCompany: true, listPath: '/admin/shop/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Harbor Cycles')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/admin/shop/index',
    );
  },
};

/** An inactive shop, nobody working there and nothing on offer yet: Reactivate, and the empty lists say so. */
export const InactiveAndEmpty: Story = {
  args: {
    shop: {
      ...shopDetail,
      status: 'inactive',
      coordinates: null,
      exceptions: [],
      employees: [],
      services: [],
      today: { date: '2026-11-26', hours: [], exception: true, note: 'Thanksgiving' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.getByText('Closed (Thanksgiving)')).toBeVisible();
    await expect(canvas.getByText('No exceptions ahead: the regular week applies.')).toBeVisible();
    await expect(canvas.getByText('No employees work here yet.')).toBeVisible();
    await expect(canvas.getByText('No services are offered here yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate' }));
    await expect(args.onReactivate).toHaveBeenCalledTimes(1);
  },
};
