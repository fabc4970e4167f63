import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChartPanel } from './ChartPanel';

const meta = {
  title: 'Console/Shared/Charts/ChartPanel',
  component: ChartPanel,
  args: {
    title: 'Compensation and payouts',
    height: 200,
    onRetry: fn(),
    children: <div role="img" aria-label="The chart" style={{ height: 200 }} />,
  },
} satisfies Meta<typeof ChartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  args: { extra: 'Per day' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Compensation and payouts' })).toBeVisible();
    await expect(canvas.getByText('Per day')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'The chart' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: 'The chart' })).toBeNull();
    const body = canvasElement.querySelector('[data-chart-state]');
    await expect(body).toHaveAttribute('data-chart-state', 'loading');
    await expect(body).toHaveAttribute('aria-busy', 'true');
    // The same height as the chart, so the page does not jump when it arrives.
    await expect((body as HTMLElement).offsetHeight).toBeGreaterThanOrEqual(200);
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing to show for this period.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'The chart' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { failed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Compensation and payouts could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
