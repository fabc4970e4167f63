import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag, type TagEffect, type TagType } from './Tag';

const types: TagType[] = ['default', 'primary', 'success', 'info', 'warning', 'danger'];
const label: Record<TagType, string> = {
  default: 'Draft',
  primary: 'Booked',
  success: 'Approved',
  info: 'Archived',
  warning: 'Pending',
  danger: 'Rejected',
};

function Row({ effect }: { effect: TagEffect }) {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {types.map((type) => (
        <Tag key={type} type={type} effect={effect}>
          {label[type]}
        </Tag>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Kit/Tag',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it for a short coloured label (a status, a category), removable when it stands for a chosen filter value. For dictionary values use DictTag; for counts use Badge.',
      },
    },
  },
  component: Tag,
  args: { children: 'Approved' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (element: HTMLElement) => getComputedStyle(element).color;

// Colour contrast of every type is checked by the automatic axe run on each of these stories.
export const Light: Story = {
  render: () => <Row effect="light" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const type of types) await expect(canvas.getByText(label[type])).toBeVisible();
    // Coloured text uses the readable *Text tokens, not the raw palette colours.
    await expect(rgb(canvas.getByText('Approved'))).toBe('rgb(58, 125, 28)');
    await expect(rgb(canvas.getByText('Rejected'))).toBe('rgb(192, 57, 43)');
  },
};

export const Dark: Story = {
  render: () => <Row effect="dark" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const type of types) await expect(rgb(canvas.getByText(label[type]))).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByText('Pending')).backgroundColor).toBe('rgb(138, 90, 15)');
  },
};

export const Plain: Story = {
  render: () => <Row effect="plain" />,
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText('Booked');
    await expect(getComputedStyle(tag).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

const onClose = fn();

export const Closable: Story = {
  args: { type: 'primary', closable: true, closeLabel: 'Remove Shimano', children: 'Shimano', onClose },
  play: async ({ canvasElement }) => {
    onClose.mockClear();
    const close = within(canvasElement).getByRole('button', { name: 'Remove Shimano' });
    await userEvent.click(close);
    await expect(onClose).toHaveBeenCalledTimes(1);
    // Reachable by keyboard too.
    close.blur();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClose).toHaveBeenCalledTimes(2);
  },
};

export const ClosableDefaultLabel: Story = {
  args: { closable: true, children: 'Bosch' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Tag size="default">Default</Tag>
      <Tag size="medium">Medium</Tag>
      <Tag size="small">Small</Tag>
      <Tag size="mini">Mini</Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (text: string) => canvas.getByText(text).getBoundingClientRect().height;
    await expect(height('Default')).toBe(32);
    await expect(height('Medium')).toBe(28);
    await expect(height('Small')).toBe(24);
    await expect(height('Mini')).toBe(20);
  },
};

export const Round: Story = {
  args: { round: true, type: 'success' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText('Approved')).borderRadius).toBe('9999px');
  },
};
