import {
  APP_COOKIES,
  appStateAtom,
  DEFAULT_LAYOUT_SETTINGS,
  layoutSettingsAtom,
  removeCookie,
  tabsAtom,
} from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore } from 'jotai/vanilla';
import { useCallback, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackProvider, useFeedback } from '../../components/Feedback';
import { MemoryNavigation, useNavigationActions } from '../../navigation';
import { consoleRouteTable } from '../fixtures/routes.fixture';
import { ConsoleLayout, type ConsoleLayoutProps } from './ConsoleLayout';

interface HarnessProps {
  initialPath: string;
  userType: number;
  setup?: (store: ReturnType<typeof createStore>) => void;
  balance?: ConsoleLayoutProps['balance'];
}

/** How many times each page (by its path, without the query) has rendered. */
const pageRenders = new Map<string, number>();

/**
 * A page per path: a heading and a text field, so keep-alive is visible, and a filter that replaces the
 * page's own URL as a list's filters do.
 */
function DemoPage({ fullPath }: { fullPath: string }) {
  const pathname = fullPath.split('?')[0] ?? fullPath;
  pageRenders.set(pathname, (pageRenders.get(pathname) ?? 0) + 1);
  const { navigate } = useNavigationActions();
  return (
    <section>
      <h1>Page {fullPath}</h1>
      <label>
        Note for {fullPath} <input type="text" />
      </label>
      <button type="button" onClick={() => navigate(`${pathname}?status=open`, { replace: true })}>
        Filter {pathname}
      </button>
    </section>
  );
}

function Layout({ initialPath, userType, setup, balance }: HarnessProps) {
  const [store] = useState(() => {
    const created = createStore();
    setup?.(created);
    return created;
  });
  const feedback = useFeedback();
  const [loggedOut, setLoggedOut] = useState(false);
  const renderPage = useCallback((fullPath: string) => <DemoPage fullPath={fullPath} />, []);
  return (
    <MemoryNavigation initialPath={initialPath} base="/ec">
      {loggedOut && <p role="status">Logged out</p>}
      <ConsoleLayout
        routes={consoleRouteTable}
        user={{ name: 'Ada Retail', avatar: '', userType, userRole: 1 }}
        renderPage={renderPage}
        feedback={feedback}
        onLogout={() => setLoggedOut(true)}
        product="Console"
        balance={balance}
        showCompanyDetails={userType === 1}
        store={store}
      />
    </MemoryNavigation>
  );
}

function Harness(props: HarnessProps) {
  return (
    <FeedbackProvider>
      <Layout {...props} />
    </FeedbackProvider>
  );
}

// The first tab of the docs page's props table: the stories' own controls (the component's props follow).
Harness.displayName = 'Story harness';

const meta = {
  title: 'UI/Layout/ConsoleLayout',
  tags: ['autodocs'],
  subcomponents: { ConsoleLayout },
  component: Harness,
  parameters: {
    docs: {
      // Its stories open overlays or fix themselves to the window: each gets a frame of its own on this page.
      story: { inline: false, height: '640px' },
      description: {
        component:
          'Use it as the whole frame of an internal app: sidebar or top menu, top bar, tabs, kept-alive pages and the settings drawer. Give it the routes, the user and a renderPage function; the other layout parts are for frames of your own.',
      },
    },
    layout: 'fullscreen',
  },
  // Each story starts from a clean browser: no persisted tabs, settings or sidebar cookie.
  beforeEach: () => {
    localStorage.clear();
    removeCookie(APP_COOKIES.sidebarStatus);
    removeCookie(APP_COOKIES.size);
  },
  args: { initialPath: '/warranty/index', userType: 2 },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebarNav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const tabStrip = () => screen.getByRole('navigation', { name: 'Open pages' });

export const RetailerDesktop: Story = {
  play: async () => {
    const nav = within(sidebarNav());
    await expect(nav.getByRole('link', { name: /Warranties/ })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByText('Test Rides')).toBeNull();
    await expect(screen.getByRole('heading', { name: 'Page /warranty/index' })).toBeVisible();
    const tabs = within(tabStrip());
    await expect(tabs.getAllByRole('link').map((link) => link.textContent?.trim())).toEqual([
      'Dashboard',
      'Warranties',
    ]);
    await expect(document.title).toBe('Console');
  },
};

export const OpensTabsAndKeepsPagesAlive: Story = {
  play: async () => {
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for /warranty/index' }), 'kept');
    await userEvent.click(within(sidebarNav()).getByRole('link', { name: /Dashboard/ }));
    await expect(await screen.findByRole('heading', { name: 'Page /dashboard' })).toBeVisible();
    await userEvent.click(within(tabStrip()).getByRole('link', { name: 'Warranties' }));
    await expect(screen.getByRole('textbox', { name: 'Note for /warranty/index' })).toHaveValue('kept');
  },
};

export const KeptPagesRenderOnlyForThemselves: Story = {
  play: async () => {
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for /warranty/index' }), 'kept');
    const rendered = pageRenders.get('/warranty/index');
    await userEvent.click(within(sidebarNav()).getByRole('link', { name: /Dashboard/ }));
    await expect(await screen.findByRole('heading', { name: 'Page /dashboard' })).toBeVisible();
    await userEvent.click(within(sidebarNav()).getByRole('link', { name: /Quick Start/ }));
    await expect(await screen.findByRole('heading', { name: 'Page /quickStart/index' })).toBeVisible();
    // Hidden, the page did not render again for the other tabs' navigations; shown again, neither.
    await expect(pageRenders.get('/warranty/index')).toBe(rendered);
    await userEvent.click(within(tabStrip()).getByRole('link', { name: 'Warranties' }));
    await expect(screen.getByRole('textbox', { name: 'Note for /warranty/index' })).toHaveValue('kept');
    await expect(pageRenders.get('/warranty/index')).toBe(rendered);
  },
};

export const APageReplacingItsUrlStaysOneTab: Story = {
  play: async () => {
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for /warranty/index' }), 'kept');
    await userEvent.click(screen.getByRole('button', { name: 'Filter /warranty/index' }));
    await expect(
      await screen.findByRole('heading', { name: 'Page /warranty/index?status=open' }),
    ).toBeVisible();
    // The same page, its state with it, under the same tab (now at the new URL).
    await expect(screen.getByRole('textbox', { name: 'Note for /warranty/index?status=open' })).toHaveValue(
      'kept',
    );
    const tabs = within(tabStrip());
    await expect(tabs.getAllByRole('link').map((link) => link.textContent?.trim())).toEqual([
      'Dashboard',
      'Warranties',
    ]);
    await expect(tabs.getByRole('link', { name: 'Warranties' })).toHaveAttribute(
      'href',
      '/ec/warranty/index?status=open',
    );
    await userEvent.click(within(sidebarNav()).getByRole('link', { name: /Dashboard/ }));
    await userEvent.click(tabs.getByRole('link', { name: 'Warranties' }));
    await expect(screen.getByRole('textbox', { name: 'Note for /warranty/index?status=open' })).toHaveValue(
      'kept',
    );
  },
};

export const ClosingTheActiveTabMovesToTheLastOne: Story = {
  play: async () => {
    await userEvent.click(within(tabStrip()).getByRole('button', { name: 'Close Warranties' }));
    await expect(await screen.findByRole('heading', { name: 'Page /dashboard' })).toBeVisible();
    await expect(
      within(tabStrip())
        .getAllByRole('link')
        .map((l) => l.textContent?.trim()),
    ).toEqual(['Dashboard']);
  },
};

export const CollapsedSidebar: Story = {
  play: async () => {
    const aside = sidebarNav().closest('aside') as HTMLElement;
    await expect(aside.getBoundingClientRect().width).toBe(250);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    await waitFor(() => expect(aside.getBoundingClientRect().width).toBe(54));
    await expect(document.cookie).toContain('sidebarStatus=0');
  },
};

export const TopNavigation: Story = {
  args: {
    setup: (store) => store.set(layoutSettingsAtom, { ...DEFAULT_LAYOUT_SETTINGS, topNav: true }),
  },
  play: async () => {
    // The top menu takes the sidebar's place (and its landmark name); the breadcrumb and hamburger go.
    await expect(document.querySelector('aside')).toBeNull();
    await expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).toBeNull();
    // The top menu's code loads when top navigation is on.
    const topMenu = await screen.findByRole('navigation', { name: 'Main navigation' });
    await expect(within(topMenu).getByRole('link', { name: /Warranties/ })).toBeVisible();
  },
};

export const ThemeColourDrivesTheUi: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /Ada Retail/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Layout settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Page style settings' });
    await expect(drawer.getBoundingClientRect().width).toBe(280);
    await userEvent.click(within(drawer).getByRole('radio', { name: '#f5222d' }));
    await waitFor(() =>
      expect(getComputedStyle(document.documentElement).getPropertyValue('--console-primary').trim()).toBe(
        '#f5222d',
      ),
    );
  },
};

export const LogoutAsksFirst: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /Ada Retail/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tips' });
    // The dialog fades in: wait until its text is shown.
    await waitFor(() =>
      expect(within(dialog).getByText('Are you sure to log out and exit the system?')).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByText('Logged out')).toBeVisible();
  },
};

export const BrandWithBalance: Story = {
  args: { userType: 1, initialPath: '/dashboard', balance: <span>Balance 1,234.50</span> },
  play: async () => {
    await expect(screen.getByText('Balance 1,234.50')).toBeVisible();
    await expect(within(sidebarNav()).getByRole('link', { name: /Test Rides/ })).toBeVisible();
  },
};

export const MobileDrawer: Story = {
  parameters: {
    viewport: { options: { phone: { name: 'Phone', styles: { width: '400px', height: '800px' } } } },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { setup: (store) => store.set(tabsAtom, store.get(tabsAtom)) },
  play: async () => {
    await expect(window.innerWidth).toBeLessThan(992);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: /Dashboard/ }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
    await expect(await screen.findByRole('heading', { name: 'Page /dashboard' })).toBeVisible();
  },
};

export const AppStateIsShared: Story = {
  args: {
    setup: (store) => store.set(appStateAtom, { ...store.get(appStateAtom), size: 'small' }),
  },
  play: async () => {
    await expect(
      getComputedStyle(document.documentElement).getPropertyValue('--console-control-height').trim(),
    ).toBe('32px');
  },
};
