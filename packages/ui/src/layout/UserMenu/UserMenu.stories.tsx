import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigation } from '../../navigation';
import { FeedbackHarness } from '../fixtures/feedback.fixture';
import { UserMenu, type UserMenuProps } from './UserMenu';

const navigated = fn();

/** A tiny inline avatar, so the story needs no network. */
const AVATAR =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" fill="%23b3d8ff"/%3E%3Ccircle cx="16" cy="12" r="6" fill="%23409eff"/%3E%3C/svg%3E';

const meta = {
  title: 'UI/Layout/UserMenu',
  tags: ['autodocs'],
  subcomponents: { UserMenu },
  parameters: {
    docs: {
      description: {
        component:
          'The avatar menu of the top bar: profile and settings entries, then Log out behind a confirmation. Navbar includes it; use it alone only in a top bar of your own.',
      },
    },
  },
  args: { user: { name: 'Jane Rider', avatar: AVATAR }, onLogout: fn() },
  render: (args) => (
    <MemoryNavigation initialPath="/dashboard" onNavigate={navigated}>
      <FeedbackHarness>{(feedback) => <UserMenu {...args} feedback={feedback} />}</FeedbackHarness>
    </MemoryNavigation>
  ),
  beforeEach: () => {
    navigated.mockClear();
  },
} satisfies Meta<Omit<UserMenuProps, 'feedback'>>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Jane Rider' }));
  return screen.findByRole('menu');
}

async function closeMenu() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

export const LogoutConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Jane Rider' })).toBeVisible();
    await expect(canvas.getByText('Jane Rider')).toBeVisible();
    let menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Tips' });
    await expect(dialog).toHaveTextContent('Are you sure to log out and exit the system?');
    // The dialog fades in from opacity 0.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onLogout).not.toHaveBeenCalled();

    menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Tips' });
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const LogoutOnly: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Log out']);
    await closeMenu();
  },
};

export const BrandWithOnsite: Story = {
  args: {
    showOnsiteService: true,
    showCompanyDetails: true,
    profilePath: '/user/profile',
    onOpenSettings: fn(),
  },
  play: async ({ canvasElement, args }) => {
    let menu = await openMenu(canvasElement);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Onsite Service', 'Company Details', 'Layout settings', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Onsite Service' }));
    await expect(navigated).toHaveBeenCalledWith('/onsite/work/flightBoard');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Company Details' }));
    await expect(navigated).toHaveBeenCalledWith('/company/details');
    menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Layout settings' }));
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
  },
};

export const BrandWithoutOnsite: Story = {
  args: { showCompanyDetails: true },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).queryByRole('menuitem', { name: 'Onsite Service' })).not.toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Company Details' })).toBeVisible();
    await closeMenu();
  },
};

const reportProblem = fn();

/** The host's own entries come after the built-in links and before Layout settings. */
export const ExtraItems: Story = {
  args: {
    profilePath: '/user/profile',
    onOpenSettings: fn(),
    extraItems: [{ key: 'report', label: 'Report a problem', onSelect: reportProblem }],
  },
  play: async ({ canvasElement }) => {
    reportProblem.mockClear();
    const menu = await openMenu(canvasElement);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Report a problem', 'Layout settings', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Report a problem' }));
    await expect(reportProblem).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const WithoutAvatar: Story = {
  args: { user: { name: 'Jane Rider' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Jane Rider' });
    await expect(trigger).toHaveTextContent('J');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Jane Rider' });
    await expect(trigger.getBoundingClientRect().width).toBeLessThan(60);
  },
};
