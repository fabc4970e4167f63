import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransactionTotals } from './TransactionTotals';

const meta = {
  title: 'Console/Money/Reports/TransactionTotals',
  component: TransactionTotals,
  args: { totals: { count: 1234, grossCents: 12_345_678, feeCents: 4_500, netCents: 12_341_178 } },
} satisfies Meta<typeof TransactionTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Count and amounts with thousands separators and two decimals. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Totals')).toBe('1,234 transactions');
    await expect(figure(canvasElement, 'Gross')).toBe('$123,456.78');
    await expect(figure(canvasElement, 'Fee')).toBe('$45.00');
    await expect(figure(canvasElement, 'Net')).toBe('$123,411.78');
  },
};

/** More went out than came in (a payout): the net is negative. */
export const MoneyOut: Story = {
  args: { totals: { count: 1, grossCents: -338_450, feeCents: 150, netCents: -338_600 } },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Totals')).toBe('1 transaction');
    await expect(figure(canvasElement, 'Net')).toBe('-$3,386.00');
  },
};
