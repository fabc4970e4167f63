import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Hamburger } from './Hamburger';

const meta = {
  title: 'UI/Layout/Hamburger',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The sidebar toggle at the left of the top bar. Navbar includes it; use it alone only in a top bar of your own.',
      },
    },
  },
  component: Hamburger,
  args: { opened: true, onToggle: fn() },
} satisfies Meta<typeof Hamburger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Opened: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Toggle sidebar' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { opened: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Toggle sidebar' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Toggles: Story = {
  render: function Render(args) {
    const [opened, setOpened] = useState(false);
    return (
      <Hamburger
        {...args}
        opened={opened}
        onToggle={() => {
          args.onToggle();
          setOpened(!opened);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Toggle sidebar' });
    await userEvent.keyboard('{Tab}');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};
