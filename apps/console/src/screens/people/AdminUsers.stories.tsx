import type { AdminUserListQuery } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AdminUsers } from './AdminUsers';
import { adminUsers } from './people.fixtures';

const query: AdminUserListQuery = { pageNum: 1, pageSize: 20 };

const meta = {
  title: 'Console/Companies/People/AdminUsers',
  component: AdminUsers,
  args: {
    title: 'Users',
    query,
    onQueryChange: fn(),
    page: { rows: adminUsers, total: 17 },
    loading: false,
    failed: false,
    onRetry: fn(),
    companies: [
      { id: 2, name: 'Voltline Bikes' },
      { id: 4, name: 'Harbor Cycles' },
    ],
    onOpen: fn(),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof AdminUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every user: type, company, role by the type's names, status and last sign-in; a name opens the user. */
export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Users' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    await expect(rows).toEqual([
      [
        'Ada Admin',
        'admin@console.test',
        'Platform admin',
        'Console Platform',
        'Super admin',
        'Active',
        '2026-11-24 09:00',
      ],
      ['Sid Staff', 'retailer.staff@console.test', 'Retailer', 'Harbor Cycles', 'Staff', 'Active', '—'],
      ['Ivan Invited', 'invited@console.test', 'Retailer', 'Harbor Cycles', 'Manager', 'Invited', '—'],
      [
        'Fiona Finance',
        'finance@console.test',
        'Platform admin',
        'Console Platform',
        'Finance',
        'Deactivated',
        '—',
      ],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Sid Staff' }));
    await expect(args.onOpen).toHaveBeenCalledWith(adminUsers[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** Type, company, role and status filter together; the roles read by the chosen type. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByRole('search', { name: 'User filters' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Platform admin' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Finance' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deactivated' }));
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ userType: 3, role: 2, status: 'deactivated' }),
    );
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { page: { rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No users match these filters.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { page: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The users could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
