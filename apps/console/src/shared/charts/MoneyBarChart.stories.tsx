import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MoneyBarChart } from './MoneyBarChart';

const meta = {
  title: 'Console/Shared/Charts/MoneyBarChart',
  component: MoneyBarChart,
  args: {
    label: 'Net change',
    height: 240,
    series: [{ key: 'net', name: 'Net change', colour: 'rgb(32, 96, 160)', lossColour: 'rgb(192, 57, 43)' }],
    points: [
      { label: 'Oct 2026', values: { net: 125_000 } },
      { label: 'Nov 2026', values: { net: -82_000 } },
      { label: 'Dec 2026', values: { net: 40_050 } },
    ],
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <MoneyBarChart {...args} />
    </div>
  ),
} satisfies Meta<typeof MoneyBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GainsAndLosses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', {
      name: 'Net change, 3 points: Oct 2026 $1,250.00; Nov 2026 -$820.00; Dec 2026 $400.50.',
    });
    await expect(chart).toBeVisible();
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(3));
    for (const month of ['Oct 2026', 'Nov 2026', 'Dec 2026'])
      await expect(within(chart).getByText(month)).toBeVisible();
    // The loss in red, the gains in the series colour.
    const fills = [...chart.querySelectorAll('.recharts-bar-rectangle path')].map((path) =>
      path.getAttribute('fill'),
    );
    await expect(fills).toEqual(['rgb(32, 96, 160)', 'rgb(192, 57, 43)', 'rgb(32, 96, 160)']);
    // The axis reads short dollars, losses below zero.
    await expect(within(chart).getAllByText(/^\$[\d.]+K$/).length).toBeGreaterThan(0);
    await expect(within(chart).getAllByText(/^-\$[\d.]+K?$/).length).toBeGreaterThan(0);
  },
};

export const TwoSeries: Story = {
  args: {
    label: 'Fees and brand charges',
    series: [
      { key: 'fees', name: 'Fees', colour: 'rgb(200, 120, 0)' },
      { key: 'charges', name: 'Brand charges', colour: 'rgb(0, 120, 200)' },
    ],
    points: [
      { label: 'Nov 1', values: { fees: 500, charges: 0 } },
      { label: 'Nov 2', values: { fees: 1_000, charges: 300_000 } },
    ],
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', {
      name: 'Fees and brand charges, 2 points: Nov 1 Fees $5.00, Brand charges $0.00; Nov 2 Fees $10.00, Brand charges $3,000.00.',
    });
    await expect(within(chart).getByText('Fees')).toBeVisible();
    await expect(within(chart).getByText('Brand charges')).toBeVisible();
  },
};

export const SummaryGiven: Story = {
  args: { summary: 'Net change of available balance, 3 months.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Net change of available balance, 3 months.' }),
    ).toBeVisible();
  },
};
