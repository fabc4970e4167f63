import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigation, NavigationProvider } from '../../navigation';
import { brandMenu, retailerMenu, retailerRoutes } from '../fixtures/routes.fixture';
import { MenuIcon } from './icons';
import { Sidebar } from './Sidebar';
import { SidebarLogo } from './SidebarLogo';

const meta = {
  title: 'UI/Layout/Sidebar',
  tags: ['autodocs'],
  subcomponents: { SidebarLogo, MenuIcon },
  component: Sidebar,
  parameters: {
    docs: {
      description: {
        component:
          'The side menu built from the routes the user may see, with the product logo on top. ConsoleLayout renders it; MenuIcon draws a menu icon by name for a route table.',
      },
    },
    layout: 'fullscreen',
    path: '/dashboard',
  },
  args: { menu: retailerMenu, onNavigate: fn() },
  decorators: [
    (Story, context) => (
      <MemoryNavigation initialPath={context.parameters.path as string}>
        <div style={{ height: '720px', display: 'flex' }}>
          <Story />
        </div>
      </MemoryNavigation>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const navOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Main navigation' });

export const Dark: Story = {
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    const root = nav.parentElement as HTMLElement;
    await expect(getComputedStyle(root).width).toBe('250px');
    // The blue sidebar background of spec §9.
    await expect(getComputedStyle(root).backgroundColor).toBe('rgb(31, 58, 104)');
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(dashboard).color).toBe('rgb(255, 255, 255)');
    await userEvent.click(within(nav).getByRole('button', { name: 'Events' }));
    const submenu = within(nav).getByRole('link', { name: 'Event Setting' }).closest('ul') as HTMLElement;
    // The lighter sub-menu blue.
    await expect(getComputedStyle(submenu).backgroundColor).toBe('rgb(42, 75, 130)');
  },
};

export const Light: Story = {
  args: { sideTheme: 'theme-light' },
  play: async ({ canvasElement }) => {
    const root = navOf(canvasElement).parentElement as HTMLElement;
    await expect(getComputedStyle(root).backgroundColor).toBe('rgb(255, 255, 255)');
    const dashboard = within(canvasElement).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(dashboard).color).not.toBe('rgb(48, 49, 51)');
  },
};

export const Collapsed: Story = {
  args: { collapsed: true, logo: { title: 'Console' } },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(getComputedStyle(nav.parentElement as HTMLElement).width).toBe('54px');
    // The collapsed sidebar's parts (tooltips, fly-outs) load when it is first collapsed.
    const warranties = await within(nav).findByRole('link', { name: 'Warranties' });
    await userEvent.hover(warranties);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Warranties');
    await userEvent.unhover(warranties);
    // A group opens as a fly-out headed by its title.
    await userEvent.click(within(nav).getByRole('button', { name: 'Reports' }));
    const flyout = await screen.findByRole('menu');
    await expect(within(flyout).getByText('Reports')).toBeVisible();
    const payouts = within(flyout).getByRole('menuitem', { name: 'Payouts' });
    await userEvent.click(payouts);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(within(nav).getByRole('button', { name: 'Reports' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const CollapsedKeyboard: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    // The collapsed sidebar's parts (tooltips, fly-outs) load when it is first collapsed.
    await within(nav).findByRole('link', { name: 'Dashboard' });
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const events = within(nav).getByRole('button', { name: 'Events' });
    await expect(events).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const flyout = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(flyout).getByRole('menuitem', { name: 'Event Booking Manager' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(events).toHaveFocus());
  },
};

export const WithLogo: Story = {
  args: { logo: { title: 'Bike Console' } },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('link', { name: 'Bike Console' });
    await expect(logo).toHaveTextContent('Bike Console');
    await expect(logo.parentElement).toHaveStyle({ height: '50px' });
  },
};

export const WithoutLogo: Story = {
  args: { logo: { title: 'Bike Console' }, showLogo: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Bike Console' })).not.toBeInTheDocument();
  },
};

export const ActiveByPath: Story = {
  parameters: { path: '/reports/payouts' },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(within(nav).getByRole('button', { name: 'Reports' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: 'Payouts' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const ActiveByActiveMenu: Story = {
  args: { routes: retailerRoutes },
  parameters: { path: '/company/shop/detail/7' },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    // The hidden shop detail page lights up its list through meta.activeMenu.
    await expect(within(nav).getByRole('button', { name: 'Company' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: 'Shop(s)' })).toHaveAttribute('aria-current', 'page');
  },
};

export const UniqueOpened: Story = {
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    const events = within(nav).getByRole('button', { name: 'Events' });
    const reports = within(nav).getByRole('button', { name: 'Reports' });
    await userEvent.click(events);
    await expect(events).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Event Setting' })).toBeVisible();
    await userEvent.click(reports);
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    await expect(events).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'Event Setting' })).not.toBeInTheDocument();
  },
};

export const SeveralOpen: Story = {
  args: { uniqueOpened: false },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await userEvent.click(within(nav).getByRole('button', { name: 'Events' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Reports' }));
    await expect(within(nav).getByRole('button', { name: 'Events' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByRole('button', { name: 'Reports' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const SingleChildRule: Story = {
  args: { menu: brandMenu },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    // '/testRides' has one visible child and no alwaysShow: a plain link to that child, not a group.
    const testRides = within(nav).getByRole('link', { name: 'Test Rides' });
    await expect(testRides).toHaveAttribute('href', '/testRides/testRides');
    await expect(within(nav).queryByRole('button', { name: 'Test Rides' })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Warranties' })).toHaveAttribute(
      'href',
      '/warranty/index',
    );
    // Hidden routes never show.
    await expect(within(nav).queryByText('Add Warranties')).not.toBeInTheDocument();
  },
};

export const AlwaysShow: Story = {
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    // Appointments has a single visible child but alwaysShow keeps it a group.
    const appointments = within(nav).getByRole('button', { name: 'Appointments' });
    await expect(appointments).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(appointments);
    await expect(within(nav).getByRole('link', { name: 'Appointment List' })).toHaveAttribute(
      'href',
      '/appointment/list',
    );
  },
};

export const ExternalLink: Story = {
  play: async ({ canvasElement }) => {
    const help = within(navOf(canvasElement)).getByRole('link', { name: 'Help Center' });
    await expect(help).toHaveAttribute('href', 'https://help.example.com/console');
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', expect.stringContaining('noopener'));
  },
};

export const NavigatesInApp: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = navOf(canvasElement);
    const events = within(nav).getByRole('button', { name: 'Events' });
    await userEvent.click(events);
    await userEvent.click(within(nav).getByRole('link', { name: 'Warranties' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/warranty/index');
    // A top-level page leaves the groups as the user set them.
    await expect(events).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Warranties' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await userEvent.tab();
    // One tab stop: the active item.
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(nav).getByRole('link', { name: 'Quick Start Guide' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(nav).getByRole('link', { name: 'Help Center' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const events = within(nav).getByRole('button', { name: 'Events' });
    await expect(events).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(events).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(nav).getByRole('link', { name: 'Event Booking Manager' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(nav).getByRole('link', { name: 'Event Setting' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(events).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(events).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(events).toHaveAttribute('aria-expanded', 'true');
    // Tab leaves the menu instead of walking every item.
    await userEvent.tab();
    await expect(nav).not.toContainElement(document.activeElement as HTMLElement);
  },
};

const prefetch = fn();

/**
 * The host's `prefetch` is called for each entry shown ('visible': worth loading when the browser is idle)
 * and for an entry the pointer or the focus reaches ('intent': the likely next page).
 */
export const PrefetchOnHover: Story = {
  decorators: [
    (Story) => (
      <NavigationProvider
        value={{ pathname: '/dashboard', fullPath: '/dashboard', navigate: fn(), href: (to) => to, prefetch }}
      >
        <Story />
      </NavigationProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(prefetch).toHaveBeenCalledWith('/warranty/index', 'visible');
    // A closed group's entries are not shown, so not asked for until it opens.
    const group = within(nav).getByRole('button', { name: 'Company' });
    const hidden = prefetch.mock.calls.length;
    await userEvent.click(group);
    const entries = within(group.parentElement as HTMLElement).getAllByRole('link');
    const first = entries[0]?.getAttribute('href');
    await expect(prefetch.mock.calls.slice(0, hidden)).not.toContainEqual([first, 'visible']);
    await expect(prefetch).toHaveBeenCalledWith(first, 'visible');
    prefetch.mockClear();
    await userEvent.hover(within(nav).getByRole('link', { name: 'Warranties' }));
    await expect(prefetch).toHaveBeenCalledWith('/warranty/index', 'intent');
    within(nav).getByRole('link', { name: 'Brands' }).focus();
    await expect(prefetch).toHaveBeenLastCalledWith('/brand/index', 'intent');
  },
};
