import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'UI/Kit/Button',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Use it for every action: primary for the main action of a screen or dialog (one per area), danger for destructive actions, text for quiet actions such as a table row's. To go to another page, use AppLink.",
      },
    },
  },
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    // White text on the readable shade of the theme colour (#409EFF alone reads at 2.8:1).
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
  },
};

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const Text: Story = { args: { variant: 'text', children: 'Details' } };

export const Loading: Story = {
  args: { variant: 'primary', loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, children: '⟳', 'aria-label': 'Refresh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};
