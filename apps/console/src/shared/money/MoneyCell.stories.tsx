import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MoneyCell } from './MoneyCell';

const meta = {
  title: 'Console/Shared/MoneyCell',
  component: MoneyCell,
  args: { cents: 123_456_789 },
} satisfies Meta<typeof MoneyCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two decimals with thousands separators (spec §3), from integer cents. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1,234,567.89')).toBeInTheDocument();
  },
};

/** A gain carries its '+', a loss its '-': the colour repeats the sign, never carries it alone. */
export const Signed: Story = {
  args: { cents: 7_525, signed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+$75.25')).toBeInTheDocument();
  },
};

export const Loss: Story = {
  args: { cents: -65_433, signed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-$654.33')).toBeInTheDocument();
  },
};

/** No amount (e.g. a fee that does not apply) reads as a dash. */
export const Missing: Story = {
  args: { cents: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toBeInTheDocument();
  },
};
