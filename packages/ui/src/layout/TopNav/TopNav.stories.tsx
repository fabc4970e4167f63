import { topNavVisibleCount } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigation } from '../../navigation';
import { retailerMenu, retailerRoutes } from '../fixtures/routes.fixture';
import { TopNav } from './TopNav';

const meta = {
  title: 'UI/Layout/TopNav',
  tags: ['autodocs'],
  component: TopNav,
  parameters: {
    docs: {
      description: {
        component:
          'The top menu shown in place of the breadcrumb when top navigation is on in the layout settings. ConsoleLayout switches between the two.',
      },
    },
    path: '/dashboard',
  },
  args: { menu: retailerMenu, routes: retailerRoutes, onNavigate: fn() },
  decorators: [
    (Story, context) => (
      <MemoryNavigation initialPath={context.parameters.path as string}>
        <Story />
      </MemoryNavigation>
    ),
  ],
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const TOP_TITLES = [
  'Dashboard',
  'Quick Start Guide',
  'Warranties',
  'Brands',
  'Events',
  'Reports',
  'Live Data Program',
  'Company',
  'Appointments',
  'Bug Reports',
  'Help Center',
];

/** The items of the bar itself, More excluded. */
function barItems(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
    .filter((title) => title !== 'More');
}

async function openMore(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'More' }));
  return screen.findByRole('menu');
}

/** Escape closes the open menu, which hands focus back to its trigger. */
async function closeMenus() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

export const Width1200: Story = {
  args: { bodyWidth: 1200 },
  play: async ({ canvasElement }) => {
    // floor(1200 / 3 / 85) = 4 items in the bar.
    await expect(barItems(canvasElement)).toEqual(TOP_TITLES.slice(0, 4));
    const more = await openMore(canvasElement);
    // Every remaining item is in More (the template dropped some).
    const entries = within(more)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(entries).toEqual(TOP_TITLES.slice(4));
    await expect(entries).toHaveLength(7);
    await closeMenus();
  },
};

export const Width200: Story = {
  args: { bodyWidth: 200 },
  play: async ({ canvasElement }) => {
    // floor(200 / 3 / 85) = 0, clamped to 1.
    await expect(barItems(canvasElement)).toEqual(['Dashboard']);
    const more = await openMore(canvasElement);
    await expect(within(more).getAllByRole('menuitem')).toHaveLength(10);
    await closeMenus();
  },
};

export const FollowsBodyWidth: Story = {
  play: async ({ canvasElement }) => {
    const expected = Math.min(
      topNavVisibleCount(document.body.getBoundingClientRect().width),
      TOP_TITLES.length,
    );
    await expect(barItems(canvasElement)).toEqual(TOP_TITLES.slice(0, expected));
  },
};

export const GroupInMoreOpensSubmenu: Story = {
  args: { bodyWidth: 1200 },
  play: async ({ canvasElement, args }) => {
    const more = await openMore(canvasElement);
    const events = within(more).getByRole('menuitem', { name: 'Events' });
    await expect(events).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(events);
    const sub = await waitFor(() => {
      const menus = screen.getAllByRole('menu');
      expect(menus).toHaveLength(2);
      return menus[1] as HTMLElement;
    });
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(within(sub).getByRole('menuitem', { name: 'Event Setting' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/events/eventsStting');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The active item now sits in More, which is underlined.
    await expect(within(canvasElement).getByRole('button', { name: 'More' })).toHaveStyle({
      borderBottomColor: 'rgb(64, 158, 255)',
    });
  },
};

export const GroupInBarOpensSubmenu: Story = {
  args: { bodyWidth: 1920 },
  play: async ({ canvasElement, args }) => {
    // floor(1920 / 3 / 85) = 7.
    await expect(barItems(canvasElement)).toEqual(TOP_TITLES.slice(0, 7));
    const reports = within(canvasElement).getByRole('button', { name: 'Reports' });
    await userEvent.click(reports);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Payouts' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/reports/payouts');
    await waitFor(() => expect(reports).toHaveStyle({ borderBottomColor: 'rgb(64, 158, 255)' }));
  },
};

export const ActiveLink: Story = {
  args: { bodyWidth: 1200 },
  parameters: { path: '/warranty/detail' },
  play: async ({ canvasElement }) => {
    // The hidden detail page highlights Warranties through meta.activeMenu.
    const warranties = within(canvasElement).getByRole('link', { name: 'Warranties' });
    await expect(warranties).toHaveAttribute('aria-current', 'page');
    await expect(warranties).toHaveStyle({ borderBottomColor: 'rgb(64, 158, 255)' });
  },
};
