import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Kit/Spinner',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Use it for a small busy mark inside a control or region, next to a text or in a region with aria-busy. For a region whose content is loading use Skeleton; for the whole screen, the feedback layer's loading overlay.",
      },
    },
  },
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

const ring = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-spinner]') as HTMLElement;

export const Default: Story = {
  render: (args) => (
    <p style={{ fontSize: 20 }}>
      <Spinner {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const spinner = ring(canvasElement);
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    // 1em of the surrounding 20px text, with a 2px ring that spins.
    const style = getComputedStyle(spinner);
    await expect(style.width).toBe('20px');
    await expect(style.borderTopWidth).toBe('2px');
    await expect(style.borderRadius).toBe('50%');
    await expect(style.animationName).not.toBe('none');
    await expect(style.animationIterationCount).toBe('infinite');
  },
};

export const Large: Story = {
  args: { size: 36, thickness: 3 },
  play: async ({ canvasElement }) => {
    const spinner = ring(canvasElement);
    const style = getComputedStyle(spinner);
    await expect(style.width).toBe('36px');
    await expect(style.height).toBe('36px');
    await expect(style.borderTopWidth).toBe('3px');
  },
};
