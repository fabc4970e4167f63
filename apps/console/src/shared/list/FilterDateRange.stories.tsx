import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FilterDateRange } from './FilterDateRange';

/** The range held the way a filter form holds it: only the day that changed is merged in. */
function Harness({ onChange }: { onChange: (change: { from?: string; to?: string }) => void }) {
  const [range, setRange] = useState<{ from?: string; to?: string }>({ from: '2026-11-10' });
  return (
    <FilterDateRange
      labels={['From', 'To']}
      from={range.from}
      to={range.to}
      onChange={(change) => {
        onChange(change);
        setRange((current) => ({ ...current, ...change }));
      }}
    />
  );
}

const meta = {
  title: 'Console/Shared/List/FilterDateRange',
  component: Harness,
  args: { onChange: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dayButton = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}, 2026`) });

/** The end is never offered before the start; picking it reports only the end. */
export const EndAfterStart: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'From' })).toHaveTextContent('2026-11-10');
    await userEvent.click(canvas.getByRole('combobox', { name: 'To' }));
    const dialog = await screen.findByRole('dialog', { name: 'To' });
    await expect(await within(dialog).findByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect(dayButton('November 9th')).toBeDisabled();
    await userEvent.click(dayButton('November 20th'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith({ to: '2026-11-20' });
    await expect(canvas.getByRole('combobox', { name: 'To' })).toHaveTextContent('2026-11-20');
  },
};
