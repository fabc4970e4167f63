import { readableThemeColor, themePalette } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore } from 'jotai/vanilla';
import { useCallback, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackProvider, useFeedback } from '../components/Feedback';
import { Button } from '../kit/Button';
import { Input } from '../kit/Input';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { consoleRouteTable, retailerMenu } from '../layout/fixtures/routes.fixture';
import { Sidebar } from '../layout/Sidebar';
import { MemoryNavigation } from '../navigation';

/** A page with a primary button and a text field: what the theme colour and the size change. */
function DemoPage() {
  return (
    <section>
      <h1>Warranties</h1>
      <Button variant="primary">Register a warranty</Button>
      <Input aria-label="Serial number" />
    </section>
  );
}

/** The console frame with a jotai store of its own, as the console's and the layout's stories make. */
function Frame() {
  const [store] = useState(() => createStore());
  const feedback = useFeedback();
  const renderPage = useCallback(() => <DemoPage />, []);
  return (
    <MemoryNavigation initialPath="/warranty/index" base="/ec">
      <ConsoleLayout
        routes={consoleRouteTable}
        user={{ name: 'Ada Retail', avatar: '', userType: 2, userRole: 1 }}
        renderPage={renderPage}
        feedback={feedback}
        onLogout={() => {}}
        product="Console"
        store={store}
      />
    </MemoryNavigation>
  );
}

function ToolbarDemo() {
  return (
    <FeedbackProvider>
      <Frame />
    </FeedbackProvider>
  );
}

const meta = {
  title: 'Storybook/Toolbar',
  component: ToolbarDemo,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => localStorage.clear(),
} satisfies Meta<typeof ToolbarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const rootVariable = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();
/** `rgb(r, g, b)` of a #rrggbb colour, as getComputedStyle reports it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
/** A primary button's background: the theme colour, darkened where white text needs it (readableThemeColor). */
const primaryBackground = (theme: string) => rgb(themePalette(readableThemeColor(theme)).primary);
const primaryButton = () => screen.getByRole('button', { name: 'Register a warranty' });
const sidebarOf = () =>
  screen.getByRole('navigation', { name: 'Main navigation' }).parentElement as HTMLElement;

/** The toolbar at its defaults: #409EFF, medium, dark sidebar, the full width. */
export const Defaults: Story = {
  play: async () => {
    await expect(rootVariable('--console-primary')).toBe('#409eff');
    await expect(getComputedStyle(primaryButton()).backgroundColor).toBe(primaryBackground('#409EFF'));
    await expect(getComputedStyle(primaryButton()).height).toBe('36px');
    await expect(getComputedStyle(sidebarOf()).backgroundColor).toBe('rgb(31, 58, 104)');
  },
};

export const ThemeColourPreset: Story = {
  globals: { themeColor: '#11a983' },
  play: async () => {
    await expect(rootVariable('--console-primary')).toBe('#11a983');
    await expect(getComputedStyle(primaryButton()).backgroundColor).toBe(primaryBackground('#11a983'));
    await expect(primaryBackground('#11a983')).not.toBe(primaryBackground('#409EFF'));
  },
};

/** Any colour, as the custom colour tool or `&globals=themeColor:!hex(ff6600)` sets it. */
export const ThemeColourCustom: Story = {
  globals: { themeColor: '#ff6600' },
  play: async () => {
    await expect(rootVariable('--console-primary')).toBe('#ff6600');
    await expect(getComputedStyle(primaryButton()).backgroundColor).toBe(primaryBackground('#ff6600'));
    // The frame's own ThemeStyle, later in <head>, agrees: its store read the colour; the saved entry is back.
    await expect(localStorage.getItem('layout-setting')).toBeNull();
  },
};

export const SizeMini: Story = {
  globals: { size: 'mini' },
  play: async () => {
    await expect(rootVariable('--console-control-height')).toBe('28px');
    await expect(getComputedStyle(primaryButton()).height).toBe('28px');
    await expect(getComputedStyle(primaryButton()).fontSize).toBe('12px');
    await expect(getComputedStyle(screen.getByRole('textbox').parentElement as HTMLElement).height).toBe(
      '28px',
    );
  },
};

export const SizeDefault: Story = {
  globals: { size: 'default' },
  play: async () => {
    await expect(getComputedStyle(primaryButton()).height).toBe('40px');
    await expect(getComputedStyle(screen.getByRole('textbox').parentElement as HTMLElement).height).toBe(
      '40px',
    );
  },
};

/** The frame's own store starts with the light sidebar (its saved-settings entry is put back after). */
export const SidebarLight: Story = {
  globals: { sideTheme: 'theme-light' },
  play: async () => {
    await expect(getComputedStyle(sidebarOf()).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(localStorage.getItem('layout-setting')).toBeNull();
  },
};

/** A story of the Sidebar alone takes the toolbar's sidebar theme over its args. */
export const SidebarLightOverArgs: Story = {
  globals: { sideTheme: 'theme-light' },
  argTypes: { sideTheme: { control: 'inline-radio', options: ['theme-dark', 'theme-light'] } },
  render: (args) => (
    <MemoryNavigation initialPath="/dashboard">
      <div style={{ height: '480px', display: 'flex' }}>
        <Sidebar menu={retailerMenu} {...args} />
      </div>
    </MemoryNavigation>
  ),
  play: async () => {
    await expect(getComputedStyle(sidebarOf()).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

export const ViewportDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(1440);
    await expect(getComputedStyle(sidebarOf()).width).toBe('250px');
  },
};

/** 991 px is under the 992 px breakpoint: the sidebar becomes a drawer behind the hamburger. */
export const Viewport991: Story = {
  globals: { viewport: { value: 'mobile991', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(991);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: /Warranties/ })).toBeVisible();
  },
};

export const Viewport375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
