import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const nov = (day: number) => new Date(2026, 10, day);

/** A day of the open calendar, by the label react-day-picker gives it ("Thursday, November 5th, 2026"). */
const dayButton = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}, 2026`) });

const meta = {
  title: 'UI/Kit/DatePicker',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Use it to pick one day (shown as yyyy-MM-dd), e.g. a purchase date. For a period, such as a list's date filter, use DateRangePicker.",
      },
    },
  },
  component: DatePicker,
  args: { 'aria-label': 'Purchase date', defaultMonth: nov(1), onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Purchase date' });
    // The catalogue's placeholder.
    await expect(trigger).toHaveTextContent('Select date');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Filled: Story = {
  args: { value: nov(3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Purchase date' })).toHaveTextContent(
      '2026-11-03',
    );
  },
};

export const PickWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Purchase date' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Purchase date' });
    await expect(await within(dialog).findByRole('grid', { name: 'November 2026' })).toBeVisible();
    await userEvent.click(dayButton('November 5th'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveTextContent('2026-11-05');
    await expect(args.onChange).toHaveBeenCalledWith(nov(5));
    await expect(trigger).toHaveFocus();
  },
};

export const PickWithKeyboard: Story = {
  args: { defaultValue: nov(3) },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Purchase date' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Purchase date' });
    // The focus lands on the chosen day; arrows move through the grid, Enter picks.
    await waitFor(() => expect(dayButton('November 3rd')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(dayButton('November 10th')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    await expect(dayButton('November 4th')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveTextContent('2026-11-05');
    await expect(args.onChange).toHaveBeenCalledWith(nov(5));
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  args: { defaultValue: nov(3) },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Purchase date' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Purchase date' });
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('2026-11-03');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MinMax: Story = {
  args: { defaultMonth: undefined, minDate: nov(10), maxDate: nov(20) },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Purchase date' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Purchase date' });
    // Whatever today is, the calendar opens on the only allowed month.
    await expect(await within(dialog).findByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect(dayButton('November 9th')).toBeDisabled();
    await expect(dayButton('November 21st')).toBeDisabled();
    await expect(dayButton('November 10th')).toBeEnabled();
    await expect(dayButton('November 20th')).toBeEnabled();
    // No way to leave the allowed month.
    await expect(within(dialog).getByRole('button', { name: /previous month/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: /next month/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(dayButton('November 9th'), { pointerEventsCheck: 0 });
    await expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.click(dayButton('November 15th'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveTextContent('2026-11-15');
  },
};

export const Clearable: Story = {
  args: { clearable: true, onClear: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<Date | null>(nov(5));
    return (
      <DatePicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Purchase date' });
    await expect(trigger).toHaveTextContent('2026-11-05');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(trigger).toHaveTextContent('Select date');
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

/** Far from today (a date of birth): the caption's month and year selects jump straight there. */
export const MonthYearSelects: Story = {
  args: { defaultMonth: undefined, maxDate: nov(27), monthYearSelects: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Purchase date' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Purchase date' }));
    await userEvent.selectOptions(await dialog.findByRole('combobox', { name: /year/i }), '1980');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /month/i }), 'June');
    await expect(await dialog.findByRole('grid', { name: 'June 1980' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /June 15th, 1980/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledWith(new Date(1980, 5, 15));
  },
};

export const Invalid: Story = {
  args: { invalid: true, 'aria-describedby': 'date-error' },
  render: (args) => (
    <>
      <DatePicker {...args} />
      <p id="date-error" style={{ color: 'var(--console-danger-text)', margin: '4px 0 0', fontSize: 12 }}>
        Please select the purchase date
      </p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Purchase date' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please select the purchase date');
    await expect(getComputedStyle(trigger).borderTopColor).toBe('rgb(245, 108, 108)');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: nov(5), clearable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Purchase date' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('2026-11-05');
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};
