import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigation } from '../../navigation';
import { FeedbackHarness } from '../fixtures/feedback.fixture';
import { retailerMenu, retailerRoutes, retailerTrail } from '../fixtures/routes.fixture';
import { Navbar, type NavbarProps } from './Navbar';

const meta = {
  title: 'UI/Layout/Navbar',
  tags: ['autodocs'],
  subcomponents: { Navbar },
  parameters: {
    docs: {
      description: {
        component:
          'The top bar: hamburger, breadcrumb or top menu, search, fullscreen and size tools, the user menu. ConsoleLayout renders it; use it directly only in a frame of your own.',
      },
    },
    layout: 'fullscreen',
  },
  args: {
    sidebarOpened: true,
    onToggleSidebar: fn(),
    menu: retailerMenu,
    routes: retailerRoutes,
    breadcrumb: retailerTrail('/reports/payouts'),
    size: 'medium',
    onSizeChange: fn(),
    user: { name: 'Jane Rider' },
    onLogout: fn(),
    onOpenSettings: fn(),
  },
  render: (args) => (
    <MemoryNavigation initialPath="/reports/payouts">
      <FeedbackHarness>{(feedback) => <Navbar {...args} feedback={feedback} />}</FeedbackHarness>
    </MemoryNavigation>
  ),
} satisfies Meta<Omit<NavbarProps, 'feedback'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  args: { balance: <span>Balance: 1,234.50</span> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('button', { name: 'Toggle sidebar' }).parentElement as HTMLElement;
    await expect(getComputedStyle(bar).height).toBe('50px');
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'HOME/Reports/Payouts',
    );
    await expect(canvas.getByText('Balance: 1,234.50')).toBeVisible();
    for (const name of ['Search', 'Fullscreen', 'Size', 'Jane Rider']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    await expect(args.onToggleSidebar).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  args: { device: 'mobile', sidebarOpened: false, balance: <span>Balance: 1,234.50</span> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The tools give way; the user menu stays.
    for (const name of ['Search', 'Fullscreen', 'Size']) {
      await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await expect(canvas.getByRole('button', { name: 'Jane Rider' })).toBeVisible();
    await expect(canvas.getByText('Balance: 1,234.50')).toBeVisible();
  },
};

export const WithoutBalance: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Balance/)).not.toBeInTheDocument();
  },
};

export const TopNavigation: Story = {
  args: { topNav: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The top menu replaces the breadcrumb, and there is no sidebar to toggle.
    await expect(canvas.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    // The top menu's code loads when top navigation is on.
    await expect(await canvas.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Toggle sidebar' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'More' })).toBeVisible();
  },
};

export const LogoutFromNavbar: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Jane Rider' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tips' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const SwitchSizeFromNavbar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Size' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Default' }));
    await expect(args.onSizeChange).toHaveBeenCalledWith('default');
    await expect(canvas.getByRole('status')).toHaveTextContent('Switch Size Success');
  },
};
