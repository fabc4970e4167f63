import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { trend } from './dashboard.fixtures';
import { TrendChart } from './TrendChart';

const meta = {
  title: 'Console/Screens/Dashboard/TrendChart',
  component: TrendChart,
  args: { label: trend.label, points: trend.points, height: 240 },
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const barOf = (canvasElement: HTMLElement, month: string) => {
  const rect = canvasElement.querySelector(`[data-month="${month}"] rect`);
  if (!rect) throw new Error(`no bar for ${month}`);
  return {
    top: Number(rect.getAttribute('y')),
    bottom: Number(rect.getAttribute('y')) + Number(rect.getAttribute('height')),
  };
};

export const SixMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', {
      name: 'Net change of available balance, 6 months: Oct 2024 1,250.00; Nov 2024 3,400.50; Dec 2024 -820.00; Jan 2025 0.00; Feb 2025 2,100.00; Mar 2025 640.25.',
    });
    await expect(chart).toBeVisible();
    await expect(chart.querySelectorAll('rect')).toHaveLength(6);
    for (const month of ['Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', '2024', '2025']) {
      await expect(within(chart).getByText(month)).toBeVisible();
    }
    await expect(chart.querySelector('[data-month="2024-12"] title')).toHaveTextContent('Dec 2024: -820.00');

    const zeroY = Number(chart.querySelector('[data-zero-line]')?.getAttribute('y1'));
    const loss = barOf(canvasElement, '2024-12');
    await expect(loss.top).toBeCloseTo(zeroY);
    await expect(loss.bottom).toBeGreaterThan(zeroY);
    const gain = barOf(canvasElement, '2024-11');
    await expect(gain.bottom).toBeCloseTo(zeroY);
    await expect(gain.top).toBeLessThan(zeroY);
    await expect(barOf(canvasElement, '2025-01').bottom).toBeCloseTo(zeroY);
    // Losses in the readable red, gains in the readable theme colour.
    const fillOf = (month: string) =>
      getComputedStyle(chart.querySelector(`[data-month="${month}"] rect`) as Element).fill;
    await expect(fillOf('2024-12')).toBe('rgb(192, 57, 43)');
    await expect(fillOf('2024-11')).not.toBe(fillOf('2024-12'));
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <TrendChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img');
    await expect(chart).toHaveAttribute('width', '320');
    // Drawn in px at the container's width, so the labels keep their size.
    await expect(getComputedStyle(within(chart).getByText('Oct')).fontSize).toBe('12px');
  },
};
