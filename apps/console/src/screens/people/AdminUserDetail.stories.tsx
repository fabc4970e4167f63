import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminUserDetail } from './AdminUserDetail';
import { adminUsers, sidTrail } from './people.fixtures';

const [ada, sid, ivan, fiona] = adminUsers as [
  (typeof adminUsers)[0],
  (typeof adminUsers)[0],
  (typeof adminUsers)[0],
  (typeof adminUsers)[0],
];

const meta = {
  title: 'Console/Companies/People/AdminUserDetail',
  component: AdminUserDetail,
  args: {
    user: sid,
    viewer: { userId: 1, role: 1 },
    onAction: fn(),
    trail: {
      page: { rows: sidTrail, total: 1 },
      loading: false,
      failed: false,
      onRetry: fn(),
      pageNum: 1,
      pageSize: 10,
      onPageChange: fn(),
    },
  },
} satisfies Meta<typeof AdminUserDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** A super admin on an active user: force a password reset or deactivate; the user's audit trail below. */
export const SuperAdmin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Harbor Cycles')).toBeVisible();
    await expect(buttons(canvasElement)).toEqual(['Force password reset', 'Deactivate']);
    const trail = within(canvas.getByRole('table', { name: 'Audit trail of Sid Staff' }));
    await expect(trail.getByText('Changed the company role of Sid Staff')).toBeVisible();
    await expect(trail.getByText('Role: Manager → Staff')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate' }));
    await expect(args.onAction).toHaveBeenCalledWith('deactivate');
  },
};

/** Support resends invitations and resets passwords, but switches nobody off or on. */
export const Support: Story = {
  args: { viewer: { userId: 4, role: 3 }, user: ivan },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual(['Resend invitation']);
  },
};

/** Finance reactivates a deactivated user, but does not touch a super admin. */
export const Finance: Story = {
  args: { viewer: { userId: 3, role: 2 }, user: { ...fiona, id: 8, role: 3 } },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual(['Reactivate']);
  },
};

export const FinanceOnSuperAdmin: Story = {
  args: { viewer: { userId: 3, role: 2 }, user: ada },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual(['Force password reset']);
  },
};

/** An admin's own row offers nothing: nobody deactivates or resets themselves here. */
export const Self: Story = {
  args: { user: ada },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual([]);
  },
};

export const TrailFailed: Story = {
  args: {
    trail: {
      page: undefined,
      loading: false,
      failed: true,
      onRetry: fn(),
      pageNum: 1,
      pageSize: 10,
      onPageChange: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The audit trail could not be loaded.')).toBeVisible();
  },
};
