import { APP_COOKIES, appStateAtom, removeCookie } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore } from 'jotai/vanilla';
import { useCallback, useMemo, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackProvider, useFeedback } from '../../components/Feedback';
import { MemoryNavigation } from '../../navigation';
import { ConsoleLayout } from '../ConsoleLayout';
import { consoleRouteTable } from '../fixtures/routes.fixture';
import { HeaderSearch } from './HeaderSearch';
import type { PaletteCommand } from './palette.logic';
import { useScreenCommands } from './screenCommands';

const exported = fn();
const newBooking = fn();
const audit = fn();
const reported = fn();

/** A page per path with a text field; the warranty list offers "Export warranties" while it is in view. */
function DemoPage({ fullPath }: { fullPath: string }) {
  const [done, setDone] = useState(false);
  const commands = useMemo<PaletteCommand[]>(
    () =>
      fullPath.startsWith('/warranty/index')
        ? [
            {
              id: 'export',
              title: 'Export warranties',
              run: () => {
                exported();
                setDone(true);
              },
            },
          ]
        : [],
    [fullPath],
  );
  useScreenCommands(commands);
  return (
    <section>
      <h1>Page {fullPath}</h1>
      <label>
        Note for {fullPath} <input type="text" />
      </label>
      {done && <p>Export started</p>}
    </section>
  );
}

const globalCommands: PaletteCommand[] = [
  { id: 'register', title: 'Register a warranty', to: '/warranty/addwar' },
  { id: 'booking', title: 'New booking', userTypes: [2], run: newBooking },
  { id: 'audit', title: 'Audit log', hint: 'admins', permissions: ['audit:read'], run: audit },
];

interface HarnessProps {
  initialPath: string;
  userType: number;
  permissions?: string[];
}

const stores = new Map<string, ReturnType<typeof createStore>>();

function Layout({ initialPath, userType, permissions }: HarnessProps) {
  const [store] = useState(() => {
    const created = createStore();
    stores.set('current', created);
    return created;
  });
  const feedback = useFeedback();
  const [loggedOut, setLoggedOut] = useState(false);
  const renderPage = useCallback((fullPath: string) => <DemoPage fullPath={fullPath} />, []);
  const user = useMemo(
    () => ({ name: 'Ada Retail', avatar: '', userType, userRole: 1, permissions }),
    [userType, permissions],
  );
  const userMenuItems = useMemo(
    () =>
      userType === 1 || userType === 2
        ? [{ key: 'report', label: 'Report a problem', onSelect: reported }]
        : undefined,
    [userType],
  );
  return (
    <MemoryNavigation initialPath={initialPath}>
      {loggedOut && <p role="status">Logged out</p>}
      <ConsoleLayout
        routes={consoleRouteTable}
        user={user}
        renderPage={renderPage}
        feedback={feedback}
        onLogout={() => setLoggedOut(true)}
        product="Console"
        userMenuItems={userMenuItems}
        commands={globalCommands}
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

const meta = {
  title: 'UI/Layout/CommandPalette',
  tags: ['autodocs'],
  component: Harness,
  subcomponents: { HeaderSearch, ConsoleLayout },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The header search as a command palette: Ctrl+K / ⌘+K or the search button, then pages, open tabs and commands in one keyboard-driven list. Give ConsoleLayout `commands` for what the user may do anywhere and call `useScreenCommands` in a page for what it offers while in view; each command shows only to users its `userTypes`, `permissions` and `to` allow.',
      },
    },
  },
  beforeEach: () => {
    localStorage.clear();
    removeCookie(APP_COOKIES.sidebarStatus);
    removeCookie(APP_COOKIES.size);
    for (const spy of [exported, newBooking, audit, reported]) spy.mockClear();
  },
  args: { initialPath: '/warranty/index', userType: 2 },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const combobox = () => screen.getByRole('combobox', { name: 'Search' });
const listbox = () => screen.getByRole('listbox', { name: 'Search' });
const group = (name: string) => within(listbox()).getByRole('group', { name });
const optionNames = (name: string) =>
  within(group(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Arrows down to the option named `name` (the list wraps, so it is always reached) and presses Enter. */
async function choose(name: string | RegExp) {
  const option = within(listbox()).getByRole('option', { name });
  for (let i = 0; i < 30 && combobox().getAttribute('aria-activedescendant') !== option.id; i += 1) {
    await userEvent.keyboard('{ArrowDown}');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Enter}');
}

async function openWithShortcut() {
  await userEvent.keyboard('{Control>}k{/Control}');
  await waitFor(() => expect(combobox()).toHaveFocus());
  await waitFor(() => expect(combobox()).toHaveAttribute('aria-busy', 'false'));
}

export const OpensFromAFieldAndGivesTheFocusBack: Story = {
  play: async () => {
    const field = await screen.findByRole('textbox', { name: 'Note for /warranty/index' });
    field.focus();
    await userEvent.keyboard('abc');
    // Ctrl+K works from inside a field, without typing a 'k' there.
    await openWithShortcut();
    await expect(field).toHaveValue('abc');
    // Nothing typed: the open tabs but this one, this screen's commands, then the others.
    await expect(optionNames('Open tabs')).toEqual(['Dashboard']);
    await expect(optionNames('On this page')).toEqual(['Export warranties']);
    await expect(optionNames('Commands')).toEqual([
      'Register a warranty',
      'New booking',
      'Size: Default',
      'Size: Small',
      'Size: Mini',
      'Layout settings',
      'Report a problem',
      'Log out',
    ]);
    await expect(screen.getByRole('status')).toHaveTextContent('10 results');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(field).toHaveFocus();
  },
};

export const RunsThisScreensCommand: Story = {
  play: async () => {
    await screen.findByRole('heading', { name: 'Page /warranty/index' });
    await openWithShortcut();
    await userEvent.keyboard('export');
    await expect(optionNames('On this page')).toEqual(['Export warranties']);
    await choose('Export warranties');
    await expect(exported).toHaveBeenCalledTimes(1);
    await expect(await screen.findByText('Export started')).toBeVisible();
    await expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

export const ArrowsAcrossSectionsAndSwitchingTabs: Story = {
  play: async () => {
    await screen.findByRole('heading', { name: 'Page /warranty/index' });
    // Open a second page from the palette: a page result, found by the route search.
    await openWithShortcut();
    await userEvent.keyboard('shop');
    await waitFor(() =>
      expect(within(group('Pages')).getAllByRole('option')[0]).toHaveTextContent('Shop(s)'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('heading', { name: 'Page /company/shop' })).toBeVisible();

    // The warranty list is now a hidden tab: its command is gone, and it is an open tab to switch to.
    await openWithShortcut();
    await expect(within(listbox()).queryByRole('group', { name: 'On this page' })).toBeNull();
    await expect(optionNames('Open tabs')).toEqual(['Dashboard', 'Warranties']);
    const input = combobox();
    await userEvent.keyboard('{ArrowDown}');
    const options = within(listbox()).getAllByRole('option');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    // Down from the last tab goes on into the commands; up from the top wraps to the last command.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(options[2]).toHaveTextContent('Register a warranty');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(options.at(-1)).toHaveTextContent('Log out');
    await expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(await screen.findByRole('heading', { name: 'Page /warranty/index' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Page /company/shop', hidden: true })).not.toBeVisible();
  },
};

export const SwitchesSize: Story = {
  play: async () => {
    await screen.findByRole('heading', { name: 'Page /warranty/index' });
    await openWithShortcut();
    await userEvent.keyboard('switch size');
    await expect(optionNames('Commands')).toEqual(['Size: Default', 'Size: Small', 'Size: Mini']);
    await choose('Size: Small');
    await waitFor(() =>
      expect(getComputedStyle(document.documentElement).getPropertyValue('--console-control-height')).toBe(
        '32px',
      ),
    );
    await expect(stores.get('current')?.get(appStateAtom).size).toBe('small');
    // The size in use is not offered again.
    await openWithShortcut();
    await userEvent.keyboard('size');
    await expect(within(listbox()).queryByRole('option', { name: 'Size: Small' })).toBeNull();
    await expect(within(listbox()).getByRole('option', { name: 'Size: Medium' })).toBeInTheDocument();
  },
};

export const AnnouncesNoMatches: Story = {
  play: async () => {
    await screen.findByRole('heading', { name: 'Page /warranty/index' });
    await openWithShortcut();
    await userEvent.keyboard('zzzzqqq');
    await expect(screen.getByRole('status')).toHaveTextContent('No matches');
    await expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(combobox()).toHaveFocus();
  },
};

export const OnlyWhatThePlatformAdminMayRun: Story = {
  args: { userType: 3 },
  play: async () => {
    await screen.findByRole('heading', { name: 'Page /warranty/index' });
    await openWithShortcut();
    const commands = optionNames('Commands');
    // No retailer booking, no report (brand and retailer only), no audit log (no 'audit:read').
    await expect(commands).not.toContain('New booking');
    await expect(commands).not.toContain('Report a problem');
    await expect(commands).not.toContain('Audit log');
    await expect(commands).toContain('Register a warranty');
  },
};

export const APermissionShowsItsCommand: Story = {
  args: { userType: 3, permissions: ['audit:read'] },
  play: async () => {
    await screen.findByRole('heading', { name: 'Page /warranty/index' });
    await openWithShortcut();
    await userEvent.keyboard('audit');
    await expect(optionNames('Commands')).toEqual(['Audit logadmins']);
    await choose(/^Audit log/);
    await expect(audit).toHaveBeenCalledTimes(1);
  },
};

export const RunsAUserMenuEntry: Story = {
  play: async () => {
    await screen.findByRole('heading', { name: 'Page /warranty/index' });
    await openWithShortcut();
    await userEvent.keyboard('report');
    await choose('Report a problem');
    await expect(reported).toHaveBeenCalledTimes(1);
  },
};

export const NavigatesToARoute: Story = {
  play: async () => {
    await screen.findByRole('heading', { name: 'Page /warranty/index' });
    await openWithShortcut();
    await userEvent.keyboard('register');
    await choose('Register a warranty');
    await expect(await screen.findByRole('heading', { name: 'Page /warranty/addwar' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  },
};

export const LogsOutAfterConfirming: Story = {
  play: async () => {
    await screen.findByRole('heading', { name: 'Page /warranty/index' });
    await openWithShortcut();
    await userEvent.keyboard('log out');
    await choose('Log out');
    const dialog = await screen.findByRole('alertdialog', { name: 'Tips' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Tab to the confirming button whichever the dialog focused first, then press it.
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    for (let i = 0; i < 3 && document.activeElement !== confirm; i += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Logged out')).toBeVisible();
  },
};
