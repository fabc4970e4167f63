import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Kit/Badge',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it to put a count or a dot on the corner of a button or icon (e.g. unread messages). For a status or category label, use Tag.',
      },
    },
  },
  component: Badge,
  args: { value: 5, children: <Button>Messages</Button> },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const mark = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-badge]');

export const Count: Story = {
  play: async ({ canvasElement }) => {
    const badge = mark(canvasElement) as HTMLElement;
    await expect(badge).toHaveTextContent('5');
    await expect(getComputedStyle(badge).color).toBe('rgb(255, 255, 255)');
    // It sits on the top right corner of its child.
    const button = within(canvasElement)
      .getByRole('button', { name: /Messages/ })
      .getBoundingClientRect();
    const box = badge.getBoundingClientRect();
    await expect(box.top).toBeLessThan(button.top);
    await expect(box.right).toBeGreaterThan(button.right);
  },
};

export const OverMax: Story = {
  args: { value: 120 },
  play: async ({ canvasElement }) => {
    await expect(mark(canvasElement)).toHaveTextContent('99+');
  },
};

export const CustomMax: Story = {
  args: { value: 12, max: 9 },
  play: async ({ canvasElement }) => {
    await expect(mark(canvasElement)).toHaveTextContent('9+');
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(mark(canvasElement)).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Messages' })).toBeVisible();
  },
};

export const Dot: Story = {
  args: { isDot: true, value: undefined, label: 'New messages' },
  play: async ({ canvasElement }) => {
    const badge = mark(canvasElement) as HTMLElement;
    await expect(badge.getBoundingClientRect().width).toBe(8);
    // Not colour alone: screen readers hear the label.
    await expect(within(badge).getByText('New messages')).toBeInTheDocument();
  },
};

export const Labelled: Story = {
  args: { value: 3, label: '3 unread messages' },
  play: async ({ canvasElement }) => {
    const badge = mark(canvasElement) as HTMLElement;
    await expect(within(badge).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(badge).getByText('3 unread messages')).toBeInTheDocument();
  },
};

export const Standalone: Story = {
  args: { children: undefined, value: 42, type: 'primary' },
  play: async ({ canvasElement }) => {
    const badge = mark(canvasElement) as HTMLElement;
    await expect(badge).toHaveTextContent('42');
    await expect(getComputedStyle(badge).position).toBe('static');
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(mark(canvasElement)).toBeNull();
  },
};
