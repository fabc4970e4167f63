import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../kit/Button';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/Layout/ProgressBar',
  tags: ['autodocs'],
  parameters: {
    docs: {
      // Its stories open overlays or fix themselves to the window: each gets a frame of its own on this page.
      story: { inline: false, height: '120px' },
      description: {
        component:
          "The thin bar across the top of the window while a route loads: drive active from your router's pending state. Not for the progress of an upload or a job (FileUpload shows its own).",
      },
    },
  },
  component: ProgressBar,
  args: { active: true },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const barOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-progress]');

/** The horizontal scale of the bar, read from its computed transform. */
function scaleOf(bar: HTMLElement): number {
  return new DOMMatrixReadOnly(getComputedStyle(bar).transform).a;
}

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const bar = barOf(canvasElement);
    if (!bar) throw new Error('no progress bar');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(getComputedStyle(bar).height).toBe('2px');
    // The default theme colour #409EFF.
    await expect(getComputedStyle(bar).backgroundColor).toBe('rgb(64, 158, 255)');
    // It grows, but stays short of 90 % while the route is still loading.
    await waitFor(() => expect(scaleOf(bar)).toBeGreaterThan(0.2));
    await expect(scaleOf(bar)).toBeLessThan(0.9);
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(barOf(canvasElement)).toBeNull();
  },
};

function Navigation() {
  const [loading, setLoading] = useState(false);
  return (
    <>
      <ProgressBar active={loading} />
      <Button onClick={() => setLoading((value) => !value)}>
        {loading ? 'Finish loading' : 'Start loading'}
      </Button>
    </>
  );
}

export const Completes: Story = {
  render: () => <Navigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(barOf(canvasElement)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }));
    const bar = barOf(canvasElement);
    if (!bar) throw new Error('no progress bar');
    await expect(bar).toHaveAttribute('data-progress', 'running');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    // Fills to 100 %, fades, then goes away.
    await expect(bar).toHaveAttribute('data-progress', 'finishing');
    await waitFor(() => expect(scaleOf(bar)).toBe(1));
    await waitFor(() => expect(barOf(canvasElement)).toBeNull());
    // A new navigation starts again from the left.
    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }));
    const next = barOf(canvasElement);
    if (!next) throw new Error('no progress bar');
    await expect(scaleOf(next)).toBeLessThan(0.9);
  },
};
