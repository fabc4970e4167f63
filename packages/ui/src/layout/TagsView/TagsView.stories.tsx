import {
  addTab,
  EMPTY_TABS_STATE,
  initAffixTabs,
  isRefreshRoute,
  REFRESH_ROUTE_PREFIX,
  type TabsState,
  type TabView,
} from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigation, useNavigation } from '../../navigation';
import { TagsView } from './TagsView';
import { useTabsController } from './useTabsController';

const DASHBOARD = '/index';

const titles: Record<string, string> = {
  [DASHBOARD]: 'Dashboard',
  '/warranty/list': 'Warranty List',
  '/warranty/detail': 'Warranty Detail',
  '/appointment/list': 'Appointments',
  '/event/list': 'Events',
  '/retailer/list': 'Retailers',
  '/system/user': 'Users',
  '/onsite/work/flightBoard': 'Onsite Service',
};

function viewOf(fullPath: string): TabView {
  const path = fullPath.split('?')[0] ?? fullPath;
  return { fullPath, path, title: titles[path] ?? path };
}

const OPEN_PAGES = [
  '/warranty/list',
  '/warranty/detail?id=1',
  '/warranty/detail?id=2',
  '/appointment/list',
  '/event/list',
  '/retailer/list',
  '/system/user',
  '/onsite/work/flightBoard',
];

const initialTabs: TabsState = OPEN_PAGES.map(viewOf).reduce(
  addTab,
  initAffixTabs(EMPTY_TABS_STATE, [{ ...viewOf(DASHBOARD), affix: true }]),
);

/** What ConsoleLayout does: a tab per visited route, the /redirect helper, and the controller. */
function Strip({ width }: { width?: number }) {
  const { fullPath, navigate } = useNavigation();
  const [state, setState] = useState(initialTabs);
  const controller = useTabsController({
    state,
    setState,
    navigate,
    activeFullPath: fullPath,
    dashboardPath: DASHBOARD,
  });
  useEffect(() => {
    if (isRefreshRoute(fullPath))
      navigate(fullPath.slice(REFRESH_ROUTE_PREFIX.length) || '/', { replace: true });
    else setState((current) => addTab(current, viewOf(fullPath)));
  }, [fullPath, navigate]);
  return (
    <div style={{ width }}>
      <TagsView tabs={state.visited} {...controller} />
      <p>
        Current page: <span data-testid="current">{fullPath}</span>
      </p>
    </div>
  );
}

interface HarnessProps {
  initialPath: string;
  width?: number;
  onNavigate: (to: string) => void;
}

function Harness({ initialPath, width, onNavigate }: HarnessProps) {
  return (
    <MemoryNavigation initialPath={initialPath} onNavigate={onNavigate}>
      <Strip width={width} />
    </MemoryNavigation>
  );
}

// The first tab of the docs page's props table: the stories' own controls (the component's props follow).
Harness.displayName = 'Story harness';

const meta = {
  title: 'UI/Layout/TagsView',
  tags: ['autodocs'],
  subcomponents: { TagsView },
  parameters: {
    docs: {
      description: {
        component:
          'The strip of open pages under the top bar, driven by useTabsController. ConsoleLayout includes both; use them directly only in a frame of your own.',
      },
    },
  },
  component: Harness,
  args: { initialPath: '/event/list', onNavigate: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const strip = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Open pages' });
const tabTitles = (canvasElement: HTMLElement) =>
  within(strip(canvasElement))
    .getAllByRole('link')
    .map((link) => link.textContent);
const current = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('current').textContent;
const tagOf = (link: HTMLElement) => link.closest('li') as HTMLElement;

async function menuFor(link: HTMLElement) {
  await userEvent.pointer({ keys: '[MouseRight]', target: link });
  return screen.findByRole('menu');
}

const menuLabels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = strip(canvasElement);
    await expect(nav.getBoundingClientRect().height).toBe(34);
    await expect(tabTitles(canvasElement)).toEqual([
      'Dashboard',
      'Warranty List',
      'Warranty Detail',
      'Warranty Detail',
      'Appointments',
      'Events',
      'Retailers',
      'Users',
      'Onsite Service',
    ]);
    const active = canvas.getByRole('link', { name: 'Events' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    const tag = tagOf(active);
    await expect(tag.getBoundingClientRect().height).toBe(26);
    // Filled with the readable shade of the theme colour, white text and a white 8 px dot.
    const readable = getComputedStyle(document.documentElement).getPropertyValue(
      '--console-primary-readable',
    );
    const probe = document.createElement('div');
    probe.style.color = readable;
    document.body.append(probe);
    const readableRgb = getComputedStyle(probe).color;
    probe.remove();
    await expect(getComputedStyle(tag).backgroundColor).toBe(readableRgb);
    await expect(getComputedStyle(tag).color).toBe('rgb(255, 255, 255)');
    const dot = getComputedStyle(active, '::before');
    await expect(dot.width).toBe('8px');
    await expect(dot.backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Users' }), '::before').content).toBe(
      'none',
    );
    // The pinned tab has no ×; the others do.
    await expect(canvas.queryByRole('button', { name: 'Close Dashboard' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Close Warranty List' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close Events' })).toBeVisible();
  },
};

export const CloseWithButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close Appointments' }));
    await expect(canvas.queryByRole('link', { name: 'Appointments' })).toBeNull();
    await expect(current(canvasElement)).toBe('/event/list');
    // Closing the active tab moves to the last remaining tab.
    await userEvent.click(canvas.getByRole('button', { name: 'Close Events' }));
    await expect(canvas.queryByRole('link', { name: 'Events' })).toBeNull();
    await expect(current(canvasElement)).toBe('/onsite/work/flightBoard');
    await expect(canvas.getByRole('link', { name: 'Onsite Service' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MiddleClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.pointer({
      keys: '[MouseMiddle]',
      target: canvas.getByRole('link', { name: 'Retailers' }),
    });
    await expect(canvas.queryByRole('link', { name: 'Retailers' })).toBeNull();
    await userEvent.pointer({
      keys: '[MouseMiddle]',
      target: canvas.getByRole('link', { name: 'Dashboard' }),
    });
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(tabTitles(canvasElement)).toHaveLength(8);
  },
};

export const CloseOthers: Story = {
  play: async ({ canvasElement }) => {
    const menu = await menuFor(within(canvasElement).getByRole('link', { name: 'Users' }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close Others' }));
    await expect(tabTitles(canvasElement)).toEqual(['Dashboard', 'Users']);
    await expect(current(canvasElement)).toBe('/system/user');
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

export const CloseLeft: Story = {
  play: async ({ canvasElement }) => {
    const menu = await menuFor(within(canvasElement).getByRole('link', { name: 'Events' }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close Left' }));
    await expect(tabTitles(canvasElement)).toEqual([
      'Dashboard',
      'Events',
      'Retailers',
      'Users',
      'Onsite Service',
    ]);
    await expect(current(canvasElement)).toBe('/event/list');
  },
};

export const CloseRight: Story = {
  play: async ({ canvasElement }) => {
    const menu = await menuFor(within(canvasElement).getByRole('link', { name: 'Appointments' }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close Right' }));
    await expect(tabTitles(canvasElement)).toEqual([
      'Dashboard',
      'Warranty List',
      'Warranty Detail',
      'Warranty Detail',
      'Appointments',
    ]);
    // The current tab (Events) was closed: the last remaining tab takes over.
    await expect(current(canvasElement)).toBe('/appointment/list');
  },
};

export const CloseAll: Story = {
  play: async ({ canvasElement }) => {
    const menu = await menuFor(within(canvasElement).getByRole('link', { name: 'Retailers' }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close All' }));
    await expect(tabTitles(canvasElement)).toEqual(['Dashboard']);
    await expect(current(canvasElement)).toBe(DASHBOARD);
  },
};

export const Refresh: Story = {
  args: { initialPath: '/warranty/detail?id=2' },
  play: async ({ canvasElement, args }) => {
    const active = within(strip(canvasElement)).getAllByRole('link', { name: 'Warranty Detail' })[1];
    if (!active) throw new Error('no second detail tab');
    await expect(active).toHaveAttribute('aria-current', 'page');
    const menu = await menuFor(active);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Refresh' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/redirect/warranty/detail?id=2');
    // The helper route comes straight back to the same page; the tabs are unchanged.
    await waitFor(() => expect(current(canvasElement)).toBe('/warranty/detail?id=2'));
    await expect(tabTitles(canvasElement)).toHaveLength(9);
  },
};

export const MenuItemsPerPosition: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const itemsOf = async (name: string) => {
      const labels = menuLabels(await menuFor(canvas.getByRole('link', { name })));
      await userEvent.keyboard('{Escape}');
      await expect(screen.queryByRole('menu')).toBeNull();
      return labels;
    };
    await expect(await itemsOf('Dashboard')).toEqual(['Refresh', 'Close Others', 'Close Right', 'Close All']);
    await expect(await itemsOf('Warranty List')).toEqual([
      'Refresh',
      'Close',
      'Close Others',
      'Close Right',
      'Close All',
    ]);
    await expect(await itemsOf('Events')).toEqual([
      'Refresh',
      'Close',
      'Close Others',
      'Close Left',
      'Close Right',
      'Close All',
    ]);
    await expect(await itemsOf('Onsite Service')).toEqual([
      'Refresh',
      'Close',
      'Close Others',
      'Close Left',
      'Close All',
    ]);
  },
};

export const MenuStaysInsideWindow: Story = {
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Onsite Service' });
    fireEvent.contextMenu(link, { clientX: window.innerWidth - 2, clientY: 20 });
    const menu = await screen.findByRole('menu');
    const box = menu.getBoundingClientRect();
    await expect(box.width).toBe(105);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(menu).toHaveAccessibleName('Onsite Service');
  },
};

export const MenuCloses: Story = {
  args: { width: 420 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Events' });
    // A pointer opening places the menu 15 px right of the pointer.
    fireEvent.contextMenu(link, { clientX: 100, clientY: 30 });
    const menu = await screen.findByRole('menu');
    await expect(menu.getBoundingClientRect().left).toBe(115);
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('menu')).toBeNull();

    await menuFor(link);
    await userEvent.click(canvas.getByTestId('current'));
    await expect(screen.queryByRole('menu')).toBeNull();

    await menuFor(link);
    const scroller = link.closest('ul')?.parentElement as HTMLElement;
    scroller.scrollLeft = 0;
    scroller.scrollLeft = 60;
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(tabTitles(canvasElement)).toHaveLength(9);
  },
};

export const KeyboardMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const events = canvas.getByRole('link', { name: 'Events' });
    events.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Close All' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(events).toHaveFocus();

    // The Menu key opens it too; Enter runs the focused item and the focus returns to the strip.
    await userEvent.keyboard('{ArrowRight}');
    const retailers = canvas.getByRole('link', { name: 'Retailers' });
    await expect(retailers).toHaveFocus();
    await userEvent.keyboard('{ContextMenu}');
    const second = await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(second).getByRole('menuitem', { name: 'Close Others' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tabTitles(canvasElement)).toEqual(['Dashboard', 'Retailers']);
    await expect(canvas.getByRole('link', { name: 'Retailers' })).toHaveFocus();

    // Delete closes the focused tab; the focus moves to its neighbour.
    await userEvent.keyboard('{Delete}');
    await expect(tabTitles(canvasElement)).toEqual(['Dashboard']);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await expect(current(canvasElement)).toBe(DASHBOARD);
  },
};

export const ScrollsActiveIntoView: Story = {
  args: { width: 360, initialPath: '/system/user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const active = canvas.getByRole('link', { name: 'Users' });
    const scroller = active.closest('ul')?.parentElement as HTMLElement;
    const view = scroller.getBoundingClientRect();
    const inView = (element: HTMLElement, margin = 0) => {
      const box = tagOf(element).getBoundingClientRect();
      return box.left - margin >= view.left - 0.5 && box.right + margin <= view.right + 0.5;
    };
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // The strip scrolls in the animation frame after the render.
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(inView(active)).toBe(true);
    // Its neighbours stay visible, 4 px from the edges (spec §9).
    await expect(inView(canvas.getByRole('link', { name: 'Onsite Service' }), 4)).toBe(true);
    await expect(inView(canvas.getByRole('link', { name: 'Retailers' }), 4)).toBe(true);

    // First tab: scrolled to the start; last tab: to the end.
    canvas.getByRole('link', { name: 'Users' }).focus();
    await userEvent.keyboard('{Home}{Enter}');
    await expect(current(canvasElement)).toBe(DASHBOARD);
    await waitFor(() => expect(scroller.scrollLeft).toBe(0));
    await userEvent.keyboard('{End}{Enter}');
    await expect(current(canvasElement)).toBe('/onsite/work/flightBoard');
    await waitFor(() => expect(scroller.scrollLeft).toBe(scroller.scrollWidth - scroller.clientWidth));
  },
};

export const WheelScrollsSideways: Story = {
  args: { width: 360, initialPath: DASHBOARD },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Dashboard' });
    const scroller = link.closest('ul')?.parentElement as HTMLElement;
    await expect(scroller.scrollLeft).toBe(0);
    const wheel = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
    link.dispatchEvent(wheel);
    await expect(wheel.defaultPrevented).toBe(true);
    await expect(scroller.scrollLeft).toBe(100);
  },
};

export const DetailPagesAreTwoTabs: Story = {
  args: { initialPath: '/warranty/detail?id=1' },
  play: async ({ canvasElement }) => {
    const details = within(strip(canvasElement)).getAllByRole('link', { name: 'Warranty Detail' });
    await expect(details.map((link) => link.getAttribute('href'))).toEqual([
      '/warranty/detail?id=1',
      '/warranty/detail?id=2',
    ]);
    await expect(details[0]).toHaveAttribute('aria-current', 'page');
    await expect(details[1]).not.toHaveAttribute('aria-current');
    const second = details[1];
    if (!second) throw new Error('no second detail tab');
    await userEvent.click(second);
    await expect(current(canvasElement)).toBe('/warranty/detail?id=2');
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(details[0]).not.toHaveAttribute('aria-current');
  },
};
