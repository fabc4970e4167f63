import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings, THEME_PRESETS } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SettingsDrawer } from './SettingsDrawer';

const meta = {
  title: 'UI/Layout/SettingsDrawer',
  tags: ['autodocs'],
  parameters: {
    docs: {
      // Its stories open overlays or fix themselves to the window: each gets a frame of its own on this page.
      story: { inline: false, height: '640px' },
      description: {
        component:
          'The layout settings panel: theme colour, sidebar theme and the layout switches. ConsoleLayout opens it from the user menu; use it alone only in a frame of your own.',
      },
    },
  },
  component: SettingsDrawer,
  args: {
    open: true,
    settings: { ...DEFAULT_LAYOUT_SETTINGS },
    onOpenChange: fn(),
    onChange: fn(),
    onSave: fn(),
    onReset: fn(),
  },
  render: function Render(args) {
    const [settings, setSettings] = useState<LayoutSettings>(args.settings);
    const [open, setOpen] = useState(args.open);
    return (
      <SettingsDrawer
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
        settings={settings}
        onChange={(partial) => {
          args.onChange(partial);
          setSettings((current) => ({ ...current, ...partial }));
        }}
      />
    );
  },
} satisfies Meta<typeof SettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => screen.findByRole('dialog', { name: 'Page style settings' });

export const Layout: Story = {
  play: async () => {
    const panel = await drawer();
    // 280 px wide, against the right edge.
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(280));
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth));
    const colors = within(panel).getByRole('radiogroup', { name: 'Theme colour' });
    const swatches = within(colors).getAllByRole('radio');
    await expect(swatches).toHaveLength(8);
    await expect(swatches.map((swatch) => swatch.getAttribute('aria-label'))).toEqual([...THEME_PRESETS]);
    await expect(within(colors).getByRole('radio', { name: '#409EFF' })).toBeChecked();
    const sides = within(panel).getByRole('radiogroup', { name: 'Sidebar theme' });
    await expect(within(sides).getByRole('radio', { name: 'Dark sidebar' })).toBeChecked();
    await expect(within(sides).getByRole('radio', { name: 'Light sidebar' })).not.toBeChecked();
    // The defaults of spec §3.
    await expect(within(panel).getByRole('switch', { name: 'Top navigation' })).not.toBeChecked();
    await expect(within(panel).getByRole('switch', { name: 'Tags view' })).toBeChecked();
    await expect(within(panel).getByRole('switch', { name: 'Fixed header' })).not.toBeChecked();
    await expect(within(panel).getByRole('switch', { name: 'Sidebar logo' })).toBeChecked();
    await expect(within(panel).getByRole('switch', { name: 'Dynamic title' })).not.toBeChecked();
  },
};

export const PickPreset: Story = {
  play: async ({ args }) => {
    const panel = await drawer();
    const teal = within(panel).getByRole('radio', { name: '#13c2c2' });
    await userEvent.click(teal);
    await expect(args.onChange).toHaveBeenCalledWith({ theme: '#13c2c2' });
    await expect(teal).toBeChecked();
    await expect(within(panel).getByRole('radio', { name: '#409EFF' })).not.toBeChecked();
    // Arrow keys move through the swatches as a radio group.
    await expect(teal).toHaveFocus();
    // Held until the focus has moved, as a person does: Radix checks the radio an arrow key focuses.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(within(panel).getByRole('radio', { name: '#6959CD' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ theme: '#6959CD' });
  },
};

export const CustomColor: Story = {
  play: async ({ args }) => {
    const panel = await drawer();
    const input = within(panel).getByLabelText('Custom colour');
    await expect(input).toHaveValue('#409eff');
    fireEvent.input(input, { target: { value: '#8a2be2' } });
    await expect(args.onChange).toHaveBeenCalledWith({ theme: '#8a2be2' });
    // Not a preset: no swatch is checked.
    const colors = within(panel).getByRole('radiogroup', { name: 'Theme colour' });
    for (const swatch of within(colors).getAllByRole('radio')) await expect(swatch).not.toBeChecked();
  },
};

export const SidebarTheme: Story = {
  play: async ({ args }) => {
    const panel = await drawer();
    const light = within(panel).getByRole('radio', { name: 'Light sidebar' });
    await userEvent.click(light);
    await expect(args.onChange).toHaveBeenCalledWith({ sideTheme: 'theme-light' });
    await expect(light).toBeChecked();
  },
};

export const Toggles: Story = {
  play: async ({ args }) => {
    const panel = await drawer();
    const cases: Array<[string, Partial<LayoutSettings>]> = [
      ['Top navigation', { topNav: true }],
      ['Tags view', { tagsView: false }],
      ['Fixed header', { fixedHeader: true }],
      ['Sidebar logo', { sidebarLogo: false }],
      ['Dynamic title', { dynamicTitle: true }],
    ];
    for (const [name, change] of cases) {
      await userEvent.click(within(panel).getByRole('switch', { name }));
      await expect(args.onChange).toHaveBeenLastCalledWith(change);
    }
    await expect(within(panel).getByRole('switch', { name: 'Top navigation' })).toBeChecked();
    await expect(within(panel).getByRole('switch', { name: 'Tags view' })).not.toBeChecked();
  },
};

export const SaveAndReset: Story = {
  play: async ({ args }) => {
    const panel = await drawer();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await drawer();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
