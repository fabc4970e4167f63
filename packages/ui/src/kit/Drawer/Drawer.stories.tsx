import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer, type DrawerProps } from './Drawer';

/** A page button that opens the drawer; the demo keeps `open` itself (the args' `open` is for the props table). */
function DrawerDemo(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <Drawer title="Page style settings" {...props} open={open} onOpenChange={setOpen}>
        <Button>Save</Button>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'UI/Kit/Drawer',
  tags: ['autodocs'],
  component: Drawer,
  parameters: {
    docs: {
      description: {
        component:
          "Use it for a panel that slides in from a side over the page: settings, filters, a side form, or a record's details while its list stays in view. For a short task that blocks the page use Dialog.",
      },
    },
  },
  args: { open: false, onOpenChange: fn(), title: 'Page style settings' },
  render: (args) => <DrawerDemo {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, name: string) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open drawer' });
  await userEvent.click(trigger);
  const drawer = await screen.findByRole('dialog', { name });
  // Measure once the slide-in animation has finished.
  await waitFor(() => expect(drawer.getAnimations().every((a) => a.playState === 'finished')).toBe(true));
  return { trigger, drawer };
};

export const Right280: Story = {
  args: { width: '280px' },
  play: async ({ canvasElement }) => {
    const { trigger, drawer } = await open(canvasElement, 'Page style settings');
    // Spec: the settings drawer on the right is 280 px wide.
    await expect(getComputedStyle(drawer).width).toBe('280px');
    const box = drawer.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
    await expect(box.top).toBe(0);
    await expect(within(drawer).getByRole('heading', { name: 'Page style settings' })).toBeVisible();
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Radix returns focus on the next tick after the drawer unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Left: Story = {
  args: { side: 'left', width: '250px', title: 'Menu' },
  play: async ({ canvasElement }) => {
    const { drawer } = await open(canvasElement, 'Menu');
    const box = drawer.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(getComputedStyle(drawer).width).toBe('250px');
  },
};

export const HiddenHeaderStillLabelled: Story = {
  args: { hideHeader: true, title: 'Navigation' },
  play: async ({ canvasElement }) => {
    const { drawer } = await open(canvasElement, 'Navigation');
    // The title is not shown but still names the dialog; there is no header close button.
    await expect(within(drawer).queryByRole('button', { name: 'Close' })).toBeNull();
    const title = within(drawer).getByText('Navigation');
    await expect(title.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const OverlayClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const { drawer } = await open(canvasElement, 'Page style settings');
    const overlay = document.elementFromPoint(10, 10) as HTMLElement;
    await expect(drawer.contains(overlay)).toBe(false);
    await expect(getComputedStyle(overlay).backgroundColor).toBe('rgba(0, 0, 0, 0.5)');
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButtonAndFooter: Story = {
  args: { footer: <Button variant="primary">Apply</Button> },
  play: async ({ canvasElement }) => {
    const { drawer } = await open(canvasElement, 'Page style settings');
    await expect(within(drawer).getByRole('button', { name: 'Apply' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
