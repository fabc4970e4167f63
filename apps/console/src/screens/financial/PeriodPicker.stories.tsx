import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PeriodPicker, type PeriodValue } from './PeriodPicker';

const today = new Date('2026-11-25T12:00:00Z');

const meta = {
  title: 'Console/Money/Financial/PeriodPicker',
  component: PeriodPicker,
  args: {
    today,
    value: { preset: 'thisMonth', range: { from: '2026-11-01', to: '2026-11-25' } },
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState<PeriodValue>(args.value);
    return (
      <>
        <PeriodPicker
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
        <output>{`${value.range.from} to ${value.range.to}`}</output>
      </>
    );
  },
} satisfies Meta<typeof PeriodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Presets: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Period' });
    await expect(within(group).getByRole('radio', { name: 'This month' })).toBeChecked();
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['This month', 'Last month', 'Quarter', 'Year', 'Custom range']);

    await userEvent.click(canvas.getByRole('radio', { name: 'Last month' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'lastMonth',
      range: { from: '2026-10-01', to: '2026-10-31' },
    });
    await userEvent.click(canvas.getByRole('radio', { name: 'Quarter' }));
    await expect(canvas.getByText('2026-10-01 to 2026-11-25')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Year' }));
    await expect(canvas.getByText('2026-01-01 to 2026-11-25')).toBeInTheDocument();
    // No dates picker until a custom range is chosen.
    await expect(canvas.queryByRole('combobox', { name: 'Custom range' })).toBeNull();
  },
};

export const CustomRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Custom range' }));
    // The range stays as it was until both ends are picked.
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      range: { from: '2026-11-01', to: '2026-11-25' },
    });
    await expect(canvas.getByRole('radio', { name: 'Custom range' })).toBeChecked();
    const picker = canvas.getByRole('combobox', { name: 'Custom range' });
    await expect(picker).toHaveTextContent('2026-11-01 to 2026-11-25');

    await userEvent.click(picker);
    const calendar = within(await screen.findByRole('dialog', { name: 'Custom range' }));
    await userEvent.click(await calendar.findByRole('button', { name: /November 3rd, 2026/ }));
    await userEvent.click(calendar.getByRole('button', { name: /November 10th, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      range: { from: '2026-11-03', to: '2026-11-10' },
    });
    await expect(canvas.getByText('2026-11-03 to 2026-11-10', { selector: 'output' })).toBeInTheDocument();
  },
};
